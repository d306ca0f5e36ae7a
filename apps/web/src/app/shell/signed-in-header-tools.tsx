import { LayoutDashboard } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { focusRing } from '@/components/ui/button';
import { useAnalyticsMembership } from '@/features/dashboard/api/analytics-membership';
import { WorkMenu } from '@/features/dashboard/components/work-menu';
import { MobileWorkLinks } from '@/features/dashboard/components/work-tools';
import { MessagesButton } from '@/features/messaging/components/messages-button';
import { useMessagingRealtime } from '@/features/messaging/hooks/use-messaging-realtime';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useNotificationsRealtime } from '@/features/notifications/hooks/use-notifications-realtime';
import { MobileUserLinks } from '@/features/session/components/mobile-user-links';
import { UserMenu } from '@/features/session/components/user-menu';
import { cn } from '@/lib/cn';
import { useRealtimeConnection } from '@/lib/realtime/use-realtime';
import type { Session } from '@/lib/session/session';
import { prefetchPage } from '../page-loaders';

/*
 * The header's signed-in tools, in a chunk of their own: a visitor's first page never downloads
 * the menus, the realtime socket or the notification bell.
 */

/**
 * The tab's one realtime socket and its subscribers: messaging keeps the Messages badge and open
 * threads live, notifications the bell. The subscribers' effects run after the connection's, but
 * before any frame can arrive (a socket opens asynchronously).
 */
export function Realtime({ session }: { session: Session }) {
  useRealtimeConnection(session.token, session.user.id);
  useMessagingRealtime(session.user.id);
  useNotificationsRealtime(session.user.id);
  return null;
}

export function DesktopSignedInTools({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  return (
    <>
      <WorkMenu session={session} />
      <NavLink
        to="/dashboard"
        onPointerEnter={() => prefetchPage('/dashboard')}
        onFocus={() => prefetchPage('/dashboard')}
        className={cn(
          'hidden h-10 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-blue-900 xl:inline-flex',
          focusRing,
        )}
      >
        <LayoutDashboard aria-hidden="true" className="size-4 text-blue-700" />
        {t('work.dashboard')}
      </NavLink>
      <MessagesButton session={session} />
      <NotificationBell userId={session.user.id} />
      <span className="ml-1">
        <UserMenu session={session} />
      </span>
    </>
  );
}

export function MobileSignedInBadges({ session }: { session: Session }) {
  return (
    <div className="ml-auto flex items-center lg:hidden">
      <MessagesButton session={session} />
      <NotificationBell userId={session.user.id} />
    </div>
  );
}

/**
 * The mobile menu for a signed-in person: the work entries the desktop Work menu offers
 * (Business Intelligence included for a member of a company that shares its analytics with
 * them, can_view_analytics; issue 22), then Messages and the account's links.
 */
export function MobileSignedInMenu({ session, onPick }: { session: Session; onPick(): void }) {
  const companyMember = useAnalyticsMembership(session);
  return (
    <>
      <MobileWorkLinks session={session} onPick={onPick} companyMember={companyMember} />
      <MessagesButton session={session} look="menu" onPick={onPick} />
      <MobileUserLinks session={session} />
    </>
  );
}
