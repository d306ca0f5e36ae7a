import { randomUUID } from 'node:crypto';
import websocket from '@fastify/websocket';
import { REALTIME_HEARTBEAT_MS } from '@hirehand/shared/messaging/realtime';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { WebSocket } from 'ws';
import { createLocalPresence } from './presence';
import { createRealtimeHub, type RealtimeHub } from './realtime-hub';
import { createRedisPresence } from './redis-presence';

/** Larger frames close the socket (1009); every client event is a few hundred bytes. */
export const MAX_FRAME_BYTES = 16 * 1024;

export interface RealtimeOptions {
  /** How often sockets are pinged (tests shorten it). */
  heartbeatMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: RealtimeHub;
  }
}

/**
 * WebSocket support for the whole app (@fastify/websocket, so upgrades pass through the
 * normal hooks and a refused one gets a plain HTTP answer) and the socket hub, as
 * `app.realtime`. On close the hub says goodbye to every socket (1001) before the bus,
 * Redis and the database close.
 */
export async function registerRealtime(
  app: FastifyInstance,
  opts: RealtimeOptions & { redis?: Redis; prefix: string },
): Promise<RealtimeHub> {
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
  app.decorate('realtime', hub);
  await app.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false },
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
  return hub;
}
