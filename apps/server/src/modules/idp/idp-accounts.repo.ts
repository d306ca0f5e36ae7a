import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { idpAccounts } from '../../db/schema/identity';

export type IdpAccountRow = typeof idpAccounts.$inferSelect;
export type NewIdpAccountRow = typeof idpAccounts.$inferInsert;

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A new account uid: 28 random letters and digits, like Firebase's. */
export function newIdpUid(): string {
  let uid = '';
  for (let i = 0; i < 28; i++) uid += UID_ALPHABET[randomInt(UID_ALPHABET.length)];
  return uid;
}

export async function findIdpAccountByUid(db: Executor, uid: string): Promise<IdpAccountRow | null> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.uid, uid));
  return row ?? null;
}

export async function findIdpAccountByGoogleSubject(
  db: Executor,
  subject: string,
): Promise<IdpAccountRow | null> {
  const [row] = await db.select().from(idpAccounts).where(eq(idpAccounts.googleSubject, subject));
  return row ?? null;
}

export async function findIdpAccountByEmail(db: Executor, email: string): Promise<IdpAccountRow | null> {
  const [row] = await db.select().from(idpAccounts).where(sql`lower(${idpAccounts.email}) = lower(${email})`);
  return row ?? null;
}

/**
 * Inserts the account (a fresh uid unless given); null when its e-mail or Google subject is
 * taken (the unique indexes decide, so a concurrent sign-up or sign-in loses cleanly).
 */
export async function insertIdpAccount(
  db: Executor,
  values: Omit<NewIdpAccountRow, 'uid'> & { uid?: string },
): Promise<IdpAccountRow | null> {
  const [row] = await db
    .insert(idpAccounts)
    .values({ ...values, uid: values.uid ?? newIdpUid() })
    .onConflictDoNothing()
    .returning();
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

export async function deleteIdpAccount(db: Executor, uid: string): Promise<void> {
  await db.delete(idpAccounts).where(eq(idpAccounts.uid, uid));
}
