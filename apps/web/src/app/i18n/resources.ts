import { contact } from '@/features/contact/i18n/en-CA';
import { newsletter } from '@/features/newsletter/i18n/en-CA';
import { support } from '@/features/support/i18n/en-CA';
import { common, crash, shell, signInRequired } from './en-CA';

/**
 * The texts every page's shell shows (header, footer, support launcher, crash and not-found
 * screens): bundled with the app, so the first screen never waits for them.
 */
export const coreResources = {
  'en-CA': { common, shell, crash, signInRequired, support, contact, newsletter },
} as const;

/**
 * Every other feature's texts load with the screens that use them (one chunk per namespace and
 * locale), so a page carries only its own words; fr-CA will add its files beside en-CA.
 */
export const lazyNamespaces = {
  auth: () => import('@/features/auth/i18n/en-CA').then((m) => m.auth),
  landing: () => import('@/features/landing/i18n/en-CA').then((m) => m.landing),
  legal: () => import('@/features/legal/i18n/en-CA').then((m) => m.legal),
  session: () => import('@/features/session/i18n/en-CA').then((m) => m.session),
  profile: () => import('@/features/profile/i18n/en-CA').then((m) => m.profile),
  companies: () => import('@/features/companies/i18n/en-CA').then((m) => m.companies),
  settings: () => import('@/features/settings/i18n/en-CA').then((m) => m.settings),
  terms: () => import('@/lib/terms/en-CA').then((m) => m.terms),
  gigs: () => import('@/features/gigs/i18n/en-CA').then((m) => m.gigs),
  marketplace: () => import('@/features/gigs/i18n/marketplace-en-CA').then((m) => m.marketplace),
  jobs: () => import('@/features/jobs/i18n/en-CA').then((m) => m.jobs),
  applications: () => import('@/features/applications/i18n/en-CA').then((m) => m.applications),
  experience: () => import('@/features/experience/i18n/en-CA').then((m) => m.experience),
  location: () => import('@/features/location/i18n/en-CA').then((m) => m.location),
  dashboard: () => import('@/features/dashboard/i18n/en-CA').then((m) => m.dashboard),
  notifications: () => import('@/features/notifications/i18n/en-CA').then((m) => m.notifications),
  messaging: () => import('@/features/messaging/i18n/en-CA').then((m) => m.messaging),
  staff: () => import('@/features/staff/i18n/en-CA').then((m) => m.staff),
  membership: () => import('@/features/membership/i18n/en-CA').then((m) => m.membership),
  'support-chat': () => import('@/features/support/i18n/support-chat-en-CA').then((m) => m.supportChat),
  'ai-chat': () => import('@/features/ai-chat/i18n/en-CA').then((m) => m.aiChat),
  matching: () => import('@/features/matching/i18n/en-CA').then((m) => m.matching),
  help: () => import('@/features/help/i18n/en-CA').then((m) => m.help),
  'email-alerts': () => import('@/features/email-alerts/i18n/en-CA').then((m) => m.emailAlerts),
  'form-words': () => import('@/components/form-words-en-CA').then((m) => m.formWords),
  'not-found': () => import('./not-found-en-CA').then((m) => m.notFound),
  'work-menu': () => import('@/features/dashboard/i18n/work-menu-en-CA').then((m) => m.workMenu),
  teams: () => import('@/features/teams/i18n/en-CA').then((m) => m.teams),
  'business-analytics': () =>
    import('@/features/business-analytics/i18n/en-CA').then((m) => m.businessAnalytics),
  'contact-page': () => import('@/features/contact/i18n/contact-page-en-CA').then((m) => m.contactPage),
} as const;

export type LazyNamespace = keyof typeof lazyNamespaces;

/** The full shape of every namespace, for typed keys (types only: nothing here is bundled). */
export type AppResources = (typeof coreResources)['en-CA'] & {
  [N in LazyNamespace]: Awaited<ReturnType<(typeof lazyNamespaces)[N]>>;
};

export type Namespace = keyof AppResources;
