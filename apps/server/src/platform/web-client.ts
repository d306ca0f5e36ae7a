import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { CLIENT_ROUTES } from '@hirehand/shared/app/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cspNonceOf } from './security';

/** Vite writes this into index.html (html.cspNonce); each response replaces it with its own nonce. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';
/** index.html's `<meta name="app-config">` placeholder: the runtime settings the client may know. */
export const CONFIG_PLACEHOLDER = '__APP_CONFIG__';

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
  const indexFile = path.join(distDir, 'index.html');
  const shell = existsSync(indexFile)
    ? readFileSync(indexFile, 'utf8').replace(
        CONFIG_PLACEHOLDER,
        escapeAttribute(JSON.stringify(clientConfig)),
      )
    : undefined;

  const sendShell = (request: FastifyRequest, reply: FastifyReply, status: number) =>
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(shell!.replaceAll(NONCE_PLACEHOLDER, cspNonceOf(request)));

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url);
    if (shell && wantsPage) return sendShell(request, reply, 404);
    return reply.status(404).send({ detail: 'Not Found' });
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
    allowedPath: (pathName) =>
      pathName !== '/index.html' && (options.serveSourceMaps || !pathName.endsWith('.map')),
    setHeaders: (reply, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });
  for (const route of CLIENT_ROUTES) {
    app.get(route, { schema: { hide: true } }, (request, reply) => sendShell(request, reply, 200));
  }
}
