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
import { companies } from './companies';
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
    /**
     * The posting's company (postings.company_id), kept by triggers (migration 0029), so a
     * company's applications in a period are one index range for its analytics (decision 043).
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
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
    index('applications_company_created_idx')
      .on(t.companyId, t.createdAt)
      .where(sql`${t.companyId} is not null`),
    index('applications_company_accepted_idx')
      .on(t.companyId, t.decidedAt)
      .where(sql`${t.companyId} is not null and ${t.status} = 'accepted'`),
    index('applications_accepted_posting_idx').on(t.postingId, t.decidedAt).where(sql`status = 'accepted'`),
    check(
      'applications_status_check',
      sql`${t.status} in ('pending', 'shortlisted', 'accepted', 'declined', 'withdrawn')`,
    ),
  ],
);

export type ApplicationRow = typeof applications.$inferSelect;
