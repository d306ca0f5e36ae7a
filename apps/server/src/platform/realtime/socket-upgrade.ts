import { REALTIME_TOKEN_PROTOCOL_PREFIX } from '@hirehand/shared/realtime/realtime';

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

/**
 * The access token the app's own client offers as a subprotocol (`hirehand.token.<token>`,
 * decision 028) in `Sec-WebSocket-Protocol`: no URL carries it, so browser consoles, proxies
 * and access logs never print it. Undefined when none is offered.
 */
export function tokenFromProtocols(header: string | undefined): string | undefined {
  for (const offered of (header ?? '').split(',')) {
    const value = offered.trim();
    if (value.startsWith(REALTIME_TOKEN_PROTOCOL_PREFIX)) {
      return value.slice(REALTIME_TOKEN_PROTOCOL_PREFIX.length) || undefined;
    }
  }
  return undefined;
}
