import type { LazyNamespace } from '../i18n/resources';

/**
 * Who may see a page. `signed-in`: the page asks a signed-out visitor to sign in (its own
 * prompt). `staff`: anyone but staff, signed out included, gets the not-found page (the staff
 * API answers them 404). Neither is ever prerendered: the build renders as a signed-out visitor.
 */
export type PageAccess = 'everyone' | 'signed-in' | 'staff';

/** One page of the app: everything the router, the loaders, the build and the server need. */
export interface PageEntry<P extends string = string> {
  /** The address ("/" or "/name"; a later segment may be a parameter, "/help/:slug"). */
  path: P;
  /** The module that exports the page, under src/ ("features/contact/components/contact-page.tsx"). */
  module: string;
  /** The component the module exports for this page. */
  component: string;
  /** The text namespaces the page shows on first render, loaded with its code. */
  namespaces: readonly LazyNamespace[];
  /** Rendered to HTML at build time (decision 014); only pages everyone sees the same. */
  prerender: boolean;
  access: PageAccess;
}
