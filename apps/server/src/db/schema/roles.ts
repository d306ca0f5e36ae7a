import { STAFF_ROLES } from '@hirehand/shared/staff/staff';
import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Roles beyond an ordinary account (today only `staff`), one row per grant. A table of its own
 * rather than a users column: nothing that updates a user's profile can touch it, and only the
 * staff command (apps/server/src/cli/staff.ts) writes it (decision 024).
 */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check('user_roles_role_check', sql`${t.role} in ('staff')`),
  ],
);

export type UserRoleRow = typeof userRoles.$inferSelect;
