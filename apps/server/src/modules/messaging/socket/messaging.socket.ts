import type { FastifyPluginAsync } from 'fastify';
import { acknowledgeDelivery } from '../messaging.service';
import { messagingEventRoutes } from './messaging.realtime';
import { createSocketRelay } from './relay';

/**
 * Messaging on the app's socket (platform/realtime owns the connection): its bus events
 * become frames, typing and delivery receipts from clients become service calls, and
 * presence changes reach the people who share a conversation with the user.
 */
export const messagingSocketRoutes: FastifyPluginAsync = async (app) => {
  const { realtime } = app;
  const relay = createSocketRelay(app.ctx, app.log);
  realtime.registerEvents('messaging', messagingEventRoutes);
  realtime.registerFrames('messaging', {
    typing: (connection, frame) =>
      relay.typing({
        userId: connection.userId,
        conversationId: frame.conversation_id,
        isTyping: frame.is_typing,
      }),
    message_received: async (connection, frame) => {
      await acknowledgeDelivery({
        ctx: app.ctx,
        log: app.log,
        actorId: connection.userId,
        conversationId: frame.conversation_id,
        messageId: frame.message_id,
      });
    },
  });
  realtime.onPresence((userId, status) => relay.presence(userId, status));
};
