import { Bot, MessageCircle, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { useAssistant } from '../hooks/use-assistant';
import { useStepsAside } from '../hooks/use-steps-aside';

/** The floating help widget: greeting, quick suggestions, local keyword replies. */
export function FloatingAssistant() {
  const { t } = useTranslation('assistant');
  const { isOpen, messages, open, close, send } = useAssistant();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  // Never over text or a control: the launcher slides off the edge while content is under it,
  // and comes back on focus (keyboard users always reach it) or where the corner is free.
  const aside = useStepsAside(launcherRef, !isOpen);

  const returnFocus = useRef(false);
  useEffect(() => {
    if (isOpen) inputRef.current?.focus();
    else if (returnFocus.current) launcherRef.current?.focus();
    returnFocus.current = false;
  }, [isOpen]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message arrives
  useEffect(() => {
    logRef.current?.scrollTo({ top: logRef.current.scrollHeight });
  }, [messages.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    send(draft);
    setDraft('');
  };

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
    <section
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide();
      }}
      className="fixed right-2 bottom-2 z-40 flex h-[min(32rem,calc(100dvh-1rem))] w-[min(24rem,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-4 sm:bottom-4"
    >
      <header className="flex items-center gap-3 bg-blue-700 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-6" />
        <div className="flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('title')}
          </h2>
          <p className="text-xs text-blue-100">{t('subtitle')}</p>
        </div>
        <button
          type="button"
          onClick={hide}
          aria-label={t('close')}
          className="rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div ref={logRef} role="log" aria-live="polite" className="flex-1 space-y-3 overflow-y-auto p-4">
        {messages.map((message) => (
          <div
            key={message.id}
            className={cn('flex', message.from === 'user' ? 'justify-end' : 'justify-start')}
          >
            <p
              data-testid={`assistant-${message.from}-message`}
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap',
                message.from === 'user' ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-900',
              )}
            >
              <span className="sr-only">{message.from === 'user' ? t('you') : t('bot')}: </span>
              {message.text}
            </p>
          </div>
        ))}
        {messages.length === 1 ? (
          <ul aria-label={t('suggestionsLabel')} className="flex flex-wrap gap-2 pt-1">
            {t('suggestions', { returnObjects: true }).map((suggestion) => (
              <li key={suggestion}>
                <button
                  type="button"
                  onClick={() => send(suggestion)}
                  className={cn(
                    'rounded-full border border-blue-300 bg-blue-50 px-3 py-1.5 text-left text-xs font-medium text-blue-900 hover:bg-blue-100',
                    focusRing,
                  )}
                >
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <form onSubmit={submit} className="flex gap-2 border-t border-slate-200 p-3">
        <label htmlFor={`${titleId}-input`} className="sr-only">
          {t('inputLabel')}
        </label>
        <Input
          id={`${titleId}-input`}
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
        />
        <Button type="submit" size="icon" aria-label={t('send')} disabled={!draft.trim()}>
          <Send aria-hidden="true" className="size-4" />
        </Button>
      </form>
    </section>
  );
}
