import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';
import { accountTrustScore } from '../trust/trust.service';

/** Columns the trust score reads; writing any of them recomputes it (docs/decisions/005-trust-score.md). */
const TRUST_INPUTS = ['emailVerified', 'phone', 'city', 'bio', 'skills', 'profilePicture'] as const;

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

/** Every authenticated read of the caller's profile runs it: prepared once per database. */
const userByIdStatement = preparedPerDatabase((db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('users_by_id'),
);

/** The user by id; `lock` (inside a transaction) holds the row until it commits. */
export async function findUserById(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<UserRow | null> {
  const statement = options.lock ? undefined : userByIdStatement(db);
  if (statement) {
    const [row] = await statement.execute({ id });
    return row ?? null;
  }
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row ?? null;
}

/**
 * Inserts the user with its computed trust score (unless one is given, as the demo
 * seed does); null when the e-mail is taken (the unique index decides, so races are safe).
 */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | null> {
  const trustScore = values.trustScore ?? accountTrustScore(values);
  const [row] = await db
    .insert(users)
    .values({ ...values, trustScore })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Updates the user; when a trust input changed, the stored trust score follows. */
export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  if (!row || !TRUST_INPUTS.some((key) => key in values)) return row ?? null;
  const trustScore = accountTrustScore(row);
  if (trustScore === row.trustScore) return row;
  const [rescored] = await db.update(users).set({ trustScore }).where(eq(users.id, id)).returning();
  return rescored ?? row;
}

/** Deletes the user; sessions and sign-in exchanges go with it (foreign keys cascade). */
export async function deleteUser(db: Executor, userId: string): Promise<void> {
  await db.delete(users).where(eq(users.id, userId));
}

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

/**
 * Sets the user's picture and answers the one it replaced, in one transaction that locks the
 * row, so two uploads at once each see the picture the other replaced (none is left behind
 * unnoticed). Null when there is no such user.
 */
export async function replaceProfilePicture(db: Executor, userId: string, next: string | null) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ picture: users.profilePicture })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!current) return null;
    const user = await updateUser(tx, userId, { profilePicture: next });
    return user ? { previous: current.picture, user } : null;
  });
}

/** Whether the picture at this path is the user's current one (a replaced or removed one is not served). */
export async function isCurrentPicture(db: Executor, userId: string, path: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.profilePicture, path)));
  return !!row;
}

/** The account's locale and time zone by id or by e-mail (case-insensitively); null when none has it. */
export async function findLocaleSettings(
  db: Executor,
  who: { userId: string } | { email: string },
): Promise<{ locale: UserRow['locale']; timeZone: string } | null> {
  const where = 'userId' in who ? eq(users.id, who.userId) : sql`lower(${users.email}) = lower(${who.email})`;
  const [row] = await db.select({ locale: users.locale, timeZone: users.timeZone }).from(users).where(where);
  return row ?? null;
}
