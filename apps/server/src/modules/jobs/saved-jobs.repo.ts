import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { savedJobs } from '../../db/schema/matching';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { appliedBy, listingColumns, openJobs } from './job-search.sql';
import type { JobListingRow } from './jobs.repo';

/** A board row of a saved job, with when the person saved it. */
export type SavedJobListingRow = JobListingRow & { saved_at: Date | string };

const rowsOf = async <T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** Serialises one person's saves (in a transaction), so two at once cannot pass the limit together. */
export async function lockSavedJobsOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-jobs:${userId}`}))`);
}

/** Whether the posting is one the board lists (an open job), the only kind that can be saved. */
export async function isListedJob(db: Executor, postingId: string): Promise<boolean> {
  const rows = await rowsOf<{ listed: boolean }>(
    db,
    sql`select true as listed from ${postings} where ${postings.id} = ${postingId} and ${openJobs}`,
  );
  return rows.length > 0;
}

export async function isSaved(db: Executor, userId: string, postingId: string): Promise<boolean> {
  const [row] = await db
    .select({ postingId: savedJobs.postingId })
    .from(savedJobs)
    .where(and(eq(savedJobs.userId, userId), eq(savedJobs.postingId, postingId)));
  return row !== undefined;
}

/** How many postings the person saved, listed or not (the limit counts every row kept). */
export async function countSavedJobs(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(savedJobs).where(eq(savedJobs.userId, userId));
  return row?.n ?? 0;
}

/** Saves the posting for the person at `at`; saving it again keeps the first save's time. */
export async function insertSavedJob(db: Executor, userId: string, postingId: string, at: Date) {
  await db.insert(savedJobs).values({ userId, postingId, createdAt: at }).onConflictDoNothing();
}

export async function deleteSavedJob(db: Executor, userId: string, postingId: string): Promise<void> {
  await db.delete(savedJobs).where(and(eq(savedJobs.userId, userId), eq(savedJobs.postingId, postingId)));
}

/**
 * The person's saved jobs that the board still lists (open jobs), newest save first, as board
 * rows with the save's time: one statement, through the (user, created_at desc) index.
 */
export function listSavedJobListings(
  db: Executor,
  userId: string,
  limit: number,
): Promise<SavedJobListingRow[]> {
  return rowsOf<SavedJobListingRow>(
    db,
    sql`select ${listingColumns}, null::float8 as distance_km, ${appliedBy(userId)} as applied,
        null::int as match_count, ${savedJobs.createdAt} as saved_at
      from ${savedJobs}
      join ${postings} on ${postings.id} = ${savedJobs.postingId}
      join ${users} on ${users.id} = ${postings.posterId}
      where ${savedJobs.userId} = ${userId} and ${openJobs}
      order by ${savedJobs.createdAt} desc, ${postings.id}
      limit ${limit}`,
  );
}

/** Every posting the person saved, any status, newest save first (the account export). */
export function listSavedJobsOf(db: Executor, userId: string) {
  return db
    .select({ postingId: savedJobs.postingId, title: postings.title, savedAt: savedJobs.createdAt })
    .from(savedJobs)
    .innerJoin(postings, eq(postings.id, savedJobs.postingId))
    .where(eq(savedJobs.userId, userId))
    .orderBy(sql`${savedJobs.createdAt} desc`, postings.id);
}
