import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type WorkerCertificationRow,
  type WorkPreferencesRow,
  workerCertifications,
  workPreferences,
} from '../../db/schema/matching';

export async function findWorkPreferences(db: Executor, userId: string): Promise<WorkPreferencesRow | null> {
  const [row] = await db.select().from(workPreferences).where(eq(workPreferences.userId, userId));
  return row ?? null;
}

export function findWorkerCertifications(db: Executor, userId: string): Promise<WorkerCertificationRow[]> {
  return db
    .select()
    .from(workerCertifications)
    .where(eq(workerCertifications.userId, userId))
    .orderBy(asc(workerCertifications.createdAt), asc(workerCertifications.type));
}

export async function upsertWorkPreferences(
  db: Executor,
  values: typeof workPreferences.$inferInsert,
): Promise<WorkPreferencesRow> {
  const { userId: _userId, ...changes } = values;
  const [row] = await db
    .insert(workPreferences)
    .values(values)
    .onConflictDoUpdate({ target: workPreferences.userId, set: changes })
    .returning();
  if (!row) throw new Error('upsertWorkPreferences: no row');
  return row;
}

/** Replaces every certification of the user with these (in a transaction: the caller's). */
export async function replaceWorkerCertifications(
  db: Executor,
  userId: string,
  rows: (typeof workerCertifications.$inferInsert)[],
): Promise<void> {
  await db.delete(workerCertifications).where(eq(workerCertifications.userId, userId));
  if (rows.length > 0) await db.insert(workerCertifications).values(rows);
}
