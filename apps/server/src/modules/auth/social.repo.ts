import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type UserRow, users } from '../../db/schema/users';

/** The app user linked to an identity-provider account (users.firebase_uid). */
export async function findUserByFirebaseUid(db: Executor, uid: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.firebaseUid, uid));
  return row ?? null;
}

/** Marks the user linked to the identity-provider account verified, if it has that e-mail address. */
export async function markLinkedUserEmailVerified(db: Executor, uid: string, email: string): Promise<void> {
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(and(eq(users.firebaseUid, uid), sql`lower(${users.email}) = lower(${email})`));
}

/** Reads the user and locks its row until the transaction ends, so first-use linking runs once per user. */
export async function lockUser(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row ?? null;
}
