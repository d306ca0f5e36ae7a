import type { MessageDto } from '@hirehand/shared/messaging/messaging';
import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import type { PresenceStatus } from '@hirehand/shared/realtime/realtime';

/**
 * Every event the server publishes on the bus, by type. Payloads travel as JSON between
 * instances, so they hold ids and wire DTOs, never rows, dates or secrets. A new event is
 * added here first, so that publishers and the realtime routes that consume it agree.
 */
export interface DomainEventPayloads {
  /** A message was stored; every participant's tabs show it (the sender's too). */
  'message.created': {
    conversationId: string;
    message: MessageDto;
    participantIds: string[];
  };
  /** A participant's read state was stored. */
  'message.read': {
    conversationId: string;
    userId: string;
    readAt: string;
    /** The newest message the read covers (null in an empty conversation). */
    messageId: string | null;
    participantIds: string[];
  };
  /** A participant's delivery state moved forward. */
  'message.delivered': {
    conversationId: string;
    userId: string;
    /** The user's devices have received every message from others up to this one. */
    messageId: string;
    deliveredAt: string;
    participantIds: string[];
  };
  /** A participant is (or stopped) typing; never stored. */
  'messaging.typing': {
    conversationId: string;
    userId: string;
    isTyping: boolean;
    participantIds: string[];
  };
  /** A user came online, stepped away or went offline; never stored. */
  'presence.changed': {
    userId: string;
    status: PresenceStatus;
    /** The people who share a conversation with the user. */
    recipientIds: string[];
  };
  /** An in-app notification was stored for this user. */
  'notification.created': { user_id: string; notification: NotificationDto };
  /** These sign-ins ended: every instance drops its cached view and closes their sockets. */
  'session.revoked': { sessionIds: string[] };
}

export type DomainEventType = keyof DomainEventPayloads;

/** One event as it travels on the bus. */
export type DomainEvent<K extends DomainEventType = DomainEventType> = {
  [T in K]: { type: T; payload: DomainEventPayloads[T] };
}[K];
