import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The per-account sign-in ceiling (platform/auth/account-sign-in.limit.ts, decision 027): password
 * attempts for one e-mail address from any client address. One row per address tried (known or
 * not, so the ceiling never tells which addresses have accounts); a successful sign-in deletes it.
 */
export const signInCeilings = pgTable('sign_in_ceilings', {
  /** The e-mail tried, lower case. */
  email: text('email').primaryKey(),
  /** Attempts counted since the run began (counted before the password is checked). */
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull(),
  /** No attempt is checked before this moment (the growing delay). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
  /** Locked: every attempt is refused with 429 until then. */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** When the owner was last e-mailed a sign-in link for a lock (at most once per lock). */
  ownerNotifiedAt: timestamp('owner_notified_at', { withTimezone: true }),
});

export type SignInCeilingRow = typeof signInCeilings.$inferSelect;
