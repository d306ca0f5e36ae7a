import { and, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { type BackgroundJobRow, backgroundJobs, recurringJobRuns } from '../../db/schema/jobs';

/**
 * The job tables' SQL, plain PostgreSQL that PGlite runs as well. Every time comes from the
 * runner's clock, never the database's now(), so tests move time by moving the clock.
 */

export interface NewJob {
  name: string;
  payload: unknown;
  runAt: Date;
  maxAttempts: number;
  dedupeKey?: string;
}

/** Inserts a job; undefined when a job with the same dedupe key already exists. */
export async function insertJob(executor: Executor, job: NewJob): Promise<string | undefined> {
  const [row] = await executor
    .insert(backgroundJobs)
    .values({
      name: job.name,
      payload: job.payload ?? {},
      runAt: job.runAt,
      maxAttempts: job.maxAttempts,
      dedupeKey: job.dedupeKey,
    })
    .onConflictDoNothing({ target: backgroundJobs.dedupeKey, where: sql`dedupe_key is not null` })
    .returning({ id: backgroundJobs.id });
  return row?.id;
}

/**
 * Claims the oldest due job among the names in `leaseUntil` and leases it to `token` until
 * that name's time.
 * Due means queued with run_at reached, or running with an expired lease (its instance
 * died or hung). The row is locked FOR UPDATE SKIP LOCKED inside the one statement's
 * transaction, so concurrent claimers pass over each other's rows instead of waiting; a
 * row another claimer updated meanwhile is re-checked against the WHERE and dropped.
 */
export async function claimJob(
  db: Database,
  { leaseUntil, now, token }: { leaseUntil: Map<string, Date>; now: Date; token: string },
): Promise<BackgroundJobRow | undefined> {
  const names = [...leaseUntil.keys()];
  // Each job name has its own lease; the claim learns the name only as it takes the row.
  const lease = sql`case ${backgroundJobs.name} ${sql.join(
    names.map((name) => sql`when ${name} then ${leaseUntil.get(name)!.toISOString()}::timestamptz`),
    sql` `,
  )} end`;
  const due = db.$with('due').as(
    db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(
        and(
          inArray(backgroundJobs.status, ['queued', 'running']),
          lte(backgroundJobs.runAt, now),
          or(eq(backgroundJobs.status, 'queued'), lte(backgroundJobs.lockedUntil, now)),
          inArray(backgroundJobs.name, names),
        ),
      )
      .orderBy(backgroundJobs.runAt)
      .limit(1)
      .for('update', { skipLocked: true }),
  );
  const [row] = await db
    .with(due)
    .update(backgroundJobs)
    .set({
      status: 'running',
      attempts: sql`${backgroundJobs.attempts} + 1`,
      lockedUntil: lease,
      lockedBy: token,
    })
    .where(inArray(backgroundJobs.id, db.select({ id: due.id }).from(due)))
    .returning();
  return row;
}

/** The claim still holds the job: a claim whose lease expired and was taken over changes nothing. */
const heldBy = (id: string, token: string) =>
  and(eq(backgroundJobs.id, id), eq(backgroundJobs.lockedBy, token), eq(backgroundJobs.status, 'running'));

/** What a finished job's payload becomes when its options ask for redaction. */
export const REDACTED_PAYLOAD = { redacted: true } as const;
const redacted = (redact: boolean | undefined) => (redact ? { payload: REDACTED_PAYLOAD } : {});

/** Marks a claimed job done; false when the claim had already lost the job. */
export async function completeJob(
  db: Database,
  id: string,
  token: string,
  { now, redact }: { now: Date; redact?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({ status: 'succeeded', finishedAt: now, lockedUntil: null, lockedBy: null, ...redacted(redact) })
    .where(heldBy(id, token))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Queues a failed job again at `retryAt`, or, with no retry left, leaves it failed with its error. */
export async function failJob(
  db: Database,
  id: string,
  token: string,
  { error, now, retryAt, redact }: { error: string; now: Date; retryAt?: Date; redact?: boolean },
): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set(
      retryAt
        ? { status: 'queued', runAt: retryAt, lastError: error, lockedUntil: null, lockedBy: null }
        : {
            status: 'failed',
            finishedAt: now,
            lastError: error,
            lockedUntil: null,
            lockedBy: null,
            ...redacted(redact),
          },
    )
    .where(heldBy(id, token))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Hands an interrupted job back (shutdown): queued again now, and the attempt does not count. */
export async function releaseJob(db: Database, id: string, token: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(backgroundJobs)
    .set({
      status: 'queued',
      runAt: now,
      attempts: sql`greatest(${backgroundJobs.attempts} - 1, 0)`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(heldBy(id, token))
    .returning({ id: backgroundJobs.id });
  return rows.length > 0;
}

/** Inserts the (name, slot) row; true for the one instance whose insert landed. */
export async function claimSlot(
  db: Database,
  { name, slot, token, now }: { name: string; slot: number; token: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .insert(recurringJobRuns)
    .values({ name, slot, claimedBy: token, startedAt: now })
    .onConflictDoNothing({ target: [recurringJobRuns.name, recurringJobRuns.slot] })
    .returning({ slot: recurringJobRuns.slot });
  return rows.length > 0;
}

export async function finishSlot(
  db: Database,
  { name, slot, now, error }: { name: string; slot: number; now: Date; error?: string },
) {
  await db
    .update(recurringJobRuns)
    .set({ finishedAt: now, error: error ?? null })
    .where(and(eq(recurringJobRuns.name, name), eq(recurringJobRuns.slot, slot)));
}

/** Deletes finished jobs and recurring runs older than the cut-offs; open jobs are never touched. */
export async function pruneJobs(
  db: Database,
  {
    succeededBefore,
    failedBefore,
    runsBefore,
  }: { succeededBefore: Date; failedBefore: Date; runsBefore: Date },
) {
  await db
    .delete(backgroundJobs)
    .where(
      or(
        and(eq(backgroundJobs.status, 'succeeded'), lt(backgroundJobs.finishedAt, succeededBefore)),
        and(eq(backgroundJobs.status, 'failed'), lt(backgroundJobs.finishedAt, failedBefore)),
      ),
    );
  await db.delete(recurringJobRuns).where(lt(recurringJobRuns.startedAt, runsBefore));
}
