import type { ConversationDto } from '@hirehand/shared/messaging/messaging';
import { MessageSquarePlus, MessagesSquare, SearchX } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import type { NewConversationState } from '../hooks/use-messages-modal-state';
import { matchesSearch } from '../lib/conversation-labels';
import { ConversationRow } from './conversation-row';
import { EmptyState } from './empty-state';
import { NewConversationPanel } from './new-conversation-panel';

/** Relative times ("5m ago") move on once a minute while the list is open. */
function useMinuteClock() {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

export interface ConversationListProps {
  userId: string;
  conversations: ConversationDto[];
  loading: boolean;
  /** More conversations exist past the loaded ones. */
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  /** Selecting (or creating) the conversation the modal was opened for. */
  opening: boolean;
  selectedId: string | null;
  onSelect(id: string): void;
  search: string;
  onSearchChange(value: string): void;
  panel: NewConversationState;
  className?: string;
}

/** The left pane: search, New Conversation, the rows and their empty states. */
export function ConversationList(props: ConversationListProps) {
  const { t } = useTranslation('messaging');
  const now = useMinuteClock();
  const { conversations, search, panel } = props;
  const shown = useMemo(
    () => conversations.filter((conversation) => matchesSearch(conversation, search)),
    [conversations, search],
  );

  let body: React.ReactNode;
  if (props.loading || props.opening) {
    body = (
      <p role="status" className="flex items-center justify-center gap-2 px-4 py-12 text-sm text-slate-700">
        <Spinner />
        {props.opening ? t('create.opening') : t('list.loading')}
      </p>
    );
  } else if (conversations.length === 0) {
    body = <EmptyState icon={MessagesSquare} title={t('list.emptyTitle')} hint={t('list.emptyHint')} />;
  } else if (shown.length === 0) {
    body = <EmptyState icon={SearchX} title={t('list.noResultsTitle')} hint={t('list.noResultsHint')} />;
  } else {
    body = (
      <ul aria-label={t('list.label')} className="divide-y divide-slate-100">
        {shown.map((conversation) => (
          <li key={conversation.id}>
            <ConversationRow
              conversation={conversation}
              userId={props.userId}
              selected={conversation.id === props.selectedId}
              onSelect={props.onSelect}
              now={now}
            />
          </li>
        ))}
      </ul>
    );
  }
  const older = props.hasOlder && !props.loading && (
    <div className="p-3">
      <Button
        variant="secondary"
        className="w-full"
        disabled={props.loadingOlder}
        aria-busy={props.loadingOlder}
        onClick={props.onLoadOlder}
      >
        {props.loadingOlder ? <Spinner /> : null}
        {t('list.loadOlder')}
      </Button>
    </div>
  );

  return (
    <section aria-label={t('list.label')} className={cn('flex min-h-0 flex-col', props.className)}>
      <div className="flex items-center gap-2 border-b border-slate-200 p-3">
        <SearchInput
          label={t('list.search')}
          value={search}
          placeholder={t('list.searchPlaceholder')}
          onChange={(event) => props.onSearchChange(event.target.value)}
          className="min-w-0 flex-1"
        />
        <Button
          variant={panel.open ? 'primary' : 'secondary'}
          size="icon"
          aria-label={t('list.newConversation')}
          title={t('list.newConversation')}
          aria-expanded={panel.open}
          onClick={panel.toggle}
        >
          <MessageSquarePlus aria-hidden="true" className="size-5" />
        </Button>
      </div>
      {panel.open ? <NewConversationPanel panel={panel} /> : null}
      <div className="min-h-0 flex-1 overflow-y-auto">
        {body}
        {older}
      </div>
    </section>
  );
}
