import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';

/** Password attempts for one e-mail from one client address. */
export const SIGN_IN_PER_EMAIL_AND_ADDRESS = { max: 25, timeWindow: '1 hour' };

type Check = ReturnType<FastifyInstance['createRateLimit']>;

/** One limiter per app: each createRateLimit call gets its own in-memory store, so both routes must share one. */
const checks = new WeakMap<AppContext, Check>();

function sharedCheck(app: FastifyInstance): Check {
  let check = checks.get(app.ctx);
  if (!check) {
    check = app.createRateLimit({
      ...SIGN_IN_PER_EMAIL_AND_ADDRESS,
      keyGenerator: (request) => {
        const email = String((request.body as { email?: unknown })?.email ?? '')
          .trim()
          .toLowerCase();
        return `sign-in:${email}|${request.ip}`;
      },
    });
    checks.set(app.ctx, check);
  }
  return check;
}

/**
 * A preHandler that limits password attempts per e-mail *and* client address, shared by
 * every password sign-in (POST /api/auth/login and /api/idp/signIn count together). Keyed
 * on the address too, so failures from elsewhere never lock the real owner out; the
 * per-address limit of each route bounds one client across many e-mails. `refuse` builds
 * the route's own error.
 */
export function perEmailSignInLimit(app: FastifyInstance, refuse: () => Error) {
  const check = sharedCheck(app);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    // `isAllowed` only reflects an allow-list; `isExceeded` says whether this attempt is over the limit.
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', limit.ttlInSeconds);
      throw refuse();
    }
  };
}
