import { AI_CHAT_LIMITS } from '@hirehand/shared/ai/ai-chat';
import { Bot, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { openAuthModal } from '@/lib/modals/open-auth-modal';
import { useSession } from '@/lib/session/use-session';
import { useAiChat } from '../hooks/use-ai-chat';
import type { ChatProblem } from '../lib/chat-problem';
import { ChatForm } from './chat-form';
import { ChatLog } from './chat-log';
import { JobMatches } from './job-matches';
import { SkillsPanel } from './skills-panel';
import { ChipList } from './suggestion-chips';

export interface AiChatDialogProps {
  open: boolean;
  /** Sent at once when the dialog opens (the profession explorer's question). */
  firstMessage?: string;
  onOpenChange(open: boolean): void;
}

/**
 * The AI career discovery dialog (spec 1 §2): starter prompts, the conversation, suggestion and
 * skill chips, jobs that fit, and the Send form. Closing it ends the session and forgets it.
 */
export function AiChatDialog({ open, firstMessage, onOpenChange }: AiChatDialogProps) {
  const { t } = useTranslation('ai-chat');
  const session = useSession();
  const chat = useAiChat();
  const { send, reset } = chat;
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const firstSent = useRef(false);

  useEffect(() => {
    if (!open || !firstMessage || firstSent.current) return;
    firstSent.current = true;
    void send(firstMessage);
  }, [open, firstMessage, send]);

  const changeOpen = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const ask = (text: string) => {
    void send(text);
    inputRef.current?.focus();
  };
  const signUp = () => openAuthModal('register');
  const name = session?.user.full_name.trim().split(/\s+/)[0] || t('friend');
  const empty = chat.entries.length === 0 && !chat.pending;

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent
        closeLabel={t('close')}
        aria-describedby={undefined}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        className="flex h-[min(44rem,calc(100dvh-2rem))] max-h-none max-w-2xl flex-col overflow-hidden p-0"
      >
        <header className="flex items-center gap-3 border-b border-slate-200 py-3 pr-14 pl-4 sm:pl-6">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 text-white">
            <Bot aria-hidden="true" className="size-5" />
          </span>
          <div className="min-w-0">
            <DialogTitle className="text-lg">{t('title')}</DialogTitle>
            {chat.engine ? (
              <DialogDescription data-testid="ai-engine" className="mt-0 text-xs">
                {t('engine', { label: chat.engine.label })}
              </DialogDescription>
            ) : null}
          </div>
        </header>

        <div className="flex-1 space-y-5 overflow-y-auto px-4 py-4 sm:px-6">
          <ChatLog greeting={t('greeting', { name })} entries={chat.entries} pending={chat.pending} />
          {empty ? (
            <ChipList
              label={t('startersLabel')}
              items={t('starters', { returnObjects: true })}
              onPick={ask}
            />
          ) : null}
          <LastSuggestions entries={chat.entries} pending={chat.pending} onPick={ask} />
          {chat.skills.length > 0 && chat.sessionId ? (
            <SkillsPanel
              key={`${chat.sessionId}:${chat.skills.join('|')}`}
              sessionId={chat.sessionId}
              skills={chat.skills}
              signedIn={session !== null}
              onSignUp={signUp}
            />
          ) : null}
          {chat.jobMatches.length > 0 ? <JobMatches jobs={chat.jobMatches} /> : null}
        </div>

        {chat.problem ? (
          <ProblemNotice
            problem={chat.problem}
            onSignUp={signUp}
            onNewChat={() => {
              reset();
              inputRef.current?.focus();
            }}
            onUpgrade={() => changeOpen(false)}
          />
        ) : null}
        <ChatForm
          inputRef={inputRef}
          pending={chat.pending}
          max={AI_CHAT_LIMITS.messageMax}
          onSend={(text) => void send(text)}
        />
      </DialogContent>
    </Dialog>
  );
}

/** The chips of the latest reply (or of the fallback), while no new answer is awaited. */
function LastSuggestions({
  entries,
  pending,
  onPick,
}: {
  entries: ReturnType<typeof useAiChat>['entries'];
  pending: boolean;
  onPick(text: string): void;
}) {
  const { t } = useTranslation('ai-chat');
  const last = entries.at(-1);
  if (pending || !last || last.role === 'user') return null;
  const items =
    last.role === 'fallback' ? [...t('fallbackSuggestions', { returnObjects: true })] : last.suggestions;
  if (items.length === 0) return null;
  return <ChipList label={t('suggestionsLabel')} items={items} onPick={onPick} />;
}

function ProblemNotice({
  problem,
  onSignUp,
  onNewChat,
  onUpgrade,
}: {
  problem: ChatProblem;
  onSignUp(): void;
  onNewChat(): void;
  onUpgrade(): void;
}) {
  const { t } = useTranslation('ai-chat');
  return (
    <div
      role="alert"
      className="mx-4 mb-2 flex flex-col gap-3 rounded-lg border border-amber-600 bg-amber-50 p-3 text-sm text-amber-950 sm:mx-6 sm:flex-row sm:items-center"
    >
      <p className="flex flex-1 items-start gap-2 font-medium">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {problem.detail}
      </p>
      {problem.action === 'upgrade' ? (
        <Button asChild size="sm">
          <Link to="/membership" onClick={onUpgrade}>
            {t('upgrade')}
          </Link>
        </Button>
      ) : null}
      {problem.action === 'sign-up' ? (
        <Button size="sm" onClick={onSignUp}>
          {t('signUpToContinue')}
        </Button>
      ) : null}
      {problem.action === 'new-chat' ? (
        <Button size="sm" onClick={onNewChat}>
          {t('newChat')}
        </Button>
      ) : null}
    </div>
  );
}
