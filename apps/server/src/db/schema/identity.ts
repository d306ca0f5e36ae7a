import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Accounts of the built-in identity provider (the auth modal's "hosted identity
 * provider"): the app user links to one through users.firebase_uid. One password per
 * person (docs/decisions/010): a linked account has no password_hash of its own, the
 * user's is checked; only a sign-up not yet registered as a user holds its own.
 */
export const idpAccounts = pgTable(
  'idp_accounts',
  {
    uid: text('uid').primaryKey(),
    email: text('email').notNull(),
    /** Only until firebase-register moves it onto the new user; null on every linked account. */
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    /** password or google.com */
    provider: text('provider').notNull().default('password'),
    googleSubject: text('google_subject'),
    emailVerified: boolean('email_verified').notNull().default(false),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('idp_accounts_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('idp_accounts_google_subject_key').on(t.googleSubject),
  ],
);

/**
 * One-time codes that finish a social sign-in: the browser comes back with the
 * code (`session_id`) in the URL hash and exchanges it once, within 5 minutes,
 * for a session (POST /api/auth/emergent-session). Only a hash is stored.
 */
export const signInExchanges = pgTable(
  'sign_in_exchanges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    codeHash: text('code_hash').notNull(),
    /** How the code was earned: a Google sign-in, or the link e-mailed when sign-in was locked (decision 027). */
    method: text('method', { enum: ['google', 'email_link'] })
      .notNull()
      .default('google'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sign_in_exchanges_code_hash_key').on(t.codeHash),
    index('sign_in_exchanges_user_idx').on(t.userId),
  ],
);
