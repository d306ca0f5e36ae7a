import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { type LimitCounter, limitCounter, type PreHandler } from '../request-limit';

/** Password attempts for one e-mail from one client address. */
export const SIGN_IN_PER_EMAIL_AND_ADDRESS = { max: 25, timeWindow: '1 hour' };

/** One counter per app: each createRateLimit call gets its own in-memory store, so both routes must share one. */
const counters = new WeakMap<AppContext, LimitCounter>();

const emailOf = (body: unknown) =>
  String((body as { email?: unknown } | undefined)?.email ?? '')
    .trim()
    .toLowerCase();

function sharedCounter(app: FastifyInstance): LimitCounter {
  let counter = counters.get(app.ctx);
  if (!counter) {
    counter = limitCounter(app, {
      name: 'sign-in',
      limit: SIGN_IN_PER_EMAIL_AND_ADDRESS,
      key: (request) => `${emailOf(request.body)}|${request.ip}`,
    });
    counters.set(app.ctx, counter);
  }
  return counter;
}

/**
 * A preHandler that limits password attempts per e-mail *and* client address, shared by
 * every password sign-in (POST /api/auth/login and /api/idp/signIn count together). Keyed
 * on the address too, so failures from elsewhere never lock the real owner out; the
 * per-address limit of each route bounds one client across many e-mails. `refuse` builds
 * the route's own error.
 */
export function perEmailSignInLimit(app: FastifyInstance, refuse: () => Error): PreHandler {
  const over = sharedCounter(app);
  return async (request, reply) => {
    if (await over(request, reply)) throw refuse();
  };
}
