import type { Refusal } from '@hirehand/shared/platform/errors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors';

export type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** Counts the request; true (with Retry-After set on the reply) when it is over the limit. */
export type LimitCounter = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

export interface LimitOptions {
  /** Keeps this limit's counters apart from every other limit's. */
  name: string;
  limit: { max: number; timeWindow: string | number };
  /** What the requests are counted by (after `name:`). */
  key: (request: FastifyRequest) => string;
}

/**
 * A counter of requests by `key`, for limits the plugin's route hook cannot express: that
 * hook runs before authentication and body parsing, so it cannot key on `request.actor`
 * or the body. Each call makes its own counters: routes sharing a limit share the counter.
 */
export function limitCounter(app: FastifyInstance, options: LimitOptions): LimitCounter {
  const check = app.createRateLimit({
    ...options.limit,
    keyGenerator: (request) => `${options.name}:${options.key(request)}`,
  });
  return async (request, reply) => {
    const result = await check(request);
    // `isAllowed` only reflects an allow-list; `isExceeded` says whether this request is over the limit.
    if (result.isAllowed || !result.isExceeded) return false;
    reply.header('retry-after', result.ttlInSeconds);
    return true;
  };
}

/** Limits a route takes both per caller (the user, or the address for a visitor) and per address. */
export interface CallerAndAddressLimits {
  perCaller: { max: number; timeWindow: string | number };
  perAddress: { max: number; timeWindow: string | number };
}

/**
 * The conversational routes' pair of counters (`<name>` per caller, `<name>-ip` per address):
 * `either` is true (with Retry-After set) when the request is over one of them. The address is
 * counted first, so a visitor switching accounts still meets the address's ceiling.
 */
export function callerAndAddressLimit(app: FastifyInstance, name: string, limits: CallerAndAddressLimits) {
  const perCaller = limitCounter(app, {
    name,
    limit: limits.perCaller,
    key: (request) => request.actor?.userId ?? request.ip,
  });
  const perAddress = limitCounter(app, { name: `${name}-ip`, limit: limits.perAddress, key: (r) => r.ip });
  const either: LimitCounter = async (request, reply) =>
    (await perAddress(request, reply)) || (await perCaller(request, reply));
  return { perCaller, perAddress, either };
}

/**
 * A preHandler limiting each signed-in user (so it goes after app.authenticate), by
 * address for a caller without one. Over the limit: 429 with `refusal` (`rate_limited` and the
 * generic text by default) and Retry-After.
 */
export function perUserLimit(
  app: FastifyInstance,
  name: string,
  limit: { max: number; timeWindow: string | number },
  refusal?: Refusal,
): PreHandler {
  const over = limitCounter(app, { name, limit, key: (request) => request.actor?.userId ?? request.ip });
  return async (request, reply) => {
    if (await over(request, reply)) throw errors.tooManyRequests(refusal);
  };
}
