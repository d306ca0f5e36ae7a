import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { tileImageSource } from './geo/map-tiles';

type NoncedRequest = IncomingMessage & { cspNonce?: string };

/**
 * The policy of every answer that is not a page (JSON, files, errors): nothing may load, run
 * in or frame it. The same as the answers Fastify gives before any hook runs (framework-errors.ts).
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The response's CSP nonce, made on first use: the pages' script and style tags (and Radix's
 * injected styles) carry it. Only pages ask for one, so JSON answers never pay for it.
 */
export function cspNonceOf(request: { raw: IncomingMessage }): string {
  const raw = request.raw as NoncedRequest;
  raw.cspNonce ??= randomBytes(16).toString('base64');
  return raw.cspNonce;
}

/**
 * The page policy around its nonce, written once: only our own origin for scripts, styles,
 * fonts and connections; inline styles only with the response's nonce; no framing. Images
 * may also come from the map's tile server.
 */
export function pagePolicy(opts: { httpsOnly: boolean; mapTileUrl: string }) {
  const directives = (nonce: string) => [
    "default-src 'self'",
    "script-src 'self'",
    `style-src 'self' 'nonce-${nonce}'`,
    `img-src 'self' data: blob: ${tileImageSource(opts.mapTileUrl)}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "media-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(opts.httpsOnly ? ['upgrade-insecure-requests'] : []),
  ];
  const marker = '\u0000';
  const [before, after] = directives(marker).join(';').split(marker) as [string, string];
  return (nonce: string) => before + nonce + after;
}

/** The headers every answer carries, the same for all of them (helmet's set, with our choices). */
export function staticSecurityHeaders(httpsOnly: boolean): Record<string, string> {
  return {
    // The auth modal's Google popup must keep its link to this page after visiting Google.
    'cross-origin-opener-policy': 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'no-referrer',
    ...(httpsOnly ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
  };
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.trimStart().toLowerCase().startsWith('text/html');

/**
 * Security headers on every answer, computed once: the fixed set when the request arrives
 * (a route may still replace one), and the CSP when the answer leaves, by what it is: a page
 * (text/html) gets the page policy with its nonce, anything else the strict NON_PAGE_CSP. A
 * CSP the route set itself (an attachment's sandbox, an e-mail's body) is kept.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  opts: { httpsOnly: boolean; mapTileUrl?: string },
) {
  const headers = staticSecurityHeaders(opts.httpsOnly);
  const pageCsp = pagePolicy({
    httpsOnly: opts.httpsOnly,
    mapTileUrl: opts.mapTileUrl ?? app.ctx.env.MAP_TILE_URL,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      reply.header(
        'content-security-policy',
        isHtml(reply.getHeader('content-type')) ? pageCsp(cspNonceOf(request)) : NON_PAGE_CSP,
      );
    }
    done(null, payload);
  });
}
