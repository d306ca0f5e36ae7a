import type { FastifyInstance } from 'fastify';
import { deliverOpenedPosting, enqueueDueDigests, sendDigest } from './match-delivery.service';

/** How often the digest tick looks for workers whose digest morning it is (decision 039). */
export const DIGEST_TICK_MS = 15 * 60_000;

/**
 * The match delivery's durable work (decision 039), registered from the matching plugin: a
 * posting that opened is delivered to the workers it matches; the tick enqueues each worker's
 * daily or weekly digest once per period, and the digest job sends it.
 */
export function registerMatchingJobs(app: FastifyInstance) {
  app.jobs.register('matching.posting_opened', async (payload, job) => {
    const { delivered } = await deliverOpenedPosting(app.ctx, job.log, payload.postingId);
    job.log.info({ feature: 'matching', delivered }, 'posting delivered to its matches');
  });
  app.jobs.register('matching.digest', (payload) => sendDigest(app.ctx, payload));
  app.jobs.every('matching.digests', DIGEST_TICK_MS, async (tick) => {
    const enqueued = await enqueueDueDigests(app.ctx);
    if (enqueued > 0) tick.log.info({ feature: 'matching', enqueued }, 'digests enqueued');
  });
}
