import { APPLICATION_STATUSES } from '@hirehand/shared/applications/applications';
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
import { postings } from './postings';
import { users } from './users';

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postingId: uuid('posting_id')
      .notNull()
      .references(() => postings.id, { onDelete: 'cascade' }),
    applicantId: uuid('applicant_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    coverLetter: text('cover_letter').notNull(),
    proposedRate: numeric('proposed_rate', { precision: 12, scale: 2, mode: 'number' }),
    proposedTimeline: integer('proposed_timeline'),
    portfolioLinks: text('portfolio_links').array().notNull().default(sql`'{}'::text[]`),
    decisionMessage: text('decision_message'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('applications_posting_applicant_key').on(t.postingId, t.applicantId),
    index('applications_posting_idx').on(t.postingId, t.createdAt.desc()),
    index('applications_applicant_idx').on(t.applicantId, t.createdAt.desc()),
    // A posting's hires by when they were accepted: business analytics' hires and first hires (decision 043).
    index('applications_accepted_posting_idx').on(t.postingId, t.decidedAt).where(sql`status = 'accepted'`),
    check(
      'applications_status_check',
      sql`${t.status} in ('pending', 'shortlisted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
