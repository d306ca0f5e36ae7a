import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Button, focusRing } from '@/components/ui/button';
import { BrowseGigsButton, MobileWorkLinks } from '@/features/dashboard/components/work-tools';
import { useFlashToast } from '@/features/session/hooks/use-flash-toast';
import { cn } from '@/lib/cn';
import { useAppModals } from '@/lib/modals/app-modals-context';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { getSession } from '@/lib/session/session';
import { useSession } from '@/lib/session/use-session';
import { loadNamespaces } from '../i18n/i18n';
import { loadAuthModal } from '../modals/auth-modal-loader';
import { Logo } from './logo';

/** With the signed-in work entries' words (a namespace of their own, off the first load). */
const signedInTools = () =>
  Promise.all([import('./signed-in-header-tools'), loadNamespaces(['work-menu'])]).then(([module]) => module);
const Realtime = lazy(async () => ({ default: (await signedInTools()).Realtime }));
const DesktopSignedInTools = lazy(async () => ({ default: (await signedInTools()).DesktopSignedInTools }));
const MobileSignedInBadges = lazy(async () => ({ default: (await signedInTools()).MobileSignedInBadges }));
const MobileSignedInMenu = lazy(async () => ({ default: (await signedInTools()).MobileSignedInMenu }));

/** Sign-in buttons fetch the auth form on intent, so it opens at once on click. */
const prefetchAuth = () => void loadAuthModal().catch(() => undefined);

const NAV = [
  { key: 'howItWorks', to: '/#how-it-works' },
  { key: 'professions', to: '/#professions' },
  { key: 'jobs', to: '/#work' },
  { key: 'post', to: '/#post' },
  { key: 'pricing', to: '/#pricing' },
  { key: 'contact', to: '/contact' },
] as const;

export function SiteHeader() {
  const { t } = useTranslation('shell');
  const { openModal } = useAppModals();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const session = useSession();
  useFlashToast();

  // The mark session-hint.js set before the first paint follows the session from here on: a
  // stale session that is cleared shows the signed-out buttons again. Read from storage, not
  // from the first (hydration) render, which always starts signed out like the prerender.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the session changes
  useEffect(() => {
    document.documentElement.setAttribute('data-session', getSession() ? 'stored' : 'none');
  }, [session]);

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
    openModal({ kind: 'auth', mode });
  };

  const authButtons = (mobile: boolean) => (
    <>
      <Button
        variant={mobile ? 'secondary' : 'ghost'}
        onClick={() => startAuth('login')}
        onPointerEnter={prefetchAuth}
        onFocus={prefetchAuth}
        className={cn(mobile && 'w-full')}
      >
        {t('signIn')}
      </Button>
      <Button
        onClick={() => startAuth('register')}
        onPointerEnter={prefetchAuth}
        onFocus={prefetchAuth}
        className={cn(mobile && 'w-full')}
      >
        {t('joinNow')}
      </Button>
    </>
  );

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      {session ? (
        <Suspense fallback={null}>
          <Realtime session={session} />
        </Suspense>
      ) : null}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" aria-label={t('homeLink')} className={cn('rounded-md', focusRing)}>
          <Logo />
        </Link>
        <nav aria-label={t('primaryNav')} className="hidden items-center gap-0.5 lg:flex xl:gap-1">
          {NAV.map((item) => navLink(item, false))}
        </nav>
        <div className="hidden items-center gap-1 lg:flex">
          {session ? (
            <Suspense fallback={null}>
              <DesktopSignedInTools session={session} />
            </Suspense>
          ) : (
            <div data-signed-out-only className="flex items-center gap-1">
              <BrowseGigsButton />
              {authButtons(false)}
            </div>
          )}
        </div>
        {session ? (
          <Suspense fallback={null}>
            <MobileSignedInBadges session={session} />
          </Suspense>
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
        {session ? (
          // The signed-in menu brings the work entries a team membership allows (the desktop Work menu's).
          <Suspense fallback={<MobileWorkLinks session={session} onPick={() => setMenuOpen(false)} />}>
            <MobileSignedInMenu session={session} onPick={() => setMenuOpen(false)} />
          </Suspense>
        ) : (
          <>
            <MobileWorkLinks session={null} onPick={() => setMenuOpen(false)} />
            <div data-signed-out-only className="mt-3 flex flex-col gap-2">
              {authButtons(true)}
            </div>
          </>
        )}
      </div>
    </header>
  );
}
