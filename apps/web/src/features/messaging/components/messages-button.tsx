import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { focusRing } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { cn } from '@/lib/cn';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useConnectionState } from '@/lib/realtime/realtime';
import type { Session } from '@/lib/session/session';
import { useConversations } from '../api/conversations';

/**
 * The header's Messages entry with the total unread count, kept live by the socket:
 * an icon button in the header bar, or a row in the mobile menu.
 */
export function MessagesButton({
  session,
  look = 'icon',
  onPick,
  className,
}: {
  session: Session;
  look?: 'icon' | 'menu';
  onPick?(): void;
  className?: string;
}) {
  const { t } = useTranslation('messaging');
  const { openModal } = useAppModals();
  const live = useConnectionState() === 'open';
  const conversations = useConversations(session.user.id, live);
  const unread = conversations.data?.unread_total ?? 0;
  const label = unread > 0 ? t('headerButtonUnread', { count: unread }) : t('headerButton');
  const open = () => {
    onPick?.();
    openModal({ kind: 'messages' });
  };

  if (look === 'menu') {
    return (
      <button
        type="button"
        aria-label={label}
        onClick={open}
        className={cn(
          'flex w-full items-center gap-3 rounded-md px-3 py-3 text-left text-base font-medium text-slate-700 hover:bg-slate-50',
          focusRing,
          className,
        )}
      >
        <MessageSquare aria-hidden="true" className="size-5 text-blue-700" />
        <span className="flex-1">{t('headerButton')}</span>
        <CountBadge count={unread} look="inline" />
      </button>
    );
  }

  return (
    <button
      type="button"
      aria-label={label}
      title={t('headerButton')}
      onClick={open}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        focusRing,
        className,
      )}
    >
      <MessageSquare aria-hidden="true" className="size-5" />
      <CountBadge count={unread} data-testid="messages-count" />
    </button>
  );
}
