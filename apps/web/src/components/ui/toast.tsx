import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentToasts, dismissToast, subscribeToasts, type ToastTone } from './toast-store';

export { type ToastTone, toast } from './toast-store';

const toneClass: Record<ToastTone, string> = {
  info: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-600 bg-green-50 text-green-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

/** Room kept between a toast and what it must not cover. */
const TOAST_GAP_PX = 16;

/** True when the element's box reaches under the band `inset` px high at the bottom of the screen. */
function coveredAtBottom(element: Element, inset: number): boolean {
  const box = element.getBoundingClientRect();
  return box.height > 0 && box.bottom > window.innerHeight - inset && box.top < window.innerHeight;
}

/**
 * Toasts never hide what the person works with (WCAG 2.2, 2.4.11 focus not obscured): while any
 * shows, their height is kept free at the end of the page (so everything can be scrolled above
 * them) and in focus scrolling (`scroll-padding-bottom`, so a control reached by Tab scrolls
 * clear), and the control that has focus now (the button a dialog just handed focus back to,
 * e.g. a card's Apply Now) is scrolled above them at once.
 */
function useKeepClearOfToasts(viewport: HTMLElement | null) {
  useEffect(() => {
    // Every browser the site supports has ResizeObserver; the test DOM (jsdom) has not.
    if (!viewport || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    let inset = 0;
    const revealFocused = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || viewport.contains(focused)) return;
      if (!coveredAtBottom(focused, inset)) return;
      const box = focused.getBoundingClientRect();
      window.scrollBy({ top: box.bottom - (window.innerHeight - inset) + TOAST_GAP_PX / 2 });
    };
    const measure = () => {
      const height = viewport.getBoundingClientRect().height;
      inset = height > 0 ? Math.ceil(height) + TOAST_GAP_PX : 0;
      root.style.setProperty('--toast-inset', `${inset}px`);
      revealFocused();
    };
    // Toasts come, go and wrap: their height is watched.
    const observer = new ResizeObserver(measure);
    observer.observe(viewport);
    measure();
    document.addEventListener('focusin', revealFocused);
    return () => {
      observer.disconnect();
      document.removeEventListener('focusin', revealFocused);
      root.style.removeProperty('--toast-inset');
    };
  }, [viewport]);
}

export function Toaster() {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  useKeepClearOfToasts(viewport);
  return (
    <ToastPrimitive.Provider duration={6000} label={t('notifications')}>
      {current.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          type={item.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(item.id);
          }}
          className={cn('flex items-start gap-3 rounded-xl border-l-4 p-4 shadow-lg', toneClass[item.tone])}
          data-testid="toast"
        >
          <ToastPrimitive.Description className="flex-1 text-sm font-medium">
            {item.message}
          </ToastPrimitive.Description>
          <ToastPrimitive.Close aria-label={t('dismiss')} className="rounded p-1 hover:bg-black/5">
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* Bottom left, clear of the header's menus and dialogs' close buttons (top) and of the chat
          launcher (bottom right, 5 rem with its margin); above open dialogs, so an error stays readable.
          The page keeps clear of it (useKeepClearOfToasts). */}
      <ToastPrimitive.Viewport
        ref={setViewport}
        className="fixed bottom-4 left-4 right-20 z-[100] flex flex-col gap-2 outline-none sm:right-auto sm:w-96"
      />
    </ToastPrimitive.Provider>
  );
}
