import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { PagesManifest } from '@hirehand/shared/app/pages-manifest';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonceOf } from './security';

/** Vite writes this into index.html (html.cspNonce); each response replaces it with its own nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** index.html's `<meta name="app-config">` placeholder: the runtime settings the client may know. */
export const CONFIG_PLACEHOLDER = '__APP_CONFIG__';
/** Where the prerendered landing page shows the support address (apps/web/scripts/prerender.mjs). */
export const SUPPORT_EMAIL_PLACEHOLDER = '__SUPPORT_EMAIL__';

export interface ClientConfig {
  supportEmail: string;
  /** Leaflet tile URL template (MAP_TILE_URL); the CSP's img-src allows its origin. */
  mapTileUrl: string;
  /** The tile provider's credit line (MAP_TILE_ATTRIBUTION), shown on the map. */
  mapAttribution: string;
  /** The configured language model's name (LLM_MODEL), or null: the built-in assistant answers. */
  aiModel: string | null;
  /** Support's telephone line (SUPPORT_PHONE), or null: none is offered. */
  supportPhone: string | null;
  /** The Pay-Per-Post price in force (JOB_POST_PRICE_CENTS, 0: posting is free); the landing page shows it. */
  jobPostPriceCents: number;
  /** Whether checkout adds taxes (STRIPE_AUTOMATIC_TAX): prices then say "taxes extra". */
  taxesExtra: boolean;
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built client: hashed assets with long caching, the client's pages (the build's
 * pages.json, written from the web's page table) with their HTML, and unknown pages with
 * index.html and a 404 status so the client shows its not-found page. Unknown /api paths answer
 * JSON. Source maps stay on disk (for error reports) and are served only to developers (DEV_TOOLS).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  clientConfig: ClientConfig,
  options: { serveSourceMaps: boolean } = { serveSourceMaps: false },
) {
  // A relative WEB_DIST_DIR counts from the working directory (the static plugin needs it absolute).
  distDir = path.resolve(distDir);
  const pages = loadPages(distDir, clientConfig, app.log);
  const shell = pages?.notFound;

  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: string, status: number) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(request)));
  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    sendPage(request, reply, shell!, status);

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (shell && wantsPage) return sendShell(request, reply, 404);
    return reply.status(404).send(PLATFORM_ERRORS.notFound);
  });

  if (!shell) {
    app.log.warn({ distDir }, 'web client not built: only the API is served (run npm run build)');
    return;
  }

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // One route per file of the build, no catch-all: any other path goes to the not-found
    // handler (a catch-all also caught /api paths whose id is over the router's length
    // limit, and answered a 403 for names too long for the file system).
    wildcard: false,
    // Brotli or gzip copies written at build time, chosen by Accept-Encoding (with Vary).
    preCompressed: true,
    // The pages are sent by the routes below (with their nonce and settings filled in); the
    // build's manifest is for the build only.
    allowedPath: (pathName) =>
      pathName !== '/index.html' &&
      !pathName.startsWith('/pages/') &&
      !pathName.startsWith('/.vite/') &&
      (options.serveSourceMaps || !pathName.endsWith('.map')),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  /**
   * A prerendered page carries style attributes written by its components; its CSP admits
   * exactly those values by hash (added after the security hook wrote the page policy).
   */
  const styleAttrDirectives = new WeakMap<FastifyReply, string>();
  const allowPrerenderedStyles = (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) => {
    const policy = reply.getHeader('content-security-policy');
    const directive = styleAttrDirectives.get(reply);
    if (directive && typeof policy === 'string')
      reply.header('content-security-policy', `${policy};${directive}`);
    done(null, payload);
  };
  for (const [route, built] of pages.routes) {
    const styleAttrDirective = built.prerendered?.styleAttributeHashes.length
      ? `style-src-attr 'unsafe-hashes' ${built.prerendered.styleAttributeHashes.map((hash) => `'${hash}'`).join(' ')}`
      : undefined;
    app.get(route, { schema: { hide: true }, onSend: allowPrerenderedStyles }, (request, reply) => {
      // A prerendered page shows what everyone sees without a query: an address with a query
      // (a shared search on the landing page) renders in the browser instead.
      if (built.prerendered && !request.url.includes('?')) {
        if (styleAttrDirective) styleAttrDirectives.set(reply, styleAttrDirective);
        return sendPage(request, reply, built.prerendered.html, 200);
      }
      return sendPage(request, reply, built.html, 200);
    });
  }
}

interface BuiltPage {
  /** The page that preloads the route's code (dist/pages/, written by the build). */
  html: string;
  prerendered?: { html: string; styleAttributeHashes: string[] };
}

interface Pages {
  /** index.html: the page for unknown paths (the client shows its not-found screen). */
  notFound: string;
  /** The client's pages by path: the build's pages.json, derived from the web's page table. */
  routes: Map<string, BuiltPage>;
}

/**
 * Reads the built pages once, with the runtime settings written in; undefined when the client
 * isn't built. A build without pages.json (or with a page file missing) serves no client path:
 * every page then answers 404 with the shell, and the log says to rebuild.
 */
function loadPages(distDir: string, clientConfig: ClientConfig, log: FastifyBaseLogger): Pages | undefined {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const fill = (html: string) =>
    html
      .replace(CONFIG_PLACEHOLDER, escapeAttribute(JSON.stringify(clientConfig)))
      .replaceAll(SUPPORT_EMAIL_PLACEHOLDER, escapeAttribute(clientConfig.supportEmail));
  const read = (file: string) => {
    const full = path.join(distDir, 'pages', file);
    return existsSync(full) ? fill(readFileSync(full, 'utf8')) : undefined;
  };
  const routes = new Map<string, BuiltPage>();
  const listFile = path.join(distDir, 'pages', 'pages.json');
  const list = existsSync(listFile)
    ? PagesManifest.safeParse(JSON.parse(readFileSync(listFile, 'utf8')))
    : undefined;
  if (!list?.success) {
    log.warn(
      { distDir },
      'web client built without a valid pages/pages.json: no page is served (run npm run build)',
    );
  } else {
    for (const page of list.data.pages) {
      const html = read(page.file);
      const prerendered = page.prerendered && read(page.prerendered.file);
      if (!html || (page.prerendered && !prerendered)) {
        log.warn(
          { distDir, path: page.path },
          'a page listed in pages.json is missing: not served (run npm run build)',
        );
        continue;
      }
      routes.set(page.path, {
        html,
        prerendered:
          page.prerendered && prerendered
            ? { html: prerendered, styleAttributeHashes: page.prerendered.styleAttributeHashes }
            : undefined,
      });
    }
  }
  return { notFound: fill(readFileSync(indexFile, 'utf8')), routes };
}
