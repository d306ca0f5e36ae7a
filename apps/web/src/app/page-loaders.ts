import type { ComponentType } from 'react';
import { loadNamespaces } from './i18n/i18n';
import type { PageEntry } from './routing/page-entry';
import { PAGES, type PagePath } from './routing/page-table';

/*
 * Each page's code and the text namespaces it shows on first render, fetched together so a page
 * never waits for its words after its code. The router's lazy pages, the start-up preload of the
 * current page (main.tsx) and the hover/focus prefetches share these loaders (a module import
 * runs once; later calls reuse it). The pages come from the page table (routing/page-table.ts).
 */

/**
 * The modules a page table entry may name: one lazy chunk each. A glob rather than an import per
 * entry, so that an entry names its module once (the build preloads it by the same path).
 */
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  './pages/*-page.tsx',
  '../features/*/components/*-page.tsx',
]);

/** The glob's key for an entry's module (src-relative: "features/x/components/x-page.tsx"). */
const globKey = (module: string) => (module.startsWith('app/') ? `./${module.slice(4)}` : `../${module}`);

/** Loads an entry's page component: what the router's lazy page renders. */
export type PageLoader = (entry: PageEntry) => Promise<ComponentType>;

/** The app's loader: the entry's module (from the glob) and its texts, in parallel. */
export const loadPage: PageLoader = async (entry) => {
  const load = PAGE_MODULES[globKey(entry.module)];
  if (!load)
    throw new Error(
      `page table: no page module ${entry.module} (a *-page.tsx in app/pages or a feature's components)`,
    );
  const [module] = await Promise.all([load(), loadNamespaces(entry.namespaces)]);
  const component = module[entry.component];
  if (typeof component !== 'function' && typeof component !== 'object') {
    throw new Error(`page table: ${entry.module} exports no ${entry.component}`);
  }
  return component as ComponentType;
};

const byPath = new Map<string, PageEntry>(PAGES.map((entry) => [entry.path, entry]));

/** Starts downloading a page on intent (hover, focus) so the click finds it ready. */
export function prefetchPage(path: PagePath) {
  void loadPage(byPath.get(path)!).catch(() => undefined);
}

/**
 * Loads the page at this path before the first render, so the app starts on the page itself
 * rather than on an empty fallback (and a prerendered page hydrates at once). The page's HTML
 * preloads the same chunks, so this adds no round trip.
 */
export async function preloadPageAt(pathname: string): Promise<void> {
  const entry = byPath.get(pathname.replace(/\/+$/, '') || '/');
  if (entry) await loadPage(entry).catch(() => undefined);
}
