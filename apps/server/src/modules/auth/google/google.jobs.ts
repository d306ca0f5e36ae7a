import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import type { FastifyInstance } from 'fastify';
import { deleteExchangesExpiredBefore } from './exchanges.repo';

const HOUR_MS = 60 * 60_000;

/**
 * The Google sign-in's scheduled work, registered from google.routes.ts: every hour, sign-in
 * exchanges (used or not) that expired more than a day ago are deleted (decision 021).
 */
export function registerGoogleJobs(app: FastifyInstance) {
  const { ctx } = app;
  app.jobs.every('google.exchanges-retention', HOUR_MS, async (tick) => {
    const cutoff = retentionCutoff(ctx.clock.now(), RETENTION_DAYS.signInExchanges);
    const deleted = await deleteExchangesExpiredBefore(ctx.db, cutoff);
    tick.log.info({ feature: 'retention', deleted }, 'expired sign-in exchanges deleted');
  });
}
