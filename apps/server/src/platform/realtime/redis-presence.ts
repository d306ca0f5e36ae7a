import type { Redis } from 'ioredis';
import { withRedis } from '../redis';
import type { PresenceCounter } from './presence';

/** How often an instance says it is alive, and after how long without that its counts stop counting. */
const INSTANCE_REFRESH_MS = 10_000;
const INSTANCE_STALE_MS = 45_000;

/**
 * Adds ARGV[2] to this instance's count for the user (hash KEYS[1], field = instance id) and
 * answers the user's total over live instances. An instance that stopped refreshing its entry
 * in KEYS[2] (it crashed) no longer counts, and its field is dropped here.
 */
const ADJUST = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[2], nowMs, ARGV[1])
local n = redis.call('HINCRBY', KEYS[1], ARGV[1], ARGV[2])
if n <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
local total = 0
local fields = redis.call('HGETALL', KEYS[1])
for i = 1, #fields, 2 do
  local seen = redis.call('ZSCORE', KEYS[2], fields[i])
  if seen and tonumber(seen) >= nowMs - tonumber(ARGV[3]) then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
return total`;

/** Marks the instance alive (KEYS[1] = instances, ARGV[1] = id) and forgets long-silent ones. */
const REFRESH = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], nowMs, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', nowMs - 10 * tonumber(ARGV[2]))
return 1`;

/**
 * Writes this instance's counts (ARGV[1] = id) for the users KEYS[2..] (ARGV[2..] = counts, 0
 * drops the field) after Redis was out of reach, and marks the instance alive (KEYS[1]).
 */
const SYNC = `
local now = redis.call('TIME')
local nowMs = tonumber(now[1]) * 1000 + math.floor(tonumber(now[2]) / 1000)
redis.call('ZADD', KEYS[1], nowMs, ARGV[1])
for i = 2, #KEYS do
  local n = tonumber(ARGV[i])
  if n > 0 then redis.call('HSET', KEYS[i], ARGV[1], n) else redis.call('HDEL', KEYS[i], ARGV[1]) end
end
return 1`;

type PresenceCommands = {
  hhPresenceAdjust(
    userKey: string,
    instancesKey: string,
    id: string,
    delta: number,
    staleMs: number,
  ): Promise<number>;
  hhPresenceRefresh(instancesKey: string, id: string, staleMs: number): Promise<number>;
  hhPresenceSync(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Promise<number>;
};

/**
 * Several instances: each user's socket counts live in a Redis hash (instance id → count), so
 * the first and last socket are known across instances. Counts of an instance that died
 * without cleaning up stop counting once it has been silent for INSTANCE_STALE_MS.
 *
 * While Redis is out of reach, answers come from this instance's own counts (first and last
 * socket here), and nothing waits or fails; once Redis answers again (or came back empty),
 * this instance writes its counts back before counting there again.
 */
export function createRedisPresence(
  redis: Redis,
  opts: { prefix: string; instanceId: string; staleMs?: number },
): PresenceCounter {
  redis.defineCommand('hhPresenceAdjust', { numberOfKeys: 2, lua: ADJUST });
  redis.defineCommand('hhPresenceRefresh', { numberOfKeys: 1, lua: REFRESH });
  redis.defineCommand('hhPresenceSync', { lua: SYNC });
  const commands = redis as unknown as PresenceCommands;
  const instancesKey = `${opts.prefix}presence:instances`;
  const userKey = (userId: string) => `${opts.prefix}presence:user:${userId}`;
  // This instance's own counts: the fallback during an outage, and what is cleaned up on shutdown.
  const local = new Map<string, number>();
  const staleMs = opts.staleMs ?? INSTANCE_STALE_MS;
  // Whether Redis may have missed some of this instance's changes, and whose.
  let outOfSync = false;
  const missed = new Set<string>();
  let syncing: Promise<boolean> | undefined;

  const sync = () => {
    syncing ??= (async () => {
      const users = [...new Set([...local.keys(), ...missed])];
      const counts = users.map((userId) => local.get(userId) ?? 0);
      const done = await withRedis(
        redis,
        async () => {
          // The counts are read when the command is queued, so later adjustments follow them.
          await commands.hhPresenceSync(
            users.length + 1,
            instancesKey,
            ...users.map(userKey),
            opts.instanceId,
            ...counts,
          );
          return true;
        },
        () => false,
      );
      if (done) {
        outOfSync = false;
        for (const userId of users) missed.delete(userId);
      }
      return done;
    })().finally(() => {
      syncing = undefined;
    });
    return syncing;
  };

  /**
   * The user's total over live instances after the change, or null when Redis cannot say. Not
   * asked while Redis may lack earlier changes: its total would be wrong until the next sync.
   */
  const adjust = async (userId: string, delta: number): Promise<number | null> => {
    const unknown = () => {
      outOfSync = true;
      missed.add(userId);
      return null;
    };
    if (outOfSync) return unknown();
    return withRedis(
      redis,
      () => commands.hhPresenceAdjust(userKey(userId), instancesKey, opts.instanceId, delta, staleMs),
      unknown,
    );
  };
  /** Before a change: Redis first gets the counts without it, so the change is counted once. */
  const syncIfNeeded = async () => {
    if (outOfSync) await sync();
  };

  // A connection that comes back may have come back to an empty Redis.
  const onReady = () => {
    outOfSync = true;
    void sync();
  };
  redis.on('ready', onReady);
  const refresh = () =>
    outOfSync
      ? sync()
      : withRedis(
          redis,
          () => commands.hhPresenceRefresh(instancesKey, opts.instanceId, staleMs),
          () => 0,
        );
  const timer = setInterval(refresh, INSTANCE_REFRESH_MS);
  timer.unref();

  return {
    name: 'redis',
    async add(userId) {
      await syncIfNeeded();
      const count = (local.get(userId) ?? 0) + 1;
      local.set(userId, count);
      const total = await adjust(userId, 1);
      return (total ?? count) === 1;
    },
    async remove(userId) {
      await syncIfNeeded();
      const count = (local.get(userId) ?? 0) - 1;
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      const total = await adjust(userId, -1);
      return (total ?? Math.max(count, 0)) === 0;
    },
    async dropInstance() {
      clearInterval(timer);
      redis.off('ready', onReady);
      await syncIfNeeded();
      const entries = [...local.entries()];
      local.clear();
      const offline: string[] = [];
      await Promise.all(
        entries.map(async ([userId, count]) => {
          if (((await adjust(userId, -count)) ?? 0) === 0) offline.push(userId);
        }),
      );
      await withRedis(
        redis,
        () => redis.zrem(instancesKey, opts.instanceId),
        () => 0,
      );
      return offline;
    },
  };
}
