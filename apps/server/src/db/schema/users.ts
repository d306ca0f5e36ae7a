import { DEFAULT_LOCALE, DEFAULT_TIME_ZONE, SUPPORTED_LOCALES } from '@hirehand/shared/locale/locales';
import { USER_TYPES } from '@hirehand/shared/users/user-types';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    userType: text('user_type', { enum: USER_TYPES }).notNull().default('worker'),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    skills: text('skills').array().notNull().default(sql`'{}'::text[]`),
    bio: text('bio'),
    profilePicture: text('profile_picture'),
    socialProvider: text('social_provider'),
    /** The identity-provider account (built-in or Firebase) this user signs in with, if any. */
    firebaseUid: text('firebase_uid'),
    emailVerified: boolean('email_verified').notNull().default(false),
    trustScore: integer('trust_score').notNull().default(50),
    /** The language the account reads screens, notifications and e-mails in (decision 023). */
    locale: text('locale', { enum: SUPPORTED_LOCALES }).notNull().default(DEFAULT_LOCALE),
    /** The IANA zone its dates are shown in; from the browser at sign-up (decision 023). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_firebase_uid_key').on(t.firebaseUid),
    index('users_user_type_idx').on(t.userType),
    // Workers per city, as the business analytics' geography counts them (decision 043).
    index('users_worker_city_idx').on(sql`lower(btrim(${t.city}))`).where(sql`${t.userType} = 'worker'`),
    check('users_user_type_check', sql`${t.userType} in ('worker', 'employer', 'company')`),
    check('users_trust_score_range', sql`${t.trustScore} between 0 and 100`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
