import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FloatingAssistant } from '../../features/assistant/components/floating-assistant';
import { type AuthMode, useAuthModalBridge } from '../../features/auth/hooks/use-auth-modal-bridge';
import { ErrorBoundary } from '../crash/error-boundary';
import { AppModalsProvider } from '../modals/app-modals';
import { loadAuthModal } from '../modals/auth-modal-loader';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToHash } from './use-scroll-to-hash';

const AuthModal = lazy(async () => ({ default: (await loadAuthModal()).AuthModal }));

/** Header, page, footer and the page-wide overlays (auth modal, assistant). */
export function PageShell() {
  const { t } = useTranslation('shell');
  const [authOpen, setAuthOpen] = useState(false);
  // The modal's code loads the first time it opens; after that it stays mounted (closed) so it
  // can animate and keep its state like any dialog.
  const [authWanted, setAuthWanted] = useState(false);
  const [authMode, setAuthMode] = useState<AuthMode>('login');
  const openAuth = useCallback((mode: AuthMode) => {
    setAuthMode(mode);
    setAuthWanted(true);
    setAuthOpen(true);
  }, []);
  useAuthModalBridge(openAuth);
  useScrollToHash();
  const { pathname } = useLocation();

  return (
    <AppModalsProvider>
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-blue-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          {t('skipToContent')}
        </a>
        <SiteHeader onAuth={openAuth} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* A page that throws shows the crash screen inside the shell; another page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
        <FloatingAssistant />
        {authWanted ? (
          <Suspense fallback={null}>
            <AuthModal
              open={authOpen}
              mode={authMode}
              onModeChange={setAuthMode}
              onOpenChange={setAuthOpen}
            />
          </Suspense>
        ) : null}
      </div>
    </AppModalsProvider>
  );
}
