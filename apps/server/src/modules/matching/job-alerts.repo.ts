import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type JobAlertRow, jobAlerts } from '../../db/schema/matching';

/** Serialises one person's alert saves (in a transaction), so two at once cannot pass the plan's limit together. */
export async function lockJobAlertsOf(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`job-alerts:${userId}`}))`);
}

/** How many alerts the person keeps. */
export async function countJobAlerts(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return row?.n ?? 0;
}

/** Whether the person already keeps an alert with these stored filters (jsonb equality: key order does not count). */
export async function hasJobAlertWithFilters(
  db: Executor,
  userId: string,
  filters: Record<string, unknown>,
): Promise<boolean> {
  const [row] = await db
    .select({ id: jobAlerts.id })
    .from(jobAlerts)
    .where(and(eq(jobAlerts.userId, userId), sql`${jobAlerts.filters} = ${JSON.stringify(filters)}::jsonb`))
    .limit(1);
  return row !== undefined;
}

export async function insertJobAlert(
  db: Executor,
  values: { userId: string; name: string; filters: Record<string, unknown>; createdAt: Date },
): Promise<JobAlertRow> {
  const [row] = await db.insert(jobAlerts).values(values).returning();
  return row!;
}

/** The person's alerts, newest first (the (user, created_at) index). */
export function listJobAlerts(db: Executor, userId: string): Promise<JobAlertRow[]> {
  return db
    .select()
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, userId))
    .orderBy(desc(jobAlerts.createdAt), desc(jobAlerts.id));
}

export async function findJobAlert(db: Executor, id: string): Promise<JobAlertRow | null> {
  const [row] = await db.select().from(jobAlerts).where(eq(jobAlerts.id, id));
  return row ?? null;
}

export async function deleteJobAlert(db: Executor, id: string): Promise<void> {
  await db.delete(jobAlerts).where(eq(jobAlerts.id, id));
}

/** Every job alert of anyone but the poster, oldest first (a worker's first alert names the match). */
export function findAlertsExcept(db: Executor, posterId: string) {
  return db
    .select({ id: jobAlerts.id, userId: jobAlerts.userId, name: jobAlerts.name, filters: jobAlerts.filters })
    .from(jobAlerts)
    .where(ne(jobAlerts.userId, posterId))
    .orderBy(asc(jobAlerts.createdAt), asc(jobAlerts.id));
}

/** Deletes one of the user's job alerts; answers its name, or null when it was not theirs or gone. */
export async function deleteAlertOf(db: Executor, userId: string, alertId: string): Promise<string | null> {
  const [row] = await db
    .delete(jobAlerts)
    .where(and(eq(jobAlerts.id, alertId), eq(jobAlerts.userId, userId)))
    .returning({ name: jobAlerts.name });
  return row?.name ?? null;
}

/** The ids of the user's job alerts. */
export async function findAlertsOf(db: Executor, userId: string): Promise<string[]> {
  const rows = await db.select({ id: jobAlerts.id }).from(jobAlerts).where(eq(jobAlerts.userId, userId));
  return rows.map((row) => row.id);
}
