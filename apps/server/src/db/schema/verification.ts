import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One-time codes sent by e-mail: 6 digits, stored only as a hash, valid 10 minutes,
 * at most 5 attempts, single use. `purpose` separates e-mail verification from password reset.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('verification_codes_email_purpose_idx').on(t.email, t.purpose, t.createdAt),
    check('verification_codes_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
);
