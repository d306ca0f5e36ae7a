import type { NotificationDto, NotificationKind } from '@hirehand/shared/notifications/notifications';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import {
  Bell,
  BellOff,
  BellRing,
  CircleCheck,
  CircleX,
  Inbox,
  LifeBuoy,
  type LucideIcon,
  Sparkles,
  Star,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { CountBadge } from '@/components/ui/count-badge';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useAppModals } from '@/lib/modals/app-modals-context';
import { useReader } from '@/lib/session/use-reader';
import { useMarkNotificationsRead, useNotifications } from '../api/notifications';
import { jobIdOfLink } from '../lib/job-link';
import { formatRelativeTime } from '../lib/relative-time';

const KIND_ICONS: Record<NotificationKind, { icon: LucideIcon; className: string }> = {
  'application.received': { icon: Inbox, className: 'bg-blue-100 text-blue-800' },
  'application.shortlisted': { icon: Star, className: 'bg-amber-100 text-amber-800' },
  'application.accepted': { icon: CircleCheck, className: 'bg-green-100 text-green-800' },
  'application.declined': { icon: CircleX, className: 'bg-slate-100 text-slate-700' },
  'support.replied': { icon: LifeBuoy, className: 'bg-violet-100 text-violet-800' },
  'match.new_job': { icon: Sparkles, className: 'bg-emerald-100 text-emerald-800' },
  'job_alert.new_job': { icon: BellRing, className: 'bg-sky-100 text-sky-800' },
};

/** Only paths inside the app are followed; anything else stays a plain "mark read". */
const isAppPath = (link: string | null): link is string =>
  Boolean(link?.startsWith('/') && !link.startsWith('//'));

function NotificationItem({ item, onOpen }: { item: NotificationDto; onOpen(item: NotificationDto): void }) {
  const { t } = useTranslation('notifications');
  const reader = useReader();
  const look = KIND_ICONS[item.kind] ?? KIND_ICONS['application.received'];
  const Icon = look.icon;
  return (
    <DropdownMenu.Item
      onSelect={() => onOpen(item)}
      data-unread={item.read ? undefined : 'true'}
      className={cn(
        'flex cursor-pointer gap-3 rounded-lg px-3 py-3 text-left outline-none',
        'data-[highlighted]:bg-slate-100',
        !item.read && 'bg-blue-50 data-[highlighted]:bg-blue-100',
      )}
    >
      <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-full', look.className)}>
        <Icon aria-hidden="true" className="size-4" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-start justify-between gap-2">
          <span className={cn('text-sm text-slate-900', item.read ? 'font-medium' : 'font-semibold')}>
            {item.title}
          </span>
          {item.read ? null : (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-blue-700">
              <span className="sr-only">{t('unread')}</span>
            </span>
          )}
        </span>
        <span className="mt-0.5 block text-sm user-text text-slate-700">{item.body}</span>
        <time dateTime={item.created_at} className="mt-1 block text-xs text-slate-600">
          {formatRelativeTime(item.created_at, undefined, reader)}
        </time>
      </span>
    </DropdownMenu.Item>
  );
}

/** The header's bell: unread count badge and a dropdown list of the latest notifications. */
export function NotificationBell({ userId, className }: { userId: string; className?: string }) {
  const { t } = useTranslation('notifications');
  const navigate = useNavigate();
  const { openModal } = useAppModals();
  const query = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const unread = query.data?.unread_count ?? 0;
  const items = query.data?.notifications ?? [];

  const onOpen = (item: NotificationDto) => {
    if (!item.read) markRead.mutate(item.id);
    if (!isAppPath(item.link)) return;
    // A new job match opens the job's detail where the person is.
    const jobId = jobIdOfLink(item.link);
    if (jobId) openModal({ kind: 'job', jobId });
    else void navigate(item.link);
  };

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <p role="status" className="flex items-center gap-2 px-3 py-6 text-sm text-slate-700">
        <Spinner />
        {t('loading')}
      </p>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="px-3 py-6 text-sm">
        <p role="alert" className="text-red-800">
          {t('loadFailed')}
        </p>
        <DropdownMenu.Item
          onSelect={(event) => {
            event.preventDefault();
            void query.refetch();
          }}
          className="mt-2 inline-flex cursor-pointer rounded-md px-2 py-1 font-semibold text-blue-800 outline-none data-[highlighted]:bg-blue-50"
        >
          {t('retry')}
        </DropdownMenu.Item>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="flex flex-col items-center px-4 py-8 text-center">
        <BellOff aria-hidden="true" className="size-8 text-slate-400" />
        <p className="mt-2 text-sm font-semibold text-slate-900">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
      </div>
    );
  } else {
    body = (
      <div className="max-h-[min(28rem,70vh)] overflow-y-auto">
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </div>
    );
  }

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={unread > 0 ? t('bellUnread', { count: unread }) : t('bell')}
        className={cn(
          'relative inline-flex size-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900 data-[state=open]:bg-slate-100',
          focusRing,
          className,
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        <CountBadge count={unread} data-testid="notification-count" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-label={t('heading')}
          className="z-40 w-[min(24rem,calc(100vw-1rem))] rounded-xl border border-slate-200 bg-white p-1 shadow-xl"
        >
          <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 pt-2 pb-2">
            <DropdownMenu.Label className="text-sm font-bold text-slate-900">
              {t('heading')}
            </DropdownMenu.Label>
            {unread > 0 ? (
              <DropdownMenu.Item
                onSelect={(event) => {
                  event.preventDefault();
                  markRead.mutate(null);
                }}
                className="cursor-pointer rounded-md px-2 py-1 text-sm font-semibold text-blue-800 outline-none data-[highlighted]:bg-blue-50"
              >
                {t('markAllRead')}
              </DropdownMenu.Item>
            ) : null}
          </div>
          <div className="pt-1">{body}</div>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
