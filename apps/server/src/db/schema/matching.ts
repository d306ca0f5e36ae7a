import { CERTIFICATION_TYPES } from '@hirehand/shared/jobs/job-enums';
import { NOTIFICATION_FREQUENCIES } from '@hirehand/shared/matching/smart-notifications';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
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

/**
 * A match delivered to a worker (issue 21): one row per worker and posting, ever, whichever way it
 * was found (their smart notifications or one of their job alerts), so a match reaches a worker at
 * most once. The row records what happened to it, and the match analytics read these times:
 * sent in-app and by e-mail (a digest sets `email_sent_at` when it goes), the e-mail opened (its
 * tracking image), a link clicked (the redirect); whether the in-app notification was read is
 * its notification's `read_at` (`notification_id`).
 */
export const matchDeliveries = pgTable(
  'match_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    /** 'smart': the smart notification preferences; 'alert': a saved search (`alertId`). */
    source: text('source', { enum: ['smart', 'alert'] }).notNull(),
    alertId: uuid('alert_id').references(() => jobAlerts.id, { onDelete: 'set null' }),
    /** The match score when it was found (0-100); null for an alert, which matches by filters. */
    score: integer('score'),
    /** immediate, daily or weekly: when its e-mail goes. */
    frequency: text('frequency', { enum: NOTIFICATION_FREQUENCIES }).notNull(),
    /** The methods chosen when it was found (email, in_app). */
    methods: text('methods').array().notNull(),
    notificationId: uuid('notification_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    inAppSentAt: timestamp('in_app_sent_at', { withTimezone: true }),
    emailSentAt: timestamp('email_sent_at', { withTimezone: true }),
    emailOpenedAt: timestamp('email_opened_at', { withTimezone: true }),
    clickedAt: timestamp('clicked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('match_deliveries_user_posting_key').on(t.userId, t.postingId),
    index('match_deliveries_user_created_idx').on(t.userId, t.createdAt),
    // The digests' work list: e-mails still to send, by frequency.
    index('match_deliveries_pending_email_idx')
      .on(t.frequency, t.userId)
      .where(sql`${t.emailSentAt} is null and 'email' = any(${t.methods})`),
    index('match_deliveries_notification_idx').on(t.notificationId),
  ],
);
export type MatchDeliveryRow = typeof matchDeliveries.$inferSelect;

/**
 * Matches shown to a worker on a screen (the AI Job Matcher, Premium AI Matching): one row per
 * match per showing, with its score. The match analytics count these (issue 21).
 */
export const matchImpressions = pgTable(
  'match_impressions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    /** 'matcher' (POST /api/ai/match-jobs) or 'premium' (POST /api/premium/ai-matching/advanced). */
    surface: text('surface', { enum: ['matcher', 'premium'] }).notNull(),
    score: integer('score').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('match_impressions_score_check', sql`${t.score} between 0 and 100`),
    index('match_impressions_user_created_idx').on(t.userId, t.createdAt),
  ],
);
export type MatchImpressionRow = typeof matchImpressions.$inferSelect;

/**
 * A saved search ('Save this search' on the job board): the board's filters, kept as the
 * GET /api/jobs query they were (JobAlertFilters in packages/shared). How many a worker may keep
 * and how fast their alerts go follow the plan's entitlements (`advanced_search`), read at
 * delivery, not stored.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('job_alerts_user_idx').on(t.userId, t.createdAt)],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/** Premium AI Matching's preferences (spec 3 §3), one row per user once saved; none means spec 3 §9's defaults. */
export const premiumMatchingPreferences = pgTable(
  'premium_matching_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    priority: text('priority').notNull(),
    radiusKm: integer('radius_km').notNull(),
    /** Dollars an hour (spec 3 §5: 0-150 in steps of 5). */
    minimumPay: integer('minimum_pay').notNull(),
    jobTypes: text('job_types').array().notNull().default(sql`'{}'::text[]`),
    certificationsOnly: boolean('certifications_only').notNull(),
    premiumOnly: boolean('premium_only').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('premium_matching_preferences_radius_check', sql`${t.radiusKm} between 5 and 100`),
    check('premium_matching_preferences_pay_check', sql`${t.minimumPay} between 0 and 150`),
  ],
);
export type PremiumMatchingPreferencesRow = typeof premiumMatchingPreferences.$inferSelect;
