import { Bot, Send, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { type AssistantMessage, useAssistant } from '../hooks/use-assistant';

/**
 * The floating assistant's open panel: greeting, quick suggestions, local keyword replies. Its
 * code and canned texts (namespace assistant-replies) load when it first opens.
 */
export function AssistantPanel({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('assistant');
  const { messages, send } = useAssistant();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

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
  const hide = onClose;

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
        <AssistantLog messages={messages} onSuggestion={send} />
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

/** The messages and the first suggestions, in the canned texts' namespace (loaded on opening). */
function AssistantLog({
  messages,
  onSuggestion,
}: {
  messages: AssistantMessage[];
  onSuggestion(text: string): void;
}) {
  const { t } = useTranslation('assistant-replies');
  const labels = useTranslation('assistant').t;
  return (
    <>
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
            <span className="sr-only">{message.from === 'user' ? labels('you') : labels('bot')}: </span>
            {message.from === 'user' ? message.text : t(message.key)}
          </p>
        </div>
      ))}
      {messages.length === 1 ? (
        <ul aria-label={labels('suggestionsLabel')} className="flex flex-wrap gap-2 pt-1">
          {t('suggestions', { returnObjects: true }).map((suggestion) => (
            <li key={suggestion}>
              <button
                type="button"
                onClick={() => onSuggestion(suggestion)}
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
    </>
  );
}
