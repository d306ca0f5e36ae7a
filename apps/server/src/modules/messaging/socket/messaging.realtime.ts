import type { ServerFrameOf } from '@hirehand/shared/realtime/frames';
import type { EventRoutes } from '../../../platform/realtime/realtime-router';
import {
  MESSAGE_CREATED_EVENT,
  MESSAGE_DELIVERED_EVENT,
  MESSAGE_READ_EVENT,
  PRESENCE_EVENT,
  TYPING_EVENT,
} from '../messaging.events';

/** message_status: this user's watermark now reaches this message. */
const statusFrame = (
  p: { conversationId: string; userId: string },
  messageId: string,
  status: 'read' | 'delivered',
  at: string,
) =>
  ({
    type: 'message_status',
    conversation_id: p.conversationId,
    message_id: messageId,
    user_id: p.userId,
    status,
    at,
  }) satisfies ServerFrameOf<'message_status'>;

/** Messaging's bus events as socket frames, for the users each event names. */
export const messagingEventRoutes: EventRoutes = {
  // The sender's other tabs too: every tab shows the thread as it is.
  [MESSAGE_CREATED_EVENT]: (p) => [
    {
      userIds: p.participantIds,
      frame: { type: 'new_message', conversation_id: p.conversationId, message: p.message },
    },
  ],
  [MESSAGE_READ_EVENT]: (p) =>
    // Nothing to mark in an empty conversation.
    p.messageId ? [{ userIds: p.participantIds, frame: statusFrame(p, p.messageId, 'read', p.readAt) }] : [],
  [MESSAGE_DELIVERED_EVENT]: (p) => [
    { userIds: p.participantIds, frame: statusFrame(p, p.messageId, 'delivered', p.deliveredAt) },
  ],
  [TYPING_EVENT]: (p) => [
    {
      userIds: p.participantIds.filter((id) => id !== p.userId),
      frame: {
        type: 'typing_indicator',
        conversation_id: p.conversationId,
        user_id: p.userId,
        is_typing: p.isTyping,
      },
    },
  ],
  [PRESENCE_EVENT]: (p) => [
    { userIds: p.recipientIds, frame: { type: 'user_status', user_id: p.userId, status: p.status } },
  ],
};
