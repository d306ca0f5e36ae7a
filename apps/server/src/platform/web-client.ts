import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES } from '@hirehand/shared/app/routes';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
}

const escapeAttribute = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const isApiPath = (url: string) =>
  url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * Serves the built client: hashed assets with long caching, the client routes
 * with index.html, and unknown pages with index.html and a 404 status so the
 * client shows its not-found page. Unknown /api paths answer JSON. Source maps
 * stay on disk (for error reports) and are served only to developers (DEV_TOOLS).
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir: string,
  clientConfig: ClientConfig,
  options: { serveSourceMaps: boolean } = { serveSourceMaps: false },
) {
  // A relative WEB_DIST_DIR counts from the working directory (the static plugin needs it absolute).
  distDir = path.resolve(distDir);
  const pages = loadPages(distDir, clientConfig);
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
   * The prerendered landing page carries style attributes written by its components; its CSP
   * admits exactly those values by hash (added after the security hook wrote the page policy).
   */
  const styleAttrDirective = pages.prerenderedLanding?.styleAttributeHashes.length
    ? `style-src-attr 'unsafe-hashes' ${pages.prerenderedLanding.styleAttributeHashes.map((hash) => `'${hash}'`).join(' ')}`
    : undefined;
  const prerenderedReplies = new WeakSet<FastifyReply>();
  const allowPrerenderedStyles = (
    _request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) => {
    const policy = reply.getHeader('content-security-policy');
    if (styleAttrDirective && prerenderedReplies.has(reply) && typeof policy === 'string') {
      reply.header('content-security-policy', `${policy};${styleAttrDirective}`);
    }
    done(null, payload);
  };
  for (const route of CLIENT_ROUTES) {
    app.get(route, { schema: { hide: true }, onSend: allowPrerenderedStyles }, (request, reply) => {
      // The prerendered landing page shows the board unfiltered: an address with a query (a
      // shared search) renders in the browser instead.
      const landing = route === '/' && !request.url.includes('?') ? pages!.prerenderedLanding : undefined;
      if (landing) {
        prerenderedReplies.add(reply);
        return sendPage(request, reply, landing.html, 200);
      }
      return sendPage(request, reply, pages!.routes.get(route) ?? shell!, 200);
    });
  }
}

interface Pages {
  /** index.html: the page for unknown paths (the client shows its not-found screen). */
  notFound: string;
  /** Per client route: the page that preloads that route's code (dist/pages/, written by the build). */
  routes: Map<string, string>;
  prerenderedLanding?: { html: string; styleAttributeHashes: string[] };
}

/** Reads the built pages once, with the runtime settings written in; undefined when the client isn't built. */
function loadPages(distDir: string, clientConfig: ClientConfig): Pages | undefined {
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
  const routes = new Map<string, string>();
  for (const route of CLIENT_ROUTES) {
    const page = read(`${route === '/' ? 'index' : route.slice(1)}.html`);
    if (page) routes.set(route, page);
  }
  const landingHtml = read('index.prerendered.html');
  const landingMeta = path.join(distDir, 'pages', 'index.prerendered.json');
  return {
    notFound: fill(readFileSync(indexFile, 'utf8')),
    routes,
    prerenderedLanding:
      landingHtml && existsSync(landingMeta)
        ? {
            html: landingHtml,
            styleAttributeHashes: (
              JSON.parse(readFileSync(landingMeta, 'utf8')) as { styleAttributeHashes: string[] }
            ).styleAttributeHashes,
          }
        : undefined,
  };
}
