import { Redis } from 'ioredis';

/** One connection for commands and publishing; fails fast at boot if Redis does not answer. */
export async function connectRedis(url: string): Promise<Redis> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3, enableOfflineQueue: true });
  await redis.connect();
  await redis.ping();
  return redis;
}
