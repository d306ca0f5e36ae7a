import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './crash/route-error';
import { NotFoundPage } from './not-found-page';
import { PageShell } from './shell/page-shell';

/**
 * /__crash throws on purpose, to look at the crash screen: on the Vite dev server only. A
 * production build has no such page: the condition is import.meta.env.DEV itself (not a constant
 * from another module), so the build drops the route and its module. The crash screen itself is
 * covered by route-error.test.tsx.
 */
const crashTestRoute: RouteObject[] = import.meta.env.DEV
  ? [
      {
        path: '__crash',
        lazy: async () => ({ Component: (await import('./crash/crash-test-page')).CrashTestPage }),
      },
    ]
  : [];

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
          ...crashTestRoute,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
