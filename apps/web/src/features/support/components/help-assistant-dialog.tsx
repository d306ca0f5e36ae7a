import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { SUPPORT_CHAT_LIMITS, type SupportCategory } from '@hirehand/shared/support/support-chat';
import { Bot } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { useSession } from '@/lib/session/use-session';
import { useSupportChat } from '../hooks/use-support-chat';
import { categoryName } from '../lib/categories';
import { SuggestionButton, SupportConversation } from './support-conversation';
import { SupportForm } from './support-form';

export interface HelpAssistantDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/**
 * Spec 2 §2.6's help-centre assistant: a welcome by full name with the six help areas, each with
 * questions to ask; answers come from POST /api/support/chat in the chosen area, no sooner than
 * 1.5 s after asking (spec 2 §9, a minimum only). Closing it ends the conversation.
 */
export function HelpAssistantDialog({ open, onOpenChange }: HelpAssistantDialogProps) {
  const { t } = useTranslation('support-chat');
  const session = useSession();
  const chat = useSupportChat({ minimumReplyMs: SUPPORT_CHAT_LIMITS.helpAssistantMinimumReplyMs });
  const [area, setArea] = useState<SupportCategory | null>(null);
  const [openedAt] = useState(() => Date.now());
  const inputRef = useRef<HTMLInputElement>(null);
  const name = session?.user.full_name.trim();

  const ask = (text: string, category?: SupportCategory) => {
    chat.send(text, category);
    inputRef.current?.focus();
  };
  const draftTexts = {
    subject: t('human.subject', { category: categoryName(chat.category) }),
    pad: (message: string) => t('human.paddedMessage', { category: categoryName(chat.category), message }),
  };
  const escalate = () => chat.escalate(session !== null, draftTexts);

  const welcome = (
    <>
      <p>{name ? t('helpAssistant.welcomeNamed', { name }) : t('helpAssistant.welcomeVisitor')}</p>
      <ul aria-label={t('helpAssistant.areasLabel')} className="flex flex-wrap gap-2 whitespace-normal">
        {HELP_CATEGORIES.map((category) => (
          <li key={category}>
            <button
              type="button"
              aria-pressed={area === category}
              onClick={() => {
                setArea(area === category ? null : category);
                chat.setCategory(category);
              }}
              className={cn(
                'rounded-full border px-3 py-1.5 text-xs font-semibold',
                area === category
                  ? 'border-blue-700 bg-blue-700 text-white'
                  : 'border-slate-300 bg-white text-slate-800 hover:border-blue-300',
                focusRing,
              )}
            >
              {categoryName(category)}
            </button>
          </li>
        ))}
      </ul>
      {area ? (
        <ul
          aria-label={t('helpAssistant.questionsLabel', { area: categoryName(area) })}
          className="flex flex-col items-start gap-2 whitespace-normal"
        >
          {t(`helpAssistant.questions.${area}`, { returnObjects: true }).map((question) => (
            <li key={question}>
              <SuggestionButton text={question} disabled={chat.pending} onPick={(text) => ask(text, area)} />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('helpAssistant.close')}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        className="flex h-[min(40rem,calc(100dvh-2rem))] max-h-none max-w-xl flex-col overflow-hidden p-0"
      >
        <header className="flex items-center gap-3 border-b border-slate-200 py-3 pr-14 pl-4 sm:pl-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <DialogTitle className="text-lg">{t('helpAssistant.title')}</DialogTitle>
        </header>
        <div className="flex-1 overflow-y-auto px-4 py-4 sm:px-6">
          <SupportConversation
            greeting={welcome}
            greetingAt={openedAt}
            entries={chat.entries}
            pending={chat.pending}
            ticketPending={chat.ticketPending}
            onSend={(text) => ask(text)}
            onEscalate={escalate}
            onVisitorTicket={(contact) => chat.openVisitorTicket(contact, draftTexts)}
            onLeave={() => onOpenChange(false)}
          />
        </div>
        <SupportForm inputRef={inputRef} pending={chat.pending} onSend={(text) => ask(text)} />
      </DialogContent>
    </Dialog>
  );
}
