import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { REALTIME_PATHS } from '@hirehand/shared/realtime/realtime';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../errors';
import type { RealtimeHub } from './realtime-hub';
import type { RealtimeRouter } from './realtime-router';
import { originAllowed, tokenFromProtocols } from './socket-upgrade';

/** Sockets one user may hold open on one instance (tabs and devices); more are refused (429). */
export const MAX_SOCKETS_PER_USER = 20;

/**
 * The app's one socket, on `/ws/messaging` (the spec's path) and `/ws` (the platform's): the
 * same frames on both. The token comes as a subprotocol (`hirehand.token.<token>`, what the
 * app's client sends, decision 028) or in the query (`?token=…`, the spec's form). Requests
 * are logged by the app's `req` serializer, which drops the query, so neither form reaches a
 * log. The upgrade is refused with a plain HTTP
 * answer before any socket exists: 403 for a foreign Origin, 401 without a valid token of a
 * live session, 429 past MAX_SOCKETS_PER_USER. Pushes come from bus events through the
 * router, never from route handlers; frames the client sends go to the router too.
 */
export function registerSocketRoute(
  app: FastifyInstance,
  deps: { hub: RealtimeHub; router: RealtimeRouter; publicUrl: string },
) {
  const { hub, router } = deps;

  const verifyUpgrade = async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!originAllowed(request.headers.origin, deps.publicUrl, request.host)) {
      throw errors.forbidden(PLATFORM_ERRORS.originNotAllowed);
    }
    const token =
      tokenFromProtocols(request.headers['sec-websocket-protocol']) ??
      (request.query as { token?: string }).token;
    if (!token) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
    const actor = await app.verifyAccessToken(token);
    if (!actor) throw errors.unauthorized(AUTH_ERRORS.sessionExpired);
    if (hub.socketsOf(actor.userId) >= MAX_SOCKETS_PER_USER)
      throw errors.tooManyRequests(PLATFORM_ERRORS.tooManySockets);
    request.actor = actor;
  };

  for (const path of REALTIME_PATHS) {
    app.get(
      path,
      { websocket: true, preHandler: verifyUpgrade, schema: { hide: true } },
      (socket, request) => {
        // verifyUpgrade set the actor, or the upgrade never happened.
        const connection = hub.attach(socket, request.actor!, router.handleFrame);
        request.log.info({ feature: 'realtime', userId: connection.userId }, 'socket opened');
        socket.once('close', (code) => {
          request.log.info({ feature: 'realtime', userId: connection.userId, code }, 'socket closed');
        });
      },
    );
  }
}
