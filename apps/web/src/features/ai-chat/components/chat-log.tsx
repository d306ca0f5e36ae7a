import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { ChatEntry } from '../hooks/use-ai-chat';

const DOT_DELAYS = ['[animation-delay:0ms]', '[animation-delay:150ms]', '[animation-delay:300ms]'];

/** The conversation: the greeting, the bubbles and the typing indicator, read out as they arrive. */
export function ChatLog({
  greeting,
  entries,
  pending,
}: {
  greeting: string;
  entries: ChatEntry[];
  pending: boolean;
}) {
  const { t } = useTranslation('ai-chat');
  const endRef = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the conversation as it grows
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [entries.length, pending]);

  return (
    <div role="log" aria-live="polite" aria-label={t('logLabel')} className="space-y-3">
      <Bubble from="assistant" label={t('assistant')} text={greeting} />
      {entries.map((entry) =>
        entry.role === 'user' ? (
          <Bubble key={entry.id} from="user" label={t('you')} text={entry.text} />
        ) : (
          <Bubble
            key={entry.id}
            from="assistant"
            label={t('assistant')}
            text={entry.role === 'fallback' ? t('fallback') : entry.text}
          />
        ),
      )}
      {pending ? (
        <div data-testid="ai-typing" className="flex justify-start">
          <p className="flex items-center gap-1 rounded-2xl bg-slate-100 px-4 py-3">
            <span className="sr-only">{t('typing')}</span>
            {DOT_DELAYS.map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className={cn(
                  'size-2 animate-bounce rounded-full bg-slate-500 motion-reduce:animate-none',
                  delay,
                )}
              />
            ))}
          </p>
        </div>
      ) : null}
      <div ref={endRef} />
    </div>
  );
}

function Bubble({ from, label, text }: { from: 'user' | 'assistant'; label: string; text: string }) {
  return (
    <div className={cn('flex', from === 'user' ? 'justify-end' : 'justify-start')}>
      <p
        data-testid={`ai-${from}-message`}
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2 text-sm whitespace-pre-wrap',
          from === 'user' ? 'bg-blue-700 text-white' : 'bg-slate-100 text-slate-900',
        )}
      >
        <span className="sr-only">{label}: </span>
        {text}
      </p>
    </div>
  );
}
