import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';

/** A command that has no answer by then fails; Redis answers in well under a millisecond when healthy. */
export const REDIS_COMMAND_TIMEOUT_MS = 400;
/** After a command failed, callers use their fallback this long before trying Redis again. */
const PAUSE_AFTER_FAILURE_MS = 2_000;
/** Reconnection attempts back off up to this delay, and never stop. */
const MAX_RECONNECT_DELAY_MS = 1_000;

/**
 * Every caller has a fallback for Redis (this instance's own rate-limit counters, event
 * delivery and presence counts), so a command fails fast instead of waiting: no offline
 * queue, a short timeout, no replay of commands that already failed to their caller.
 */
const OPTIONS: RedisOptions = {
  lazyConnect: true,
  enableOfflineQueue: false,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  autoResendUnfulfilledCommands: false,
  connectTimeout: 3_000,
  retryStrategy: (attempt) => Math.min(100 * 2 ** attempt, MAX_RECONNECT_DELAY_MS),
};

/** What the connections to one Redis share: whether it works, and one log line per change. */
interface Link {
  connections: Set<Redis>;
  log?: FastifyBaseLogger;
  address: string;
  down: boolean;
}

const links = new WeakMap<Redis, Link>();
/** Per connection: until when its callers use their fallback, after a failed command. */
const pausedUntil = new WeakMap<Redis, number>();

function linkOf(redis: Redis): Link {
  const link = links.get(redis);
  if (!link) throw new Error('not a connection made by connectRedis');
  return link;
}

/** The error's code or class, never its message (which could quote a command). */
const errorKind = (err: unknown) =>
  err ? ((err as { code?: string }).code ?? (err as Error).name ?? 'Error') : 'connection closed';

function markDown(link: Link, err: unknown) {
  if (link.down) return;
  link.down = true;
  // The address only: the URL may carry a password.
  link.log?.warn(
    { feature: 'redis', redis: link.address, error: errorKind(err) },
    'Redis unavailable: rate limits, events and presence use this instance only until it is back',
  );
}

function markUpIfAllReady(link: Link) {
  if (!link.down || [...link.connections].some((c) => c.status !== 'ready')) return;
  link.down = false;
  link.log?.info({ feature: 'redis', redis: link.address }, 'Redis available again');
}

function watch(redis: Redis, link: Link) {
  links.set(redis, link);
  link.connections.add(redis);
  let lastError: unknown;
  // Without a listener ioredis prints every failed reconnection; the outage is logged once instead.
  redis.on('error', (err) => {
    lastError = err;
  });
  redis.on('reconnecting', () => markDown(link, lastError));
  redis.on('ready', () => {
    // A fresh connection is worth a try at once.
    pausedUntil.delete(redis);
    lastError = undefined;
    markUpIfAllReady(link);
  });
  redis.on('end', () => link.connections.delete(redis));
}

/**
 * The connection for commands and publishing; fails at boot if Redis does not answer. Later
 * outages are survived: it reconnects on its own, and commands fail at once meanwhile.
 */
export async function connectRedis(url: string, log?: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, OPTIONS);
  const { host, port } = redis.options;
  watch(redis, { connections: new Set(), log, address: `${host}:${port}`, down: false });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    throw err;
  }
  return redis;
}

/** Another connection to the same Redis (a subscriber), sharing its outage log; connected. */
export async function duplicateRedis(redis: Redis): Promise<Redis> {
  const copy = redis.duplicate();
  watch(copy, linkOf(redis));
  try {
    await copy.connect();
  } catch (err) {
    copy.disconnect();
    throw err;
  }
  return copy;
}

/** Whether Redis is worth asking now: connected, and no command failed in the last moments. */
export function redisUsable(redis: Redis): boolean {
  // wall clock: the pause after a failed Redis call is this instance's own timer.
  return redis.status === 'ready' && Date.now() >= (pausedUntil.get(redis) ?? 0);
}

/** Whether every connection to this Redis works (for the health check). */
export function redisAvailable(redis: Redis): boolean {
  const link = linkOf(redis);
  return !link.down && [...link.connections].every((c) => c.status === 'ready');
}

/**
 * Runs a command on Redis, or the fallback when Redis is unreachable, slow or failing. The
 * first failure of an outage is logged (once); callers never see the error.
 */
export async function withRedis<T>(
  redis: Redis,
  command: () => Promise<T>,
  fallback: () => T | Promise<T>,
): Promise<T> {
  if (!redisUsable(redis)) return fallback();
  try {
    const result = await command();
    markUpIfAllReady(linkOf(redis));
    return result;
  } catch (err) {
    pausedUntil.set(redis, Date.now() + PAUSE_AFTER_FAILURE_MS); // wall clock: as above
    markDown(linkOf(redis), err);
    return fallback();
  }
}
