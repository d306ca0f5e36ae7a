import type { SupportCategory } from '@hirehand/shared/support/support-chat';
import { Bot, MessageCircle, Minus, Sparkles, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { config } from '@/config';
import { cn } from '@/lib/cn';
import { openAiChat } from '@/lib/modals/ai-chat';
import { useSession } from '@/lib/session/use-session';
import { useSupportChat } from '../hooks/use-support-chat';
import { categoryName, SUPPORT_CATEGORY_OPTIONS } from '../lib/categories';
import { SuggestionButton, SupportConversation } from './support-conversation';
import { SupportForm } from './support-form';

const headerButton = 'rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white';

/**
 * Spec 3's support chat widget (decision 037), opened by the launcher: 384×600 at the bottom
 * right (the screen's width and height less margins on a phone), a category, the conversation
 * and the form. Minimised it is a round button that restores it as it was; closing it (the
 * close button, Escape) ends the conversation.
 */
export function SupportWidget({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('support-chat');
  const session = useSession();
  const chat = useSupportChat();
  const [minimised, setMinimised] = useState(false);
  const [openedAt] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const restoreRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const categoryId = useId();

  useEffect(() => {
    if (minimised) restoreRef.current?.focus();
    else inputRef.current?.focus();
  }, [minimised]);

  const send = (text: string) => {
    chat.send(text);
    inputRef.current?.focus();
  };
  const draftTexts = {
    subject: t('human.subject', { category: categoryName(chat.category) }),
    pad: (message: string) => t('human.paddedMessage', { category: categoryName(chat.category), message }),
  };
  const escalate = () => chat.escalate(session !== null, draftTexts);

  if (minimised) {
    return (
      <button
        ref={restoreRef}
        type="button"
        onClick={() => setMinimised(false)}
        aria-label={t('widget.restore')}
        className={cn(
          'fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full bg-blue-700 text-white shadow-xl hover:bg-blue-800',
          focusRing,
        )}
      >
        <MessageCircle aria-hidden="true" className="size-6" />
        {chat.entries.length > 0 ? (
          <span aria-hidden="true" className="absolute top-1 right-1 size-3 rounded-full bg-emerald-400" />
        ) : null}
      </button>
    );
  }

  const engine = chat.engine?.label ?? config.aiModel ?? t('engine.builtin');

  return (
    <section
      aria-labelledby={titleId}
      data-testid="support-widget"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.stopPropagation();
          onClose();
        }
      }}
      className="user-text fixed right-2 bottom-2 z-40 flex h-[min(600px,calc(100dvh-1rem))] w-[min(384px,calc(100vw-1rem))] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-4 sm:bottom-4 sm:h-[min(600px,calc(100dvh-2rem))]"
    >
      <header className="flex items-center gap-3 bg-blue-700 px-4 py-3 text-white">
        <Bot aria-hidden="true" className="size-6 shrink-0" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-semibold">
            {t('widget.title')}
          </h2>
          <p data-testid="support-engine" className="truncate text-xs text-blue-100">
            {engine}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setMinimised(true)}
          aria-label={t('widget.minimise')}
          className={headerButton}
        >
          <Minus aria-hidden="true" className="size-5" />
        </button>
        <button type="button" onClick={onClose} aria-label={t('widget.close')} className={headerButton}>
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>

      <div className="flex items-center gap-2 border-b border-slate-200 px-4 py-2">
        <label htmlFor={categoryId} className="shrink-0 text-xs font-medium text-slate-700">
          {t('category.label')}
        </label>
        <select
          id={categoryId}
          value={chat.category}
          onChange={(event) => chat.setCategory(event.target.value as SupportCategory)}
          className={cn(
            'h-9 min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900',
            focusRing,
          )}
        >
          {SUPPORT_CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div className="flex-1 space-y-3 overflow-y-auto p-4">
        <SupportConversation
          greeting={t('widget.greeting')}
          greetingAt={openedAt}
          entries={chat.entries}
          pending={chat.pending}
          ticketPending={chat.ticketPending}
          onSend={send}
          onEscalate={escalate}
          onVisitorTicket={(contact) => chat.openVisitorTicket(contact, draftTexts)}
        />
        {chat.entries.length === 0 ? (
          <>
            <ul aria-label={t('widget.quickSuggestionsLabel')} className="flex flex-wrap gap-2">
              {t('widget.quickSuggestions', { returnObjects: true }).map((suggestion) => (
                <li key={suggestion}>
                  <SuggestionButton text={suggestion} disabled={chat.pending} onPick={send} />
                </li>
              ))}
            </ul>
            <button
              type="button"
              onClick={() => openAiChat()}
              className={cn(
                'inline-flex items-center gap-2 rounded-lg bg-blue-50 px-3 py-2 text-sm font-semibold text-blue-900 hover:bg-blue-100',
                focusRing,
              )}
            >
              <Sparkles aria-hidden="true" className="size-4" />
              {t('widget.discover')}
            </button>
          </>
        ) : null}
      </div>

      <SupportForm inputRef={inputRef} pending={chat.pending} onSend={send} />
    </section>
  );
}
