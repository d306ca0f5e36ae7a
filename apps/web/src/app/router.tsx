import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { NotFoundPage } from './lazy-not-found-page';
import { loadPage } from './page-loaders';
import { pageRoutes } from './routing/page-routes';
import { PAGES } from './routing/page-table';
import { PageShell } from './shell/page-shell';

/*
 * Declarative routes (<Routes>) rather than a data router: the app loads no data in routes (each
 * page fetches through TanStack Query), and the declarative router is half the size on the
 * landing page's first load. The pages are the page table's (routing/page-table.ts).
 */
const routes = pageRoutes(PAGES, loadPage);

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
        {routes}
        {CrashTestPage ? <Route path="__crash" element={<CrashTestPage />} /> : null}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
