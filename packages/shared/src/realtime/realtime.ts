import { z } from 'zod';

/**
 * The app's one WebSocket, owned by the platform (decisions 009 and 028). Every frame is one
 * JSON object with a `type`. The platform's own frames are here; each feature declares its
 * frames beside its contract (messaging/realtime.ts, notifications/realtime.ts) and
 * realtime/frames.ts registers them into the unions both sides parse.
 */

/** The spec's address: `/ws/messaging?token={access token}`. */
export const REALTIME_PATH = '/ws/messaging';
/** The platform's address; the socket answers on both, with the same frames. */
export const REALTIME_PLATFORM_PATH = '/ws';
export const REALTIME_PATHS = [REALTIME_PATH, REALTIME_PLATFORM_PATH] as const;

/**
 * The subprotocol the app's own client asks for; the server picks it, so the browser accepts
 * the upgrade. The access token rides beside it as `hirehand.token.<token>` (decision 028), so
 * it never appears in a URL that a browser console, proxy or access log would print.
 */
export const REALTIME_PROTOCOL = 'hirehand.v1';
export const REALTIME_TOKEN_PROTOCOL_PREFIX = 'hirehand.token.';

/** While the socket is wanted, a closed connection is reopened after this delay. */
export const REALTIME_RECONNECT_MS = 3_000;
/** The server pings every socket this often and drops one that missed the previous ping. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** The client sends `ping` this often; `pong` means the connection is healthy. */
export const REALTIME_CLIENT_PING_MS = 25_000;

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The session behind the token was revoked (signed out elsewhere). */
  sessionRevoked: 4401,
  /** The server is shutting down; reconnect. */
  goingAway: 1001,
} as const;

export const PresenceStatus = z.enum(['online', 'away', 'offline']);
export type PresenceStatus = z.infer<typeof PresenceStatus>;

/** Ids in client frames: bounded, so a frame cannot carry a large string into a query. */
export const frameId = z.string().min(1).max(100);

/** Frames the connection itself answers (ping) or records (status_update), for every feature. */
export const platformClientFrames = [
  /** Sent when the connection opens; user_id, when given, must be the token's user. */
  z.object({ type: z.literal('status_update'), status: PresenceStatus, user_id: frameId.optional() }),
  z.object({ type: z.literal('ping') }),
] as const;

export const platformServerFrames = [z.object({ type: z.literal('pong') })] as const;
