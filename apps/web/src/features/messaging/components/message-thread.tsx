import type { ConversationDto } from '@hirehand/shared/messaging/messaging';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, MessageCircle, MessagesSquare } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, focusRing } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useReader } from '@/lib/session/use-reader';
import { loadOlderMessages, markRead, useThread } from '../api/messages';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { otherParticipants, threadHeader } from '../lib/conversation-labels';
import { groupByDay } from '../lib/message-time';
import { useTypingUsers } from '../lib/realtime-store';
import { ConversationAvatar } from './conversation-row';
import { EmptyState } from './empty-state';
import { MessageBubble } from './message-bubble';
import { MessageComposer } from './message-composer';

function useMarkReadOnFocus(userId: string, conversation: ConversationDto) {
  const queryClient = useQueryClient();
  const unread = conversation.unread_count;
  useEffect(() => {
    const onFocus = () => {
      if (unread > 0) markRead(queryClient, userId, conversation.id).catch(() => undefined);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [queryClient, userId, conversation.id, unread]);
}

function Thread({
  conversation,
  userId,
  onBack,
}: {
  conversation: ConversationDto;
  userId: string;
  onBack(): void;
}) {
  const { t } = useTranslation('messaging');
  const reader = useReader();
  const queryClient = useQueryClient();
  const thread = useThread(userId, conversation.id);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const marked = useRef(false);
  const header = threadHeader(conversation, userId, t);
  const others = otherParticipants(conversation, userId);
  const participantIds = useMemo(() => conversation.participants.map((person) => person.id), [conversation]);
  const messages = thread.data?.messages ?? [];
  const groups = useMemo(() => groupByDay(messages, t, undefined, reader), [messages, t, reader]);
  const typingIds = useTypingUsers(conversation.id);
  const typingName = conversation.participants.find((person) => typingIds.includes(person.id))?.full_name;

  useEffect(() => {
    if (thread.error) console.error('Failed to load messages', thread.error);
  }, [thread.error]);

  // Selecting loads the messages, then marks the conversation read.
  useEffect(() => {
    if (marked.current || !thread.isFetchedAfterMount || thread.isFetching || thread.isError) return;
    marked.current = true;
    markRead(queryClient, userId, conversation.id).catch((error) =>
      console.error('Failed to mark the conversation read', error),
    );
  }, [thread.isFetchedAfterMount, thread.isFetching, thread.isError, queryClient, userId, conversation.id]);
  useMarkReadOnFocus(userId, conversation);

  const last = messages.at(-1);
  useStickToBottom(scroller, { id: last?.id ?? null, own: last?.sender_id === userId });

  const loadOlder = async () => {
    const element = scroller.current;
    const fromBottom = element ? element.scrollHeight - element.scrollTop : 0;
    setLoadingOlder(true);
    try {
      await loadOlderMessages(queryClient, userId, conversation.id);
      // Keep the reader where they were as older messages appear above.
      requestAnimationFrame(() => {
        if (element) element.scrollTop = element.scrollHeight - fromBottom;
      });
    } catch (error) {
      console.error('Failed to load earlier messages', error);
    } finally {
      setLoadingOlder(false);
    }
  };

  let body: React.ReactNode;
  if (thread.isPending) {
    body = (
      <p role="status" className="flex flex-1 items-center justify-center gap-2 text-sm text-slate-700">
        <Spinner />
        {t('thread.loading')}
      </p>
    );
  } else if (messages.length === 0) {
    body = (
      <EmptyState
        className="flex-1"
        icon={MessageCircle}
        title={t('thread.emptyTitle')}
        hint={t('thread.emptyHint')}
      />
    );
  } else {
    body = (
      <>
        {thread.data?.has_more ? (
          <div className="flex justify-center pb-2">
            <Button variant="secondary" size="sm" disabled={loadingOlder} onClick={() => void loadOlder()}>
              {loadingOlder ? <Spinner /> : null}
              {t('thread.loadOlder')}
            </Button>
          </div>
        ) : null}
        {groups.map((group) => (
          <section key={group.key} aria-label={group.label} className="mb-2">
            <h3 className="my-3 flex items-center gap-3 text-xs font-semibold text-slate-600">
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
              {group.label}
              <span aria-hidden="true" className="h-px flex-1 bg-slate-200" />
            </h3>
            <ol className="flex flex-col">
              {group.items.map(({ message, firstOfRun }) => (
                <MessageBubble
                  key={message.id}
                  message={message}
                  own={message.sender_id === userId}
                  showSender={firstOfRun}
                  participantIds={participantIds}
                />
              ))}
            </ol>
          </section>
        ))}
      </>
    );
  }

  return (
    <>
      <div className="flex items-center gap-3 border-b border-slate-200 px-3 py-3 sm:px-4">
        <Button
          variant="ghost"
          size="sm"
          onClick={onBack}
          data-thread-focus
          className="-ml-1 shrink-0 md:hidden"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('thread.back')}
        </Button>
        <ConversationAvatar
          label={others.length === 1 ? others[0]!.full_name : header.title}
          person={others.length === 1 ? others[0]! : null}
        />
        <div className="min-w-0 flex-1">
          <h2 data-testid="thread-title" className="truncate font-semibold text-slate-900">
            {header.title}
          </h2>
          {typingName ? (
            <p aria-hidden="true" className="truncate text-sm text-green-800 italic">
              {t('thread.typing', { name: typingName })}
            </p>
          ) : (
            <p data-testid="thread-subtitle" className="truncate text-sm text-slate-600">
              {header.subtitle}
            </p>
          )}
          <p role="status" className="sr-only">
            {typingName ? t('thread.typing', { name: typingName }) : ''}
          </p>
        </div>
      </div>
      <div
        ref={scroller}
        role="log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable log must be reachable by keyboard to scroll it (axe scrollable-region-focusable)
        tabIndex={0}
        aria-live="polite"
        aria-relevant="additions"
        aria-label={header.title}
        className={cn(
          'flex min-h-0 flex-1 flex-col overflow-y-auto px-3 py-2 sm:px-4',
          focusRing,
          'focus-visible:-outline-offset-2',
        )}
      >
        {body}
      </div>
      <MessageComposer userId={userId} conversationId={conversation.id} />
    </>
  );
}

/**
 * The right pane: the selected conversation's header, its messages grouped by day and
 * the composer; with nothing selected, a hint. On narrow screens Back returns to the list.
 */
export function MessageThread({
  conversation,
  userId,
  onBack,
  className,
}: {
  conversation: ConversationDto | undefined;
  userId: string;
  onBack(): void;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  return (
    <section
      aria-label={conversation ? t('thread.label') : undefined}
      data-testid="message-thread"
      className={cn('flex min-h-0 flex-col', className)}
    >
      {conversation ? (
        <Thread conversation={conversation} userId={userId} onBack={onBack} />
      ) : (
        <EmptyState
          className="flex-1"
          icon={MessagesSquare}
          title={t('thread.noneSelectedTitle')}
          hint={t('thread.noneSelectedHint')}
        />
      )}
    </section>
  );
}
