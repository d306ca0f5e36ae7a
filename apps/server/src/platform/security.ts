import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { tileImageSource } from './geo/map-tiles';

type NoncedRequest = IncomingMessage & { cspNonce?: string };

/** The per-response nonce that index.html's script and style tags (and Radix's injected styles) carry. */
export const cspNonceOf = (request: { raw: IncomingMessage }) =>
  (request.raw as NoncedRequest).cspNonce ?? '';

/**
 * Strict CSP: only our own origin for scripts, styles, fonts and connections;
 * inline styles only with the response's nonce; no framing. Images may also come
 * from the map's tile server (MAP_TILE_URL), read from the app's settings unless given.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { httpsOnly: boolean; mapTileUrl?: string },
) {
  const mapTileUrl = opts.mapTileUrl ?? app.ctx.env.MAP_TILE_URL;
  app.addHook('onRequest', async (request) => {
    (request.raw as NoncedRequest).cspNonce = randomBytes(16).toString('base64');
  });
  const nonce = (req: IncomingMessage) => `'nonce-${(req as NoncedRequest).cspNonce}'`;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", nonce],
        imgSrc: ["'self'", 'data:', 'blob:', tileImageSource(mapTileUrl)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(opts.httpsOnly ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: opts.httpsOnly,
    // The auth modal's Google popup must keep its link to this page after visiting Google.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginEmbedderPolicy: false,
  });
}
