import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import type { FastifyInstance } from 'fastify';
import { deleteCodesExpiredBefore } from './verification.repo';

const HOUR_MS = 60 * 60_000;

/**
 * The verification flows' scheduled work, registered from verification.routes.ts: every hour,
 * codes that expired more than a day ago are deleted (decision 021). The resend limits count
 * the last hour's codes, which are never that old.
 */
export function registerVerificationJobs(app: FastifyInstance) {
  const { ctx } = app;
  app.jobs.every('verification.codes-retention', HOUR_MS, async (tick) => {
    const cutoff = retentionCutoff(ctx.clock.now(), RETENTION_DAYS.verificationCodes);
    const deleted = await deleteCodesExpiredBefore(ctx.db, cutoff);
    tick.log.info({ feature: 'retention', deleted }, 'expired verification codes deleted');
  });
}
