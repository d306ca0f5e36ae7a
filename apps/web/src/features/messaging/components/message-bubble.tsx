import { type MessageDto, type MessageStatus, messageStatus } from '@hirehand/shared/messaging/messaging';
import { Check, CheckCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { formatTime } from '@/lib/format';
import { useReader } from '@/lib/session/use-reader';
import { AttachmentView } from './attachment-view';

const STATUS_LOOK: Record<MessageStatus, { icon: typeof Check; className: string }> = {
  sent: { icon: Check, className: 'text-slate-600' },
  delivered: { icon: CheckCheck, className: 'text-slate-600' },
  read: { icon: CheckCheck, className: 'text-blue-700' },
};

/** The read indicator on one's own message: Sent, Delivered or Read, as icon and text. */
export function StatusIndicator({ status }: { status: MessageStatus }) {
  const { t } = useTranslation('messaging');
  const look = STATUS_LOOK[status];
  const Icon = look.icon;
  return (
    <span
      data-testid="message-status"
      data-status={status}
      className={cn('inline-flex items-center gap-0.5', look.className)}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {t(`status.${status}`)}
    </span>
  );
}

/**
 * One message: one's own on the right in blue with its read indicator, others' on the left with
 * the sender's name on the first of a run. Attachments show inline (images) or as a download.
 */
export function MessageBubble({
  message,
  own,
  showSender,
  participantIds,
}: {
  message: MessageDto;
  own: boolean;
  showSender: boolean;
  participantIds: readonly string[];
}) {
  const { t } = useTranslation('messaging');
  const reader = useReader();
  const at = new Date(message.created_at);
  return (
    <li
      data-testid="message"
      data-own={own ? 'true' : undefined}
      data-message-id={message.id}
      className={cn('flex flex-col', own ? 'items-end' : 'items-start', showSender ? 'mt-3' : 'mt-1')}
    >
      {showSender && !own ? (
        <span className="mb-0.5 px-1 text-xs font-semibold text-slate-700">{message.sender.full_name}</span>
      ) : null}
      {own ? <span className="sr-only">{t('thread.you')}:</span> : null}
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm user-text whitespace-pre-wrap sm:max-w-[75%]',
          own ? 'rounded-br-md bg-blue-700 text-white' : 'rounded-bl-md bg-slate-100 text-slate-900',
        )}
      >
        {message.attachment ? <AttachmentView attachment={message.attachment} own={own} /> : message.content}
      </div>
      <span className="mt-0.5 flex items-center gap-1.5 px-1 text-xs text-slate-600">
        <time dateTime={message.created_at} title={t('thread.sentAt', { time: formatTime(at, reader) })}>
          {formatTime(at, reader)}
        </time>
        {own ? (
          <>
            <span aria-hidden="true">·</span>
            <StatusIndicator status={messageStatus(message, participantIds)} />
          </>
        ) : null}
      </span>
    </li>
  );
}
