import { WORK_TYPES } from '@hirehand/shared/gigs/gig-enums';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { applications } from './applications';
import { postings } from './postings';
import { users } from './users';

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const experiences = pgTable(
  'experiences',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    workType: text('work_type', { enum: WORK_TYPES }).notNull(),
    durationDays: integer('duration_days'),
    hourlyRate: money('hourly_rate'),
    totalEarned: money('total_earned'),
    /** The worker's own, self-reported rating of the job (docs/decisions/029); null when none. */
    clientRating: integer('client_rating'),
    clientReview: text('client_review').notNull().default(''),
    skillsUsed: text('skills_used').array().notNull().default(sql`'{}'::text[]`),
    workSamples: text('work_samples').array().notNull().default(sql`'{}'::text[]`),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    clientId: uuid('client_id').references(() => users.id, { onDelete: 'set null' }),
    gigId: uuid('gig_id').references(() => postings.id, { onDelete: 'set null' }),
    applicationId: uuid('application_id').references(() => applications.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('experiences_user_idx').on(t.userId, t.completionDate.desc().nullsLast(), t.createdAt.desc()),
    uniqueIndex('experiences_application_key').on(t.applicationId),
    check('experiences_rating_check', sql`${t.clientRating} between 1 and 5`),
  ],
);

export type ExperienceRow = typeof experiences.$inferSelect;
export type NewExperienceRow = typeof experiences.$inferInsert;
