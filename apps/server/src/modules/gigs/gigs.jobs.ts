import type { FastifyInstance } from 'fastify';
import { pruneOldPostingViews } from './posting-views.service';

/** The gigs module's scheduled work, registered from gigs.routes.ts: hourly, old view notes go. */
export function registerGigJobs(app: FastifyInstance) {
  app.jobs.every('gigs.prune-posting-views', 60 * 60_000, () => pruneOldPostingViews(app.ctx));
}
