import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { FloatingAssistant } from '../../features/assistant/components/floating-assistant';
import { AuthModal } from '../../features/auth/components/auth-modal';
import { type AuthMode, useAuthModalBridge } from '../../features/auth/hooks/use-auth-modal-bridge';
import { AppModalsProvider } from '../modals/app-modals';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToHash } from './use-scroll-to-hash';

/** Header, page, footer and the page-wide overlays (auth modal, assistant). */
export function PageShell() {
  const { t } = useTranslation('shell');
  const [authOpen, setAuthOpen] = useState(false);
  const [authMode, setAuthMode] = useState<AuthMode>('login');
  const openAuth = useCallback((mode: AuthMode) => {
    setAuthMode(mode);
    setAuthOpen(true);
  }, []);
  useAuthModalBridge(openAuth);
  useScrollToHash();

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
          <Outlet />
        </main>
        <SiteFooter />
        <FloatingAssistant />
        <AuthModal open={authOpen} mode={authMode} onModeChange={setAuthMode} onOpenChange={setAuthOpen} />
      </div>
    </AppModalsProvider>
  );
}
