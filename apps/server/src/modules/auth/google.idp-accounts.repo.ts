import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idpAccounts } from '../../db/schema/identity';

export type IdpAccountRow = typeof idpAccounts.$inferSelect;
type NewIdpAccountRow = typeof idpAccounts.$inferInsert;

export async function findIdpAccountByGoogleSubject(db: Executor, subject: string) {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.googleSubject, subject));
  return row ?? null;
}

export async function findIdpAccountByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(idpAccounts).where(sql`lower(${idpAccounts.email}) = lower(${email})`);
  return row ?? null;
}

/** Inserts the account; null when its e-mail or Google subject is taken (a concurrent sign-in won). */
export async function insertIdpAccount(
  db: Executor,
  values: NewIdpAccountRow,
): Promise<IdpAccountRow | null> {
  const [row] = await db.insert(idpAccounts).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateIdpAccount(
  db: Executor,
  uid: string,
  values: Partial<NewIdpAccountRow>,
): Promise<IdpAccountRow | null> {
  const [row] = await db.update(idpAccounts).set(values).where(eq(idpAccounts.uid, uid)).returning();
  return row ?? null;
}
