import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { currentToasts, dismissToast, subscribeToasts, type ToastTone } from './toast-store';

export { type ToastTone, toast } from './toast-store';

const toneClass: Record<ToastTone, string> = {
  info: 'border-slate-300 bg-white text-slate-900',
  success: 'border-green-600 bg-green-50 text-green-950',
  error: 'border-red-600 bg-red-50 text-red-950',
};

export function Toaster() {
  const { t } = useTranslation('common');
  const current = useSyncExternalStore(subscribeToasts, currentToasts, currentToasts);
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
          launcher (bottom right, 5 rem with its margin); above open dialogs, so an error stays readable. */}
      <ToastPrimitive.Viewport className="fixed bottom-4 left-4 right-20 z-[100] flex flex-col gap-2 outline-none sm:right-auto sm:w-96" />
    </ToastPrimitive.Provider>
  );
}
