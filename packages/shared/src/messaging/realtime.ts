import { z } from 'zod';
import { NotificationDto } from '../notifications/notifications';
import { MessageDto } from './messaging';

/**
 * The messaging WebSocket (decision 009): `/ws/messaging?token={access token}`.
 * Every frame is one JSON object with a `type`.
 */
export const REALTIME_PATH = '/ws/messaging';
/** While the Messages modal is open, a closed connection is reopened after this delay. */
export const REALTIME_RECONNECT_MS = 3_000;
/** The server pings every socket this often and drops one that missed the previous ping. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** The client sends `ping` this often; `pong` means the connection is healthy. */
export const REALTIME_CLIENT_PING_MS = 25_000;
/** A typing indicator lapses after this long without another typing event. */
export const TYPING_TIMEOUT_MS = 5_000;

/** Close codes the server uses (4000–4999 are the application's). */
export const REALTIME_CLOSE = {
  /** The session behind the token was revoked (signed out elsewhere). */
  sessionRevoked: 4401,
  /** The server is shutting down; reconnect. */
  goingAway: 1001,
} as const;

export const PresenceStatus = z.enum(['online', 'away', 'offline']);
export type PresenceStatus = z.infer<typeof PresenceStatus>;

const id = z.string().min(1).max(100);

/** What a client may send. Anything else is ignored. */
export const ClientEvent = z.discriminatedUnion('type', [
  /** Sent when the connection opens; user_id, when given, must be the token's user. */
  z.object({ type: z.literal('status_update'), status: PresenceStatus, user_id: id.optional() }),
  z.object({ type: z.literal('ping') }),
  /** The user is (or stopped) typing in a conversation; relayed to the other participants. */
  z.object({ type: z.literal('typing'), conversation_id: id, is_typing: z.boolean().default(true) }),
  /** Delivery receipt: this device has received the conversation's messages up to message_id. */
  z.object({ type: z.literal('message_received'), conversation_id: id, message_id: id }),
]);
export type ClientEvent = z.input<typeof ClientEvent>;

/** What the server pushes. */
export const ServerEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('new_message'), conversation_id: z.string(), message: MessageDto }),
  /**
   * user_id has received ('delivered') or read ('read') every message of the conversation
   * up to and including message_id that others sent; `at` is when.
   */
  z.object({
    type: z.literal('message_status'),
    conversation_id: z.string(),
    message_id: z.string(),
    user_id: z.string(),
    status: z.enum(['delivered', 'read']),
    at: z.string(),
  }),
  /** A person the user shares a conversation with came online, stepped away or went offline. */
  z.object({ type: z.literal('user_status'), user_id: z.string(), status: PresenceStatus }),
  z.object({
    type: z.literal('typing_indicator'),
    conversation_id: z.string(),
    user_id: z.string(),
    is_typing: z.boolean(),
  }),
  /** An in-app notification for this user (the bell updates without polling). */
  z.object({ type: z.literal('notification'), notification: NotificationDto }),
  z.object({ type: z.literal('pong') }),
]);
export type ServerEvent = z.infer<typeof ServerEvent>;
