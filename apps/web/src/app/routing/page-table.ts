import type { ClientRoute } from '@hirehand/shared/app/routes';
import type { PageEntry } from './page-entry';

/**
 * Every page of the app, once (decision 025). The router (app/router.tsx), the page loaders
 * (app/page-loaders.ts), the build's per-page HTML and prerender (scripts/prerender.mjs) and the
 * server's list of client paths (dist/pages/pages.json) all derive from this table; its test
 * checks it against the shared route list (CLIENT_ROUTES). Adding a page is one entry here and
 * its path there. Overlays are not pages: they are modal kinds (decision 017).
 */
export const PAGES = [
  {
    path: '/',
    module: 'app/pages/landing-page.tsx',
    component: 'LandingRoute',
    namespaces: ['landing', 'terms'],
    prerender: true,
    access: 'everyone',
  },
  {
    path: '/contact',
    module: 'features/contact/components/contact-page.tsx',
    component: 'ContactPage',
    namespaces: ['contact-page'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/privacy',
    module: 'features/legal/components/legal-page.tsx',
    component: 'PrivacyPage',
    namespaces: ['legal'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/terms',
    module: 'features/legal/components/legal-page.tsx',
    component: 'TermsPage',
    namespaces: ['legal'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/accessibility',
    module: 'features/legal/components/legal-page.tsx',
    component: 'AccessibilityPage',
    namespaces: ['legal'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/profile',
    module: 'app/pages/profile-page.tsx',
    component: 'ProfileRoute',
    namespaces: ['profile', 'companies'],
    prerender: false,
    access: 'signed-in',
  },
  {
    path: '/email-verified',
    module: 'features/auth/components/email-verified-page.tsx',
    component: 'EmailVerifiedPage',
    namespaces: ['auth'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/dashboard',
    module: 'features/dashboard/components/dashboard-page.tsx',
    component: 'DashboardPage',
    namespaces: ['dashboard'],
    prerender: false,
    access: 'signed-in',
  },
  {
    path: '/settings',
    module: 'features/settings/components/settings-page.tsx',
    component: 'SettingsPage',
    namespaces: ['settings', 'terms'],
    prerender: false,
    access: 'signed-in',
  },
  {
    path: '/membership',
    module: 'features/membership/components/membership-page.tsx',
    component: 'MembershipPage',
    namespaces: ['membership'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/membership-success',
    module: 'features/membership/components/payment-result-page.tsx',
    component: 'PaymentResultPage',
    namespaces: ['membership'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/help',
    module: 'features/help/components/help-page.tsx',
    component: 'HelpCentrePage',
    namespaces: ['help'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/help/requests',
    module: 'features/help/components/support-requests-page.tsx',
    component: 'SupportRequestsPage',
    namespaces: ['help'],
    prerender: false,
    access: 'signed-in',
  },
  {
    path: '/unsubscribe',
    module: 'features/email-alerts/components/unsubscribe-page.tsx',
    component: 'UnsubscribePage',
    namespaces: ['email-alerts'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/team/accept',
    module: 'features/teams/components/accept-invitation-page.tsx',
    component: 'AcceptInvitationPage',
    namespaces: ['teams'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/companies/:id',
    module: 'app/pages/company-page.tsx',
    component: 'CompanyRoute',
    namespaces: ['companies', 'jobs', 'terms'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/help/:slug',
    module: 'features/help/components/help-page.tsx',
    component: 'HelpArticlePage',
    namespaces: ['help'],
    prerender: false,
    access: 'everyone',
  },
  {
    path: '/staff',
    module: 'features/staff/components/staff-console-page.tsx',
    component: 'StaffConsolePage',
    namespaces: ['staff'],
    prerender: false,
    access: 'staff',
  },
] as const satisfies readonly PageEntry<ClientRoute>[];

export type PagePath = (typeof PAGES)[number]['path'];
