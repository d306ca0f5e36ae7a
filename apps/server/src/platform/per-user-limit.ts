import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * A preHandler counting each request against `limit` per signed-in user (so it runs after
 * app.authenticate; the plugin's own hook runs before it), by address for a caller without
 * one. Over the limit: 429 with `detail` and Retry-After. `name` keeps the counters apart.
 * Each call makes its own counters: routes that share a limit must share the preHandler.
 */
export function perUserLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: string | number },
  detail: string,
): PreHandler {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${request.actor?.userId ?? request.ip}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new HttpError(429, detail);
    }
  };
}
