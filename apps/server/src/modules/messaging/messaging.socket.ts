import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { ClientEvent, REALTIME_PATH, type ServerEvent } from '@hirehand/shared/messaging/realtime';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../platform/errors';
import type { FrameHandler } from '../../platform/realtime/realtime-hub';
import { originAllowed, socketRequestForLog } from '../../platform/realtime/socket-upgrade';
import { acknowledgeDelivery } from './messaging.service';
import { subscribeSockets } from './messaging-socket-events';
import { createSocketRelay } from './messaging-socket-relay';

export const ORIGIN_NOT_ALLOWED = 'Origin not allowed';
export const TOO_MANY_SOCKETS = 'Too many open connections';
/** Sockets one user may hold open on one instance (tabs and devices); more are refused (429). */
export const MAX_SOCKETS_PER_USER = 20;
const PONG = JSON.stringify({ type: 'pong' } satisfies ServerEvent);

/**
 * The messaging socket (spec 2 §4, §7): `GET /ws/messaging?token=…`. The upgrade is refused
 * with a plain HTTP answer before any socket exists: 403 for a foreign Origin, 401 without a
 * valid token of a live session, 429 past MAX_SOCKETS_PER_USER. Pushes come from bus events (messaging-socket-events), never
 * from route handlers; frames the client sends are checked here and turned into service calls.
 */
export const messagingSocketRoutes: FastifyPluginAsync = async (app) => {
  const hub = app.realtime;
  const relay = createSocketRelay(app.ctx, app.log);
  const unsubscribe = subscribeSockets(app.ctx.bus, hub);
  app.addHook('onClose', async () => unsubscribe());
  hub.onPresence((userId, status) => relay.presence(userId, status));

  const verifyUpgrade = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, app.ctx.env.PUBLIC_URL, request.host)) {
      throw errors.forbidden(ORIGIN_NOT_ALLOWED);
    }
    const { token } = request.query as { token?: string };
    if (!token) throw errors.unauthorized(AUTH_MESSAGES.notAuthenticated);
    const actor = await app.verifyAccessToken(token);
    if (!actor) throw errors.unauthorized(AUTH_MESSAGES.sessionExpired);
    if (hub.socketsOf(actor.userId) >= MAX_SOCKETS_PER_USER) throw errors.tooManyRequests(TOO_MANY_SOCKETS);
    request.actor = actor;
  };

  const onFrame: FrameHandler = async (connection, raw) => {
    const parsed = ClientEvent.safeParse(raw);
    if (!parsed.success) return; // unknown or malformed: ignored
    const event = parsed.data;
    switch (event.type) {
      case 'ping':
        connection.send(PONG);
        return;
      case 'status_update':
        // Offline is what closing the socket says; a status for someone else is ignored.
        if (event.user_id && event.user_id.toLowerCase() !== connection.userId) return;
        if (event.status !== 'offline') hub.setStatus(connection, event.status);
        return;
      case 'typing':
        await relay.typing({
          userId: connection.userId,
          conversationId: event.conversation_id,
          isTyping: event.is_typing,
        });
        return;
      case 'message_received':
        await acknowledgeDelivery({
          ctx: app.ctx,
          log: app.log,
          actorId: connection.userId,
          conversationId: event.conversation_id,
          messageId: event.message_id,
        });
        return;
    }
  };

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preHandler: verifyUpgrade,
      logSerializers: { req: socketRequestForLog },
      schema: { hide: true },
    },
    (socket, request) => {
      // verifyUpgrade set the actor, or the upgrade never happened.
      const connection = hub.attach(socket, request.actor!, onFrame);
      request.log.info({ feature: 'realtime', userId: connection.userId }, 'socket opened');
      socket.once('close', (code) => {
        request.log.info({ feature: 'realtime', userId: connection.userId, code }, 'socket closed');
      });
    },
  );
};
