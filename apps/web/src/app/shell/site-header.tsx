import { LayoutDashboard, Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation } from 'react-router';
import { Button, focusRing } from '../../components/ui/button';
import type { AuthMode } from '../../features/auth/hooks/use-auth-modal-bridge';
import { BrowseGigsButton, MobileWorkLinks, WorkMenu } from '../../features/dashboard/components/work-tools';
import { MessagesButton } from '../../features/messaging/components/messages-button';
import { useMessagingRealtime } from '../../features/messaging/hooks/use-messaging-realtime';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { MobileUserLinks } from '../../features/session/components/mobile-user-links';
import { UserMenu } from '../../features/session/components/user-menu';
import { useFlashToast } from '../../features/session/hooks/use-flash-toast';
import { useSession } from '../../features/session/hooks/use-session';
import { cn } from '../../lib/cn';
import { Logo } from './logo';

const NAV = [
  { key: 'howItWorks', to: '/#how-it-works' },
  { key: 'professions', to: '/#professions' },
  { key: 'jobs', to: '/#work' },
  { key: 'post', to: '/#post' },
  { key: 'pricing', to: '/#pricing' },
  { key: 'contact', to: '/contact' },
] as const;

export function SiteHeader({ onAuth }: { onAuth(mode: AuthMode): void }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const session = useSession();
  useFlashToast();
  // The tab's one messaging socket: keeps the Messages badge, open threads and the bell live.
  useMessagingRealtime(session);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu after any navigation
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash]);

  const navLink = (item: (typeof NAV)[number], mobile: boolean) => (
    <Link
      key={item.key}
      to={item.to}
      className={cn(
        'rounded-md font-medium text-slate-700 hover:text-blue-800',
        mobile
          ? 'block px-3 py-3 text-base hover:bg-slate-50'
          : 'px-1.5 py-1 text-sm whitespace-nowrap xl:px-2',
        focusRing,
      )}
    >
      {t(`nav.${item.key}`)}
    </Link>
  );

  const startAuth = (mode: AuthMode) => {
    setMenuOpen(false);
    onAuth(mode);
  };

  const authButtons = (mobile: boolean) => (
    <>
      <Button
        variant={mobile ? 'secondary' : 'ghost'}
        onClick={() => startAuth('login')}
        className={cn(mobile && 'w-full')}
      >
        {t('signIn')}
      </Button>
      <Button onClick={() => startAuth('register')} className={cn(mobile && 'w-full')}>
        {t('joinNow')}
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={t('homeLink')} className={cn('rounded-md', focusRing)}>
          <Logo />
        </Link>
        <nav aria-label={t('primaryNav')} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {NAV.map((item) => navLink(item, false))}
        </nav>
        <div className="hidden items-center gap-1 lg:flex">
          {session ? (
            <>
              <WorkMenu session={session} />
              <NavLink
                to="/dashboard"
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
          ) : (
            <>
              <BrowseGigsButton />
              {authButtons(false)}
            </>
          )}
        </div>
        {session ? (
          <div className="ml-auto flex items-center lg:hidden">
            <MessagesButton session={session} />
            <NotificationBell userId={session.user.id} />
          </div>
        ) : null}
        <button
          type="button"
          className={cn('rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden', focusRing)}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t('closeMenu') : t('openMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X aria-hidden="true" className="size-6" />
          ) : (
            <Menu aria-hidden="true" className="size-6" />
          )}
        </button>
      </div>
      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-t border-slate-200 bg-white px-4 pt-2 pb-4 lg:hidden"
      >
        <nav aria-label={t('primaryNav')}>{NAV.map((item) => navLink(item, true))}</nav>
        <MobileWorkLinks session={session} onPick={() => setMenuOpen(false)} />
        {session ? <MessagesButton session={session} look="menu" onPick={() => setMenuOpen(false)} /> : null}
        {session ? (
          <MobileUserLinks session={session} />
        ) : (
          <div className="mt-3 flex flex-col gap-2">{authButtons(true)}</div>
        )}
      </div>
    </header>
  );
}
