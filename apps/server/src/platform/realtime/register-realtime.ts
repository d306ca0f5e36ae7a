import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { REALTIME_CLOSE, REALTIME_HEARTBEAT_MS, REALTIME_PROTOCOL } from '@hirehand/shared/realtime/realtime';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { SESSION_REVOKED_EVENT } from '../auth/sessions';
import type { EventBus } from '../bus/event-bus';
import { createLocalPresence } from './presence';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub';
import { createRealtimeRouter, type RealtimeRouter } from './realtime-router';
import { createRedisPresence } from './redis-presence';
import { registerSocketRoute } from './socket-route';

/** Larger frames close the socket (1009); every client event is a few hundred bytes. */
export const MAX_FRAME_BYTES = 16 * 1024;

export interface RealtimeOptions {
  /** How often sockets are pinged (tests shorten it). */
  heartbeatMs?: number;
}

/** The hub of this instance's sockets, with the registrations features make at start-up. */
export type Realtime = RealtimeHub & Pick<RealtimeRouter, 'registerEvents' | 'registerFrames'>;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/**
 * WebSocket support for the whole app (@fastify/websocket, so upgrades pass through the
 * normal hooks and a refused one gets a plain HTTP answer), the socket route, and the socket
 * hub as `app.realtime`, where features register how their bus events become frames and
 * how the frames clients send are handled. Every instance's hub listens to the bus. Ended
 * sessions lose their sockets here. On close the hub says goodbye to every socket (1001)
 * before the bus, Redis and the database close.
 */
export async function registerRealtime(
  app: FastifyInstance,
  opts: RealtimeOptions & { bus: EventBus; redis?: Redis; prefix: string; publicUrl: string },
): Promise<Realtime> {
  const instanceId = randomUUID();
  const presence = opts.redis
    ? createRedisPresence(opts.redis, { prefix: opts.prefix, instanceId })
    : createLocalPresence();
  const hub = createRealtimeHub({
    presence,
    instanceId,
    heartbeatMs: opts.heartbeatMs ?? REALTIME_HEARTBEAT_MS,
    log: app.log,
  });
  const router = createRealtimeRouter(hub, app.log.child({ feature: 'realtime' }));
  const realtime: Realtime = Object.assign(hub, {
    registerEvents: router.registerEvents,
    registerFrames: router.registerFrames,
  });
  app.decorate('realtime', realtime);
  const unsubscribe = opts.bus.subscribe((event) => {
    if (event.type === SESSION_REVOKED_EVENT) {
      hub.closeSessions(event.payload.sessionIds, REALTIME_CLOSE.sessionRevoked, 'Session revoked');
      return;
    }
    router.route(event);
  });
  app.addHook('onClose', async () => unsubscribe());
  await app.register(websocket, {
    options: {
      maxPayload: MAX_FRAME_BYTES,
      perMessageDeflate: false,
      // The app's client offers its protocol and its token as a second one (decision 028):
      // the answer names only the protocol, so the token never comes back in a header.
      handleProtocols: (offered) => (offered.has(REALTIME_PROTOCOL) ? REALTIME_PROTOCOL : false),
    },
    errorHandler(error, socket, request) {
      request.log.warn({ err: error, feature: 'realtime' }, 'socket error');
      // A protocol error (e.g. an oversized frame) has already started the closing handshake.
      if (socket.readyState === WebSocket.OPEN) socket.terminate();
    },
    async preClose() {
      await hub.shutdown();
      app.websocketServer.close();
    },
  });
  registerSocketRoute(app, { hub, router, publicUrl: opts.publicUrl });
  return realtime;
}
