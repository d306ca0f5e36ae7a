import type { Redis } from 'ioredis';
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

type PresenceCommands = {
  hhPresenceAdjust(
    userKey: string,
    instancesKey: string,
    id: string,
    delta: number,
    staleMs: number,
  ): Promise<number>;
  hhPresenceRefresh(instancesKey: string, id: string, staleMs: number): Promise<number>;
};

/**
 * Several instances: each user's socket counts live in a Redis hash (instance id → count), so
 * the first and last socket are known across instances. Counts of an instance that died
 * without cleaning up stop counting once it has been silent for INSTANCE_STALE_MS.
 */
export function createRedisPresence(
  redis: Redis,
  opts: { prefix: string; instanceId: string; staleMs?: number },
): PresenceCounter {
  redis.defineCommand('hhPresenceAdjust', { numberOfKeys: 2, lua: ADJUST });
  redis.defineCommand('hhPresenceRefresh', { numberOfKeys: 1, lua: REFRESH });
  const commands = redis as unknown as PresenceCommands;
  const instancesKey = `${opts.prefix}presence:instances`;
  const userKey = (userId: string) => `${opts.prefix}presence:user:${userId}`;
  // This instance's own counts, to clean up on shutdown.
  const local = new Map<string, number>();
  const staleMs = opts.staleMs ?? INSTANCE_STALE_MS;

  const adjust = (userId: string, delta: number) =>
    commands.hhPresenceAdjust(userKey(userId), instancesKey, opts.instanceId, delta, staleMs);

  const refresh = () => commands.hhPresenceRefresh(instancesKey, opts.instanceId, staleMs).catch(() => {});
  const timer = setInterval(refresh, INSTANCE_REFRESH_MS);
  timer.unref();

  return {
    name: 'redis',
    async add(userId) {
      local.set(userId, (local.get(userId) ?? 0) + 1);
      return (await adjust(userId, 1)) === 1;
    },
    async remove(userId) {
      const count = (local.get(userId) ?? 0) - 1;
      if (count > 0) local.set(userId, count);
      else local.delete(userId);
      return (await adjust(userId, -1)) === 0;
    },
    async dropInstance() {
      clearInterval(timer);
      const entries = [...local.entries()];
      local.clear();
      const offline: string[] = [];
      await Promise.all(
        entries.map(async ([userId, count]) => {
          if ((await adjust(userId, -count)) === 0) offline.push(userId);
        }),
      );
      await redis.zrem(instancesKey, opts.instanceId);
      return offline;
    },
  };
}
