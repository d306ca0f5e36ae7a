import { z } from 'zod';
import { frameId, PresenceStatus } from '../realtime/realtime';
import { MessageDto } from './messaging';

/** Messaging's socket frames (decision 009), registered in realtime/frames.ts. */

/** A typing indicator lapses after this long without another typing event. */
export const TYPING_TIMEOUT_MS = 5_000;

export const messagingClientFrames = [
  /** The user is (or stopped) typing in a conversation; relayed to the other participants. */
  z.object({ type: z.literal('typing'), conversation_id: frameId, is_typing: z.boolean().default(true) }),
  /** Delivery receipt: this device has received the conversation's messages up to message_id. */
  z.object({ type: z.literal('message_received'), conversation_id: frameId, message_id: frameId }),
] as const;

export const messagingServerFrames = [
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
] as const;
