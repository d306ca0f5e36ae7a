import rateLimit from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import { PLATFORM_ERRORS, type Refusal } from '@hirehand/shared/platform/errors';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';
import { withRedis } from './redis';

type Store = InstanceType<typeof LocalStore>;
type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;

const call = (store: Store, method: 'incr' | 'read', key: string, timeWindow: number, max: number) =>
  new Promise<Result>((resolve, reject) =>
    store[method](key, (err, res) => (err || !res ? reject(err) : resolve(res)), timeWindow, max),
  );

interface StoreParams {
  continueExceeding: boolean;
  exponentialBackoff: boolean;
}

/**
 * Counts in Redis, shared by every instance; while Redis is unreachable or slow, counts on
 * this instance instead, so limits still hold (per instance) and no request waits on Redis.
 * The local counts start from zero, so an outage gives a client at most one extra allowance
 * per instance.
 */
function redisStoreWithLocalFallback(redis: Redis, nameSpace: string) {
  return class RedisWithLocalFallback {
    private readonly shared: Store;
    private readonly local: Store;

    // The plugin passes its merged options, which carry these two (its types do not say so).
    constructor(params: object, stores?: { shared: Store; local: Store }) {
      const { continueExceeding, exponentialBackoff } = params as StoreParams;
      this.shared = stores?.shared ?? new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace);
      this.local = stores?.local ?? new LocalStore(continueExceeding, exponentialBackoff);
    }

    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      withRedis(
        redis,
        () => call(this.shared, method, key, timeWindow, max),
        () => call(this.local, method, key, timeWindow, max),
      ).then(
        (res) => cb(null, res),
        (err) => cb(err),
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    /** A route's own counters (the plugin calls it for every limited route). */
    child(routeOptions: object): RedisWithLocalFallback {
      return new RedisWithLocalFallback(routeOptions, {
        shared: this.shared.child(routeOptions),
        local: this.local.child(routeOptions),
      });
    }
  };
}

/**
 * Per-route limits (`config.rateLimit` on a route); nothing is limited globally.
 * Counters live in Redis when it is configured, so every instance shares them.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redis?: Redis; prefix: string }) {
  await app.register(rateLimit, {
    global: false,
    store: opts.redis ? redisStoreWithLocalFallback(opts.redis, `${opts.prefix}rate:`) : undefined,
    // A store failure (there should be none left) lets the request through rather than failing it.
    skipOnError: true,
    errorResponseBuilder: refusedWith(PLATFORM_ERRORS.rateLimited),
  });
}

/**
 * A route limit's `errorResponseBuilder` answering a refusal's `{code, detail}` (the plugin sets
 * Retry-After itself): `config: { rateLimit: { ...limit, errorResponseBuilder: refusedWith(AUTH_ERRORS.tooManyAttempts) } }`.
 */
export const refusedWith = (refusal: Refusal) => (_request: unknown, context: { statusCode: number }) =>
  new HttpError(context.statusCode, refusal);
