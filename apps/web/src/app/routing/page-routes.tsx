import { type ComponentType, lazy, type ReactNode } from 'react';
import { Route } from 'react-router';
import type { PageEntry } from './page-entry';

// Only staff pages use the gate: it loads with them, not with the landing page.
const StaffGate = lazy(async () => ({ default: (await import('./staff-gate')).StaffGate }));

/** What an entry's access asks of the router; `signed-in` pages give their own sign-in prompt. */
function gated(entry: PageEntry, page: ReactNode) {
  return entry.access === 'staff' ? <StaffGate>{page}</StaffGate> : page;
}

const lazyPages = new WeakMap<PageEntry, ComponentType>();

/**
 * One <Route> per page table entry, each a lazy page (the shell's Suspense and error boundaries
 * hold them). `load` is the app's loader (page-loaders.ts), or a test's.
 */
export function pageRoutes(pages: readonly PageEntry[], load: (entry: PageEntry) => Promise<ComponentType>) {
  return pages.map((entry) => {
    let Page = lazyPages.get(entry);
    if (!Page) {
      Page = lazy(async () => ({ default: await load(entry) }));
      lazyPages.set(entry, Page);
    }
    const element = gated(entry, <Page />);
    return entry.path === '/' ? (
      <Route key={entry.path} index element={element} />
    ) : (
      <Route key={entry.path} path={entry.path.slice(1)} element={element} />
    );
  });
}
