import { CERTIFICATION_TYPES } from '@hirehand/shared/jobs/job-enums';
import { NOTIFICATION_FREQUENCIES } from '@hirehand/shared/matching/smart-notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { postings } from './postings';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A worker's work preferences (issue 21): one row once saved; no row means no preferences (all
 * neutral to the matcher). The rate is integer cents CAD.
 */
export const workPreferences = pgTable(
  'work_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    desiredRateCents: integer('desired_rate_cents'),
    jobTypes: text('job_types').array().notNull().default(sql`'{}'::text[]`),
    schedules: text('schedules').array().notNull().default(sql`'{}'::text[]`),
    maxDistanceKm: integer('max_distance_km'),
    categories: text('categories').array().notNull().default(sql`'{}'::text[]`),
    /** Opt-in: employers nearby may find this worker (instant match's find_workers, the map). */
    discoverable: boolean('discoverable').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('work_preferences_rate_check', sql`${t.desiredRateCents} between 0 and 100000`),
    check('work_preferences_distance_check', sql`${t.maxDistanceKm} between 1 and 500`),
    index('work_preferences_discoverable_idx').on(t.userId).where(sql`${t.discoverable}`),
  ],
);
export type WorkPreferencesRow = typeof workPreferences.$inferSelect;

/** Certifications a worker holds (spec 2 §5's types), with the number and expiry they gave. */
export const workerCertifications = pgTable(
  'worker_certifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CERTIFICATION_TYPES }).notNull(),
    number: text('number').notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type] }),
    check('worker_certifications_type_check', sql`${t.type} in (${inList(CERTIFICATION_TYPES)})`),
    index('worker_certifications_type_idx').on(t.type),
  ],
);
export type WorkerCertificationRow = typeof workerCertifications.$inferSelect;

/** Smart notification preferences (spec 2 §3): a row means smart notifications are enabled. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    minMatchScore: integer('min_match_score').notNull(),
    maxDistanceKm: integer('max_distance_km').notNull(),
    preferredCategories: text('preferred_categories').array().notNull().default(sql`'{}'::text[]`),
    frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull(),
    methods: text('methods').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('notification_preferences_score_check', sql`${t.minMatchScore} in (60, 75, 90)`),
    check('notification_preferences_distance_check', sql`${t.maxDistanceKm} in (10, 25, 50)`),
    check(
      'notification_preferences_frequency_check',
      sql`${t.frequency} in (${inList(NOTIFICATION_FREQUENCIES)})`,
    ),
    index('notification_preferences_frequency_idx').on(t.frequency),
  ],
);
export type NotificationPreferencesRow = typeof notificationPreferences.$inferSelect;

/** Jobs a worker saved (the matcher's Save Job; the dashboard's Saved jobs). */
export const savedJobs = pgTable(
  'saved_jobs',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postingId] }),
    index('saved_jobs_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type SavedJobRow = typeof savedJobs.$inferSelect;
