import i18n from 'i18next';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStepsAside } from '../hooks/use-steps-aside';

/** The widget's code and texts, fetched together the first time (or on intent). */
const loadWidget = () =>
  Promise.all([import('./support-widget'), i18n.loadNamespaces('support-chat')]).then(([m]) => m);
const SupportWidget = lazy(async () => ({ default: (await loadWidget()).SupportWidget }));

/** The support launcher at the bottom right, and the support chat widget it opens (support-widget.tsx). */
export function FloatingSupport() {
  const { t } = useTranslation('support');
  const [isOpen, setOpen] = useState(false);
  const prefetch = () => void loadWidget().catch(() => undefined);
  const launcherRef = useRef<HTMLButtonElement>(null);
  // Never over text or a control: the launcher slides off the edge while content is under it,
  // and comes back on focus (keyboard users always reach it) or where the corner is free.
  const aside = useStepsAside(launcherRef, !isOpen);

  const returnFocus = useRef(false);
  useEffect(() => {
    if (!isOpen && returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);

  if (!isOpen) {
    return (
      <button
        ref={launcherRef}
        type="button"
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        aria-label={t('launcher')}
        data-aside={aside || undefined}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-xl transition-[translate,opacity] duration-200 hover:bg-blue-800 motion-reduce:transition-none',
          aside &&
            'pointer-events-none translate-x-[calc(100%+1rem)] opacity-0 focus-visible:pointer-events-auto focus-visible:translate-x-0 focus-visible:opacity-100',
          focusRing,
        )}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
      </button>
    );
  }

  return (
    <Suspense fallback={null}>
      <SupportWidget
        onClose={() => {
          returnFocus.current = true;
          setOpen(false);
        }}
      />
    </Suspense>
  );
}
