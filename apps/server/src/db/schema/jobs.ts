import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Durable background work (platform/jobs, decision 016). Named background_jobs so it is
 * never mistaken for the job postings of the jobs feature. A row is queued until an
 * instance claims it (FOR UPDATE SKIP LOCKED) and leases it until locked_until; an
 * expired lease means its instance died, and any instance claims it again.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    payload: jsonb('payload').notNull().default({}),
    status: text('status', { enum: ['queued', 'running', 'succeeded', 'failed'] })
      .notNull()
      .default('queued'),
    /** When the job may next be claimed: when it was asked for, or after a failure's backoff. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** Runs started, counted when claimed, so a job that kills its instance still runs out. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The claim's token: completion only counts for the claim still holding the job. */
    lockedBy: text('locked_by'),
    /** Enqueueing twice with one key makes one job (as long as the row is kept). */
    dedupeKey: text('dedupe_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    // The claim reads only open jobs, in run_at order.
    index('background_jobs_claim_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
    // Pruning finished jobs.
    index('background_jobs_finished_idx').on(t.finishedAt).where(sql`${t.finishedAt} is not null`),
    uniqueIndex('background_jobs_dedupe_key_key').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    check('background_jobs_status_check', sql`${t.status} in ('queued', 'running', 'succeeded', 'failed')`),
    check('background_jobs_max_attempts_check', sql`${t.maxAttempts} >= 1`),
  ],
);

/**
 * One row per run of a recurring job: the instance whose insert of (name, slot) lands runs
 * that slot; the others' inserts conflict and they skip it.
 */
export const recurringJobRuns = pgTable(
  'recurring_job_runs',
  {
    name: text('name').notNull(),
    /** floor(epoch ms / interval ms): the run's time slot. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    claimedBy: text('claimed_by').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [primaryKey({ columns: [t.name, t.slot] }), index('recurring_job_runs_started_idx').on(t.startedAt)],
);

export type BackgroundJobRow = typeof backgroundJobs.$inferSelect;
export type RecurringJobRunRow = typeof recurringJobRuns.$inferSelect;
