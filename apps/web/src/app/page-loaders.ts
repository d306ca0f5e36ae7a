import { loadNamespaces } from './i18n/i18n';
import type { LazyNamespace } from './i18n/resources';

/**
 * Each page's code and the text namespaces it shows on first render, fetched together so a page
 * never waits for its words after its code. The router's lazy pages, the start-up preload of the
 * current page (main.tsx) and the hover/focus prefetches share these loaders (a module import
 * runs once; later calls reuse it).
 */
const withTexts = async <T>(page: Promise<T>, namespaces: readonly LazyNamespace[]) => {
  const [module] = await Promise.all([page, loadNamespaces(namespaces)]);
  return module;
};

export const pageLoaders = {
  landing: () => withTexts(import('./pages/landing-page'), ['landing', 'terms']),
  contact: () => withTexts(import('@/features/contact/components/contact-page'), []),
  legal: () => withTexts(import('@/features/legal/components/legal-page'), ['legal']),
  profile: () => withTexts(import('./pages/profile-page'), ['profile']),
  emailVerified: () => withTexts(import('@/features/auth/components/email-verified-page'), ['auth']),
  dashboard: () => withTexts(import('@/features/dashboard/components/dashboard-page'), ['dashboard']),
  settings: () => withTexts(import('@/features/settings/components/settings-page'), ['settings']),
} as const;

export type PageName = keyof typeof pageLoaders;

/** Starts downloading a page on intent (hover, focus) so the click finds it ready. */
export function prefetchPage(page: PageName) {
  void pageLoaders[page]().catch(() => undefined);
}

const PAGE_BY_PATH: Record<string, PageName> = {
  '/': 'landing',
  '/contact': 'contact',
  '/privacy': 'legal',
  '/terms': 'legal',
  '/accessibility': 'legal',
  '/profile': 'profile',
  '/email-verified': 'emailVerified',
  '/dashboard': 'dashboard',
  '/settings': 'settings',
};

/**
 * Loads the page at this path before the first render, so the app starts on the page itself
 * rather than on an empty fallback (and the prerendered landing page hydrates at once). The
 * page's HTML preloads the same chunks, so this adds no round trip.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const name = PAGE_BY_PATH[pathname.replace(/\/+$/, '') || '/'];
  if (name) await pageLoaders[name]().catch(() => undefined);
}
