import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testTarget } from '../../../test/test-database';
import { connectRedis } from '../redis';
import { createLocalPresence } from './presence';
import { createRedisPresence } from './redis-presence';

describe('in-process presence', () => {
  it('is first on the first socket and last on the last, and forgets everything on shutdown', async () => {
    const presence = createLocalPresence();
    expect(await presence.add('u1')).toBe(true);
    expect(await presence.add('u1')).toBe(false);
    expect(await presence.add('u2')).toBe(true);
    expect(await presence.remove('u1')).toBe(false);
    expect(await presence.remove('u1')).toBe(true);
    expect(await presence.dropInstance()).toEqual(['u2']);
    expect(await presence.add('u2')).toBe(true);
  });
});

describe.skipIf(!testTarget.redisUrl)('Redis presence (real Redis)', () => {
  let redis: Redis;
  const prefix = `hh-test-${randomUUID()}:`;
  beforeAll(async () => {
    redis = await connectRedis(testTarget.redisUrl!);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('counts a user over instances and cleans up an instance on shutdown', async () => {
    const a = createRedisPresence(redis, { prefix, instanceId: 'a' });
    const b = createRedisPresence(redis, { prefix, instanceId: 'b' });
    expect(await a.add('u1')).toBe(true);
    expect(await b.add('u1')).toBe(false);
    expect(await a.add('u2')).toBe(true);
    expect(await a.remove('u1')).toBe(false);
    expect(await b.add('u2')).toBe(false);
    // A shuts down: u2 still has a socket on B, so nobody is offline everywhere yet.
    expect(await a.dropInstance()).toEqual([]);
    expect(await redis.hgetall(`${prefix}presence:user:u2`)).toEqual({ b: '1' });
    expect((await b.dropInstance()).sort()).toEqual(['u1', 'u2']);
    expect(await redis.keys(`${prefix}presence:user:*`)).toEqual([]);
    expect(await redis.zrange(`${prefix}presence:instances`, '0', '-1')).toEqual([]);
  });

  it('stops counting the sockets of an instance that went silent (crashed)', async () => {
    const crashed = createRedisPresence(redis, { prefix, instanceId: 'crashed', staleMs: 200 });
    const survivor = createRedisPresence(redis, { prefix, instanceId: 'survivor', staleMs: 200 });
    expect(await crashed.add('u3')).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await survivor.add('u3')).toBe(true);
    expect(await redis.hgetall(`${prefix}presence:user:u3`)).toEqual({ survivor: '1' });
    expect(await survivor.remove('u3')).toBe(true);
    await survivor.dropInstance();
    await crashed.dropInstance();
  });
});
