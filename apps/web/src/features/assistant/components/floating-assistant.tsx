import i18n from 'i18next';
import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAssistant } from '../hooks/use-assistant';
import { useStepsAside } from '../hooks/use-steps-aside';

/** The open panel's code and canned texts, fetched together the first time (or on intent). */
const loadPanel = () =>
  Promise.all([import('./assistant-panel'), i18n.loadNamespaces('assistant-replies')]).then(([m]) => m);
const AssistantPanel = lazy(async () => ({ default: (await loadPanel()).AssistantPanel }));

/** The floating help widget: the launcher, and the panel it opens (assistant-panel.tsx). */
export function FloatingAssistant() {
  const { t } = useTranslation('assistant');
  const { isOpen, open, close } = useAssistant();
  // The panel's code and texts load on intent, so it opens at once.
  const prefetchPanel = () => void loadPanel().catch(() => undefined);
  const launcherRef = useRef<HTMLButtonElement>(null);
  // Never over text or a control: the launcher slides off the edge while content is under it,
  // and comes back on focus (keyboard users always reach it) or where the corner is free.
  const aside = useStepsAside(launcherRef, !isOpen);

  const returnFocus = useRef(false);
  useEffect(() => {
    if (!isOpen && returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);

  const hide = () => {
    returnFocus.current = true;
    close();
  };

  if (!isOpen) {
    return (
      <button
        ref={launcherRef}
        type="button"
        onClick={() => open()}
        onPointerEnter={prefetchPanel}
        onFocus={prefetchPanel}
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
      <AssistantPanel onClose={hide} />
    </Suspense>
  );
}
