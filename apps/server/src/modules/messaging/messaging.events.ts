import type { MessageDto } from '@hirehand/shared/messaging/messaging';
import type { PresenceStatus } from '@hirehand/shared/messaging/realtime';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Published after the message is committed; the realtime hub delivers it to the participants. */
export const MESSAGE_CREATED_EVENT = 'message.created';
/** Published after a participant's read state is committed. */
export const MESSAGE_READ_EVENT = 'message.read';
/** Published after a participant's delivery state moved forward. */
export const MESSAGE_DELIVERED_EVENT = 'message.delivered';
/** A participant is (or stopped) typing; never stored. */
export const TYPING_EVENT = 'messaging.typing';
/** A user came online, stepped away or went offline; never stored. */
export const PRESENCE_EVENT = 'presence.changed';

export interface MessageCreatedEvent {
  conversationId: string;
  message: MessageDto;
  participantIds: string[];
}

export interface MessageReadEvent {
  conversationId: string;
  userId: string;
  readAt: string;
  /** The newest message the read covers (null in an empty conversation). */
  messageId: string | null;
  participantIds: string[];
}

export interface MessageDeliveredEvent {
  conversationId: string;
  userId: string;
  /** The user's devices have received every message from others up to this one. */
  messageId: string;
  deliveredAt: string;
  participantIds: string[];
}

export interface TypingEvent {
  conversationId: string;
  userId: string;
  isTyping: boolean;
  participantIds: string[];
}

export interface PresenceEvent {
  userId: string;
  status: PresenceStatus;
  /** The people who share a conversation with the user. */
  recipientIds: string[];
}

export type MessagingEvent =
  | { type: typeof MESSAGE_CREATED_EVENT; payload: MessageCreatedEvent }
  | { type: typeof MESSAGE_READ_EVENT; payload: MessageReadEvent }
  | { type: typeof MESSAGE_DELIVERED_EVENT; payload: MessageDeliveredEvent }
  | { type: typeof TYPING_EVENT; payload: TypingEvent }
  | { type: typeof PRESENCE_EVENT; payload: PresenceEvent };

/**
 * Publishes a committed change. The change is already stored (a reconnecting client
 * fetches it), so a bus failure is logged, never thrown to the caller.
 */
export async function announce(ctx: AppContext, log: FastifyBaseLogger, event: MessagingEvent) {
  try {
    await ctx.bus.publish(event);
  } catch (err) {
    log.error({ err, feature: 'messaging', event: event.type }, 'messaging event not published');
  }
}
