import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema/users';
import { updateUser } from './users.repo';

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
