import { createBrowserRouter } from 'react-router';
import { CrashTestPage } from './crash/crash-test-page';
import { RouteError } from './crash/route-error';
import { NotFoundPage } from './not-found-page';
import { PageShell } from './shell/page-shell';

export const router = createBrowserRouter([
  {
    element: <PageShell />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/landing/components/landing-page')).LandingPage,
            }),
          },
          {
            path: 'contact',
            lazy: async () => ({
              Component: (await import('../features/contact/components/contact-page')).ContactPage,
            }),
          },
          {
            path: 'privacy',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-page')).PrivacyPage,
            }),
          },
          {
            path: 'terms',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-page')).TermsPage,
            }),
          },
          {
            path: 'accessibility',
            lazy: async () => ({
              Component: (await import('../features/legal/components/legal-page')).AccessibilityPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/components/profile-page')).ProfilePage,
            }),
          },
          {
            path: 'email-verified',
            lazy: async () => ({
              Component: (await import('../features/auth/components/email-verified-page')).EmailVerifiedPage,
            }),
          },
          {
            // Signed-out visitors get the sign-in prompt from the page itself.
            path: 'dashboard',
            lazy: async () => ({
              Component: (await import('../features/dashboard/components/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await import('../features/settings/components/settings-page')).SettingsPage,
            }),
          },
          { path: '__crash', element: <CrashTestPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
