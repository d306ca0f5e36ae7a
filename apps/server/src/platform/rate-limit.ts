import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { HttpError } from './errors';

export const RATE_LIMITED_DETAIL = 'Too many requests. Please try again later.';

/**
 * Per-route limits (`config.rateLimit` on a route); nothing is limited globally.
 * Counters live in Redis when it is configured, so every instance shares them.
 */
export async function registerRateLimits(app: FastifyInstance, opts: { redis?: Redis; prefix: string }) {
  await app.register(rateLimit, {
    global: false,
    redis: opts.redis,
    nameSpace: `${opts.prefix}rate:`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const error = new HttpError(context.statusCode, RATE_LIMITED_DETAIL);
      return error;
    },
  });
}
