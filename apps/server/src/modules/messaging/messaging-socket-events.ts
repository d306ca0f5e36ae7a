import { REALTIME_CLOSE, type ServerEvent } from '@hirehand/shared/messaging/realtime';
import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import { SESSION_REVOKED_EVENT } from '../../platform/auth/sessions';
import type { BusEvent, EventBus } from '../../platform/bus/event-bus';
import type { RealtimeHub } from '../../platform/realtime/realtime-hub';
import { NOTIFICATION_CREATED_EVENT } from '../notifications/notifications.service';
import {
  MESSAGE_CREATED_EVENT,
  MESSAGE_DELIVERED_EVENT,
  MESSAGE_READ_EVENT,
  type MessageCreatedEvent,
  type MessageDeliveredEvent,
  type MessageReadEvent,
  PRESENCE_EVENT,
  type PresenceEvent,
  TYPING_EVENT,
  type TypingEvent,
} from './messaging.events';

const frame = (event: ServerEvent) => JSON.stringify(event);

/** message_status: this user's watermark now reaches this message. */
const statusFrame = (
  p: { conversationId: string; userId: string },
  messageId: string,
  status: 'read' | 'delivered',
  at: string,
) =>
  frame({
    type: 'message_status',
    conversation_id: p.conversationId,
    message_id: messageId,
    user_id: p.userId,
    status,
    at,
  });

/** Turns one bus event into frames for the sockets of the users it concerns (on this instance). */
export function deliverToSockets(hub: RealtimeHub, event: BusEvent) {
  switch (event.type) {
    case MESSAGE_CREATED_EVENT: {
      const p = event.payload as MessageCreatedEvent;
      // The sender's other tabs too: every tab shows the thread as it is.
      hub.sendToUsers(
        p.participantIds,
        frame({ type: 'new_message', conversation_id: p.conversationId, message: p.message }),
      );
      return;
    }
    case MESSAGE_READ_EVENT: {
      const p = event.payload as MessageReadEvent;
      if (!p.messageId) return; // nothing to mark in an empty conversation
      hub.sendToUsers(p.participantIds, statusFrame(p, p.messageId, 'read', p.readAt));
      return;
    }
    case MESSAGE_DELIVERED_EVENT: {
      const p = event.payload as MessageDeliveredEvent;
      hub.sendToUsers(p.participantIds, statusFrame(p, p.messageId, 'delivered', p.deliveredAt));
      return;
    }
    case TYPING_EVENT: {
      const p = event.payload as TypingEvent;
      hub.sendToUsers(
        p.participantIds.filter((id) => id !== p.userId),
        frame({
          type: 'typing_indicator',
          conversation_id: p.conversationId,
          user_id: p.userId,
          is_typing: p.isTyping,
        }),
      );
      return;
    }
    case PRESENCE_EVENT: {
      const p = event.payload as PresenceEvent;
      hub.sendToUsers(p.recipientIds, frame({ type: 'user_status', user_id: p.userId, status: p.status }));
      return;
    }
    case NOTIFICATION_CREATED_EVENT: {
      const p = event.payload as { user_id: string; notification: NotificationDto };
      hub.sendToUsers([p.user_id], frame({ type: 'notification', notification: p.notification }));
      return;
    }
    case SESSION_REVOKED_EVENT: {
      const p = event.payload as { sessionIds: string[] };
      hub.closeSessions(p.sessionIds, REALTIME_CLOSE.sessionRevoked, 'Session revoked');
      return;
    }
  }
}

/** Every instance's hub listens to the bus; answers the unsubscribe. */
export const subscribeSockets = (bus: EventBus, hub: RealtimeHub) =>
  bus.subscribe((event) => deliverToSockets(hub, event));
