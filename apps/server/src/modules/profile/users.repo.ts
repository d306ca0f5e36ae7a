import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NewUserRow, type UserRow, users } from '../../db/schema/users';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email})`);
  return row ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Inserts the user; null when the e-mail is taken (the unique index decides, so races are safe). */
export async function insertUser(db: Executor, values: NewUserRow): Promise<UserRow | null> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateUser(
  db: Executor,
  id: string,
  values: Partial<NewUserRow>,
): Promise<UserRow | null> {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row ?? null;
}
