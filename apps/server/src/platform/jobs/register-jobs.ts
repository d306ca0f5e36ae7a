import { RETENTION_DAYS, retentionCutoff } from '@hirehand/shared/legal/retention';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import { createJobRunner, type JobRunnerOptions } from './job-runner';
import { pruneJobs } from './job-store';
import { type Clock, systemClock } from './job-timing';
import type { JobRunner } from './job-types';

declare module 'fastify' {
  interface FastifyInstance {
    /** Durable jobs and recurring ticks: register handlers at start-up, enqueue from services. */
    jobs: JobRunner;
  }
}

export interface RegisterJobsOptions extends Pick<JobRunnerOptions, 'pollMs' | 'stopGraceMs' | 'instanceId'> {
  db: Database;
  /** Poll on this instance (JOBS_WORKER); off, it still enqueues and runDue() still works. */
  worker: boolean;
  clock?: Clock;
}

/**
 * Puts the job runner on the app as `app.jobs`. Polling starts once the app is ready, when
 * every module has registered its handlers, and stops before the database closes: preClose
 * runs before any onClose hook.
 */
export function registerJobs(app: FastifyInstance, options: RegisterJobsOptions): JobRunner {
  const { db, worker, clock = systemClock, ...runnerOptions } = options;
  const jobs = createJobRunner({ ...runnerOptions, db, log: app.log, clock });
  app.decorate('jobs', jobs);

  // Finished work is kept a while for inspection, then deleted (decision 021); open jobs never are.
  jobs.every('jobs.prune', 60 * 60_000, async () => {
    const now = clock.now();
    await pruneJobs(db, {
      succeededBefore: retentionCutoff(now, RETENTION_DAYS.succeededJobs),
      failedBefore: retentionCutoff(now, RETENTION_DAYS.failedJobs),
      runsBefore: retentionCutoff(now, RETENTION_DAYS.recurringJobRuns),
    });
  });

  if (worker) app.addHook('onReady', async () => jobs.start());
  app.addHook('preClose', async () => {
    await jobs.stop();
  });
  return jobs;
}
