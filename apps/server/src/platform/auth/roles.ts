import type { StaffRole } from '@hirehand/shared/staff/staff';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { userRoles } from '../../db/schema/roles';
import { users } from '../../db/schema/users';

/*
 * The user_roles table. Platform owns it because the guard (app.requireStaff) reads it on every
 * staff request; only the staff command writes it (decision 024), never an API route.
 */

/** Whether the user holds the role now (read on every request: a revoke takes effect at once). */
export async function hasRole(db: Executor, userId: string, role: StaffRole): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .limit(1);
  return row !== undefined;
}

/** Grants the role; false when the user already held it. */
export async function grantRole(db: Executor, userId: string, role: StaffRole, at: Date): Promise<boolean> {
  const inserted = await db
    .insert(userRoles)
    .values({ userId, role, grantedAt: at })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return inserted.length > 0;
}

/** Revokes the role; false when the user did not hold it. */
export async function revokeRole(db: Executor, userId: string, role: StaffRole): Promise<boolean> {
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ userId: userRoles.userId });
  return deleted.length > 0;
}

/** Everyone holding the role, earliest grant first. */
export function listRoleHolders(db: Executor, role: StaffRole) {
  return db
    .select({ email: users.email, fullName: users.fullName, grantedAt: userRoles.grantedAt })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(eq(userRoles.role, role))
    .orderBy(asc(userRoles.grantedAt), asc(users.email));
}
