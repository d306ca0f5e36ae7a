import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from './app/app';
import i18n from './app/i18n/i18n';
import { preloadPageAt } from './app/page-loaders';
import { AppRoutes } from './app/router';
import { type AppConfig, config } from './config';

// The page table and the build's rules for it, for scripts/prerender.mjs (which runs this bundle).
export { pagesManifest, planPages } from './app/routing/page-files';
export { PAGES } from './app/routing/page-table';

/**
 * The build's server-side entry (vite build --ssr): renders a page to HTML as a signed-out
 * visitor sees it, for scripts/prerender.mjs to write into the page the server sends. The
 * browser then hydrates that HTML (main.tsx). `runtimeConfig` puts placeholders where the
 * server's own settings go, so one build serves any SUPPORT_EMAIL.
 */
export async function renderPage(url: string, runtimeConfig: Partial<AppConfig>): Promise<string> {
  Object.assign(config, runtimeConfig);
  await preloadPageAt(new URL(url, 'http://prerender.invalid').pathname);
  const loadedBefore = new Set(Object.keys(i18n.store.data[i18n.language] ?? {}));
  const errors: unknown[] = [];
  // prerender (unlike renderToString) waits for everything that suspends, so the HTML holds the
  // whole page.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    // Large Suspense boundaries are otherwise sent as separate segments stitched in by inline
    // scripts (for streaming), which the CSP would block: one document, in order.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  if (errors.length > 0)
    throw new AggregateError(errors, `prerender ${url}: ${errors.length} component(s) failed`);
  // A namespace fetched during the render means the page waited for it: the browser would too,
  // before hydrating that part. The page's loader must fetch it with the page (app/page-loaders.ts).
  const suspended = Object.keys(i18n.store.data[i18n.language] ?? {}).filter((ns) => !loadedBefore.has(ns));
  if (suspended.length > 0) {
    throw new Error(
      `prerender ${url}: texts loaded during the render (${suspended.join(', ')}); add them to its page loader`,
    );
  }
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  const html = Buffer.concat(chunks).toString('utf8');
  // Anything that suspended and finished late shows up as React's inline completion script.
  if (/<script(?![^>]*\bsrc=)/.test(html)) throw new Error(`prerender ${url}: part of the page suspended`);
  return html;
}
