import type { FastifyInstance } from 'fastify';
import { renameCompanyPostings } from './gigs.service';
import { expireDuePostings } from './paid-posting.service';
import { pruneOldPostingViews } from './posting-views.service';

/**
 * The gigs module's scheduled work, registered from gigs.routes.ts: hourly, old view notes go;
 * every minute, paid jobs whose 30 days ended leave the board; a renamed company's postings take
 * its new name.
 */
export function registerGigJobs(app: FastifyInstance) {
  app.jobs.register('gigs.company_renamed', async (payload, job) => {
    const renamed = await renameCompanyPostings(app.ctx, payload.companyId);
    job.log.info({ feature: 'gigs', renamed }, 'company postings renamed');
  });
  app.jobs.every('gigs.prune-posting-views', 60 * 60_000, () => pruneOldPostingViews(app.ctx));
  app.jobs.every('gigs.expire-paid-postings', 60_000, async () => {
    await expireDuePostings(app.ctx);
  });
}
