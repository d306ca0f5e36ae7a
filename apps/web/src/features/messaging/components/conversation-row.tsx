import type { ConversationDto, ParticipantDto } from '@hirehand/shared/messaging/messaging';
import { Camera, Paperclip, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { focusRing } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { conversationRowLabels, messagePreview } from '../lib/conversation-labels';
import { conversationTime } from '../lib/message-time';
import { usePresence } from '../lib/realtime-store';

/**
 * The other person's picture (or initials), or a group's icon, with a green dot while the
 * single other person is online.
 */
export function ConversationAvatar({
  label,
  person,
  className,
}: {
  label: string;
  person: ParticipantDto | null;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const online = usePresence(person?.id) === 'online';
  return (
    <span className={cn('relative shrink-0', className)}>
      {person ? (
        <Avatar name={label} picture={person.profile_picture} size="md" />
      ) : (
        <span
          aria-hidden="true"
          data-testid="avatar-group"
          className="flex size-10 items-center justify-center rounded-full bg-blue-100 text-blue-900"
        >
          <Users className="size-5" />
        </span>
      )}
      {online ? (
        <span
          data-testid="presence-online"
          className="absolute right-0 bottom-0 size-3 rounded-full bg-green-600 ring-2 ring-white"
        >
          <span className="sr-only">{t('list.online')}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * One row of the list: the other person's picture and name (a group's title), the
 * conversation's and job's titles under it, relative time, unread badge and the last-message
 * preview. The whole row is one button.
 */
export function ConversationRow({
  conversation,
  userId,
  selected,
  onSelect,
  now,
}: {
  conversation: ConversationDto;
  userId: string;
  selected: boolean;
  onSelect(id: string): void;
  now?: Date;
}) {
  const { t } = useTranslation('messaging');
  const reader = useReader();
  const labels = conversationRowLabels(conversation, userId, t);
  const preview = messagePreview(conversation.last_message, userId, t);
  const unread = conversation.unread_count;
  const at = conversation.last_message?.created_at ?? conversation.updated_at;
  const PreviewIcon = preview.kind === 'image' ? Camera : preview.kind === 'file' ? Paperclip : null;

  return (
    <button
      type="button"
      aria-current={selected ? 'true' : undefined}
      data-conversation-id={conversation.id}
      onClick={() => onSelect(conversation.id)}
      className={cn(
        'flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50',
        selected && 'bg-blue-50 hover:bg-blue-50',
        focusRing,
        'focus-visible:-outline-offset-2',
      )}
    >
      <ConversationAvatar label={labels.name} person={labels.person} />
      <span className="min-w-0 flex-1">
        <span className="flex items-baseline justify-between gap-2">
          <span
            data-testid="conversation-title"
            className={cn('truncate text-sm text-slate-900', unread > 0 ? 'font-bold' : 'font-semibold')}
          >
            {labels.name}
          </span>
          <time dateTime={at} className="shrink-0 text-xs text-slate-600">
            {conversationTime(at, t, now, reader)}
          </time>
        </span>
        {labels.about ? (
          <span data-testid="conversation-about" className="block truncate text-xs font-medium text-blue-800">
            {labels.about}
          </span>
        ) : null}
        <span className="mt-0.5 flex items-center justify-between gap-2">
          <span
            data-testid="conversation-preview"
            className={cn(
              'flex min-w-0 items-center gap-1 text-sm',
              unread > 0 ? 'font-medium text-slate-900' : 'text-slate-600',
            )}
          >
            {preview.prefix ? <span className="shrink-0">{preview.prefix}</span> : null}
            {PreviewIcon ? <PreviewIcon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
            <span className="truncate">{preview.text}</span>
          </span>
          {unread > 0 ? (
            <span
              data-testid="conversation-unread"
              className="flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-blue-700 px-1.5 text-[0.6875rem] font-bold text-white"
            >
              <span aria-hidden="true">{unread > 99 ? '99+' : formatNumber(unread)}</span>
              <span className="sr-only">{t('unreadBadge', { count: unread })}</span>
            </span>
          ) : null}
        </span>
      </span>
    </button>
  );
}
