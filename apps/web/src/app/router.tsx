import { type ComponentType, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './not-found-page';
import { type PageName, pageLoaders } from './page-loaders';
import { PageShell } from './shell/page-shell';

/*
 * Declarative routes (<Routes>) rather than a data router: the app loads no data in routes (each
 * page fetches through TanStack Query), and the declarative router is half the size on the
 * landing page's first load. Pages are lazy; the shell's Suspense and error boundaries hold them.
 */
const page = <N extends PageName>(
  name: N,
  pick: (module: Awaited<ReturnType<(typeof pageLoaders)[N]>>) => ComponentType,
) =>
  lazy(async () => ({
    default: pick((await pageLoaders[name]()) as Awaited<ReturnType<(typeof pageLoaders)[N]>>),
  }));

const LandingPage = page('landing', (m) => m.LandingRoute);
const ContactPage = page('contact', (m) => m.ContactPage);
const PrivacyPage = page('legal', (m) => m.PrivacyPage);
const TermsPage = page('legal', (m) => m.TermsPage);
const AccessibilityPage = page('legal', (m) => m.AccessibilityPage);
const ProfilePage = page('profile', (m) => m.ProfileRoute);
const EmailVerifiedPage = page('emailVerified', (m) => m.EmailVerifiedPage);
// Signed-out visitors get the sign-in prompt from the page itself.
const DashboardPage = page('dashboard', (m) => m.DashboardPage);
const SettingsPage = page('settings', (m) => m.SettingsPage);

/**
 * /__crash throws on purpose, to look at the crash screen: on the Vite dev server only. The
 * condition is import.meta.env.DEV itself, so a production build drops the route and its module.
 */
const CrashTestPage = import.meta.env.DEV
  ? lazy(async () => ({ default: (await import('./crash/crash-test-page')).CrashTestPage }))
  : null;

/** The app's pages inside the shell; the browser and the build's prerender both render this. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<PageShell />}>
        <Route index element={<LandingPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="accessibility" element={<AccessibilityPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="email-verified" element={<EmailVerifiedPage />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="settings" element={<SettingsPage />} />
        {CrashTestPage ? <Route path="__crash" element={<CrashTestPage />} /> : null}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
