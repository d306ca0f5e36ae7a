import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FloatingSupport } from '@/features/support/components/floating-support';
import { ErrorBoundary } from '../crash/error-boundary';
import { AppModalsProvider } from '../modals/app-modals';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useScrollToHash } from './use-scroll-to-hash';

/** Header, page, footer and the page-wide overlays (the modal host with the auth modal, the support launcher). */
export function PageShell() {
  const { t } = useTranslation('shell');
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
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {/* A page that throws shows the crash screen inside the shell; another page starts afresh. */}
          <ErrorBoundary key={pathname}>
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </main>
        <SiteFooter />
        <FloatingSupport />
      </div>
    </AppModalsProvider>
  );
}
