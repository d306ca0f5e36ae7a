import type { FastifyRequest } from 'fastify';

/**
 * A browser always sends Origin on a WebSocket upgrade, and nothing else stops a foreign page
 * from opening one (cookies aside, a stolen token in its URL would do): it must be the app's
 * public origin or the host the request was made to. Without Origin (not a browser) it passes.
 */
export function originAllowed(origin: string | undefined, publicUrl: string, requestHost: string): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false; // "null" (sandboxed frames, file://) and junk
  }
  if (parsed.origin === new URL(publicUrl).origin) return true;
  return parsed.host === requestHost.toLowerCase();
}

/** The request URL with a `token` query parameter blanked, for logs. */
export const withoutToken = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Log serializer for socket routes: the token rides in the query string and must never reach a log. */
export function socketRequestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: withoutToken(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
