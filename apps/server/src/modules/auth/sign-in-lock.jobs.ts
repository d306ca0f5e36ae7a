import type { FastifyInstance } from 'fastify';
import { pruneSignInCeilings, SIGN_IN_LOCKED_JOB } from '../../platform/auth/account-sign-in.limit';
import { sendSignInLinkForLock } from './sign-in-lock.service';

const HOUR_MS = 60 * 60_000;

/**
 * The per-account sign-in ceiling's scheduled work (decision 027), registered from
 * auth.routes.ts: a lock e-mails the owner a one-time sign-in link, and idle counters are
 * pruned every hour.
 */
export function registerSignInLockJobs(app: FastifyInstance) {
  app.jobs.register(SIGN_IN_LOCKED_JOB, (payload, job) =>
    sendSignInLinkForLock({ ctx: app.ctx, email: payload.email, log: job.log }),
  );
  app.jobs.every('auth.sign-in-ceilings.prune', HOUR_MS, () => pruneSignInCeilings(app.ctx));
}
