import { randomUUID } from 'node:crypto';
import type { PresenceStatus } from '@hirehand/shared/realtime/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket } from 'ws';
import type { Actor } from '../auth/auth-guard';
import { createFrameBudget } from './frame-budget';
import type { PresenceCounter } from './presence';

/** A socket whose unsent output passes this is too slow to keep; it is dropped (it catches up on reconnect). */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** On shutdown, sockets get this long to finish the closing handshake before they are cut. */
const SHUTDOWN_CLOSE_GRACE_MS = 1_000;
/** On shutdown, presence announcements get at most this long. */
const SHUTDOWN_ANNOUNCE_MS = 3_000;

export const CLOSE_POLICY_VIOLATION = 1008;

/** One open socket of a signed-in user. */
export interface HubConnection {
  readonly id: string;
  readonly userId: string;
  readonly sessionId: string;
  /** What the user said with status_update on this socket (online until told otherwise). */
  status: Exclude<PresenceStatus, 'offline'>;
  /** Sends one frame (already serialized); false when the socket is not open. */
  send(frame: string): boolean;
}

export type FrameHandler = (connection: HubConnection, frame: unknown) => void | Promise<void>;
export type PresenceListener = (userId: string, status: PresenceStatus) => void | Promise<void>;

export interface RealtimeHub {
  readonly instanceId: string;
  readonly presence: PresenceCounter;
  /** Open sockets on this instance. */
  readonly size: number;
  /** Open sockets of one user on this instance. */
  socketsOf(userId: string): number;
  /** Takes over an upgraded socket of an authenticated actor; its JSON frames go to onFrame. */
  attach(socket: WebSocket, actor: Actor, onFrame: FrameHandler): HubConnection;
  /** Sends one frame to every open socket of these users on this instance; answers how many got it. */
  sendToUsers(userIds: Iterable<string>, frame: string): number;
  /** Closes every socket of these sessions on this instance. */
  closeSessions(sessionIds: Iterable<string>, code: number, reason: string): void;
  /** Records a status_update; announces it when it changes what this socket said. */
  setStatus(connection: HubConnection, status: Exclude<PresenceStatus, 'offline'>): void;
  /** Online on a user's first socket anywhere, offline on the last, and status changes in between. */
  onPresence(listener: PresenceListener): void;
  /** Closes every socket (1001) and removes this instance's presence counts. */
  shutdown(): Promise<void>;
}

interface Entry extends HubConnection {
  socket: WebSocket;
  alive: boolean;
}

/**
 * The sockets of this instance, by user and by session. It knows nothing of messaging:
 * feature modules turn bus events into frames and hand them to `sendToUsers`. Pings every
 * socket each heartbeat and cuts one that did not answer the previous ping.
 */
export function createRealtimeHub(opts: {
  presence: PresenceCounter;
  instanceId?: string;
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): RealtimeHub {
  const log = opts.log.child({ feature: 'realtime' });
  const byUser = new Map<string, Set<Entry>>();
  const bySession = new Map<string, Set<Entry>>();
  const listeners: PresenceListener[] = [];
  // Presence work (counting, announcing) per user, in order, so online never overtakes offline.
  const userChains = new Map<string, Promise<void>>();
  let closing = false;
  let size = 0;

  const inOrder = (userId: string, work: () => Promise<void>) => {
    const next = (userChains.get(userId) ?? Promise.resolve()).then(work).catch((err) => {
      log.error({ err, userId }, 'presence update failed');
    });
    userChains.set(userId, next);
    void next.then(() => {
      if (userChains.get(userId) === next) userChains.delete(userId);
    });
    return next;
  };

  const announce = async (userId: string, status: PresenceStatus) => {
    for (const listener of listeners) await listener(userId, status);
  };

  const add = <K>(map: Map<K, Set<Entry>>, key: K, entry: Entry) => {
    const set = map.get(key) ?? new Set();
    set.add(entry);
    map.set(key, set);
  };
  const drop = <K>(map: Map<K, Set<Entry>>, key: K, entry: Entry) => {
    const set = map.get(key);
    if (!set?.delete(entry)) return false;
    if (set.size === 0) map.delete(key);
    return true;
  };

  const heartbeat = setInterval(() => {
    for (const set of byUser.values()) {
      for (const entry of set) {
        if (!entry.alive) {
          entry.socket.terminate();
          continue;
        }
        entry.alive = false;
        entry.socket.ping();
      }
    }
  }, opts.heartbeatMs);
  heartbeat.unref();

  function attach(socket: WebSocket, actor: Actor, onFrame: FrameHandler): HubConnection {
    const entry: Entry = {
      id: randomUUID(),
      userId: actor.userId,
      sessionId: actor.sessionId,
      status: 'online',
      socket,
      alive: true,
      send(frame) {
        if (socket.readyState !== WebSocket.OPEN) return false;
        if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          log.warn({ userId: entry.userId }, 'dropped a socket that does not keep up');
          socket.terminate();
          return false;
        }
        socket.send(frame);
        return true;
      },
    };
    add(byUser, entry.userId, entry);
    add(bySession, entry.sessionId, entry);
    size += 1;
    inOrder(entry.userId, async () => {
      if (await opts.presence.add(entry.userId)) await announce(entry.userId, 'online');
    });

    const budget = createFrameBudget();
    socket.on('pong', () => {
      entry.alive = true;
    });
    socket.on('message', (data: RawData, isBinary: boolean) => {
      entry.alive = true;
      const verdict = budget();
      if (verdict === 'close') {
        log.warn({ userId: entry.userId }, 'closed a socket flooding frames');
        socket.close(CLOSE_POLICY_VIOLATION, 'Too many messages');
        return;
      }
      if (verdict === 'ignore' || isBinary) return;
      let frame: unknown;
      try {
        frame = JSON.parse(data.toString());
      } catch {
        return; // not JSON: ignored, like any frame the protocol does not know
      }
      try {
        const result = onFrame(entry, frame);
        if (result instanceof Promise) result.catch((err) => log.error({ err }, 'socket frame failed'));
      } catch (err) {
        log.error({ err }, 'socket frame failed');
      }
    });
    socket.on('close', () => {
      const removed = drop(byUser, entry.userId, entry);
      drop(bySession, entry.sessionId, entry);
      if (!removed) return;
      size -= 1;
      // On shutdown the instance's counts are dropped at once instead.
      if (closing) return;
      inOrder(entry.userId, async () => {
        if (await opts.presence.remove(entry.userId)) await announce(entry.userId, 'offline');
      });
    });
    return entry;
  }

  return {
    instanceId: opts.instanceId ?? randomUUID(),
    presence: opts.presence,
    get size() {
      return size;
    },
    socketsOf(userId) {
      return byUser.get(userId)?.size ?? 0;
    },
    attach,
    sendToUsers(userIds, frame) {
      let sent = 0;
      for (const userId of new Set(userIds)) {
        for (const entry of byUser.get(userId) ?? []) if (entry.send(frame)) sent += 1;
      }
      return sent;
    },
    closeSessions(sessionIds, code, reason) {
      for (const sessionId of sessionIds) {
        for (const entry of bySession.get(sessionId) ?? []) entry.socket.close(code, reason);
      }
    },
    setStatus(connection, status) {
      if (connection.status === status) return;
      connection.status = status;
      inOrder(connection.userId, () => announce(connection.userId, status));
    },
    onPresence(listener) {
      listeners.push(listener);
    },
    async shutdown() {
      if (closing) return;
      closing = true;
      clearInterval(heartbeat);
      const sockets = [...byUser.values()].flatMap((set) => [...set].map((entry) => entry.socket));
      for (const socket of sockets) socket.close(1001, 'Server shutting down');
      await Promise.race([
        Promise.all(sockets.map((s) => (s.readyState === WebSocket.CLOSED ? null : onceClosed(s)))),
        delay(SHUTDOWN_CLOSE_GRACE_MS),
      ]);
      for (const socket of sockets) if (socket.readyState !== WebSocket.CLOSED) socket.terminate();

      const work = (async () => {
        await Promise.all(userChains.values());
        const offline = await opts.presence.dropInstance();
        await Promise.all(offline.map((userId) => announce(userId, 'offline').catch(() => {})));
      })();
      await Promise.race([work, delay(SHUTDOWN_ANNOUNCE_MS)]).catch((err) =>
        log.error({ err }, 'presence cleanup on shutdown failed'),
      );
    },
  };
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
const onceClosed = (socket: WebSocket) =>
  new Promise<void>((resolve) => socket.once('close', () => resolve()));
