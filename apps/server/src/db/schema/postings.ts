import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_LEVELS,
  GIG_CATEGORIES,
  GIG_TYPES,
  LOCATION_TYPES,
  POSTING_MODES,
  POSTING_STATUSES,
  PRICING_TYPES,
  TIME_COMMITMENTS,
} from '@hirehand/shared/gigs/gig-enums';
import {
  CERTIFICATION_TYPES,
  JOB_EXPERIENCE_LEVELS,
  JOB_TYPES,
  URGENCIES,
  WORK_SCHEDULES,
} from '@hirehand/shared/jobs/job-enums';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/** Jobs (mode job) and service gigs (mode service): one table, one lifecycle. */
export const postings = pgTable(
  'postings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    posterId: uuid('poster_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: POSTING_MODES }).notNull(),
    status: text('status', { enum: POSTING_STATUSES }).notNull().default('open'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: GIG_CATEGORIES }).notNull(),
    gigType: text('gig_type', { enum: GIG_TYPES }).notNull(),
    pricingType: text('pricing_type', { enum: PRICING_TYPES }).notNull(),
    fixedPrice: money('fixed_price'),
    hourlyRate: money('hourly_rate'),
    priceRangeMin: money('price_range_min'),
    priceRangeMax: money('price_range_max'),
    deliveryTimeDays: integer('delivery_time_days').notNull().default(7),
    availability: text('availability', { enum: AVAILABILITY_OPTIONS }).notNull().default('flexible'),
    timeCommitment: text('time_commitment', { enum: TIME_COMMITMENTS }).notNull().default('part_time'),
    skillsRequired: text('skills_required').array().notNull().default(sql`'{}'::text[]`),
    experienceLevel: text('experience_level', { enum: EXPERIENCE_LEVELS }).notNull().default('intermediate'),
    locationType: text('location_type', { enum: LOCATION_TYPES }).notNull().default('remote'),
    location: text('location').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city'),
    region: text('region'),
    country: text('country'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    travelRequired: boolean('travel_required').notNull().default(false),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    portfolioSamples: text('portfolio_samples').array().notNull().default(sql`'{}'::text[]`),
    gpsEnabled: boolean('gps_enabled').notNull().default(false),
    instantMatch: boolean('instant_match').notNull().default(false),
    availabilityType: text('availability_type'),
    openings: integer('openings').notNull().default(1),
    hiredCount: integer('hired_count').notNull().default(0),
    /**
     * A paid job (Pay-Per-Post) is on the board until this moment, then `expired` until renewed;
     * null where nothing was paid for a time (service gigs, jobs posted while the fee is off).
     */
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    applicationsCount: integer('applications_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    company: text('company'),
    /**
     * The company the job is posted for (issue 22, the spec's `company_id`): its team manages it
     * by permission; null for a person's own posting.
     */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    salaryMin: money('salary_min'),
    salaryMax: money('salary_max'),
    urgency: text('urgency', { enum: URGENCIES }).notNull().default('medium'),
    jobType: text('job_type', { enum: JOB_TYPES }).notNull(),
    experienceRequired: text('experience_required', { enum: JOB_EXPERIENCE_LEVELS }).notNull(),
    workSchedule: text('work_schedule', { enum: WORK_SCHEDULES }).notNull().default('flexible'),
    remoteAllowed: boolean('remote_allowed').notNull().default(true),
    certificationRequired: boolean('certification_required').notNull().default(false),
    certificationType: text('certification_type', { enum: CERTIFICATION_TYPES }),
    certificationBonus: money('certification_bonus'),
    prefersCertified: boolean('prefers_certified').notNull().default(false),
    /** Copied from users.trust_score by a trigger, so "sort by trust" reads one index. */
    posterTrustScore: integer('poster_trust_score').notNull().default(50),
    /** Price a gig is filtered by: the rate, the fixed price or the range's low end. */
    priceAmount: money('price_amount').generatedAlwaysAs(
      sql`case pricing_type when 'hourly' then hourly_rate when 'fixed' then fixed_price else price_range_min end`,
    ),
    /**
     * The search document: title, skills, company, description and the place (city, region,
     * location text), without accents (decision 029; the function is in the migrations).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`postings_search_document(title, description, skills_required, company, city, region, location)`,
    ),
    /**
     * Where the job can be done, for the matcher's one GIN index with the skills (decision 038):
     * the half-degree cell of its place (latitude and longitude cells, GEO_CELL_DEGREES in the
     * matcher's repo) and REMOTE_CELL when it can be done remotely. The matcher asks "a skill in
     * common and one of these cells (or remote)" of the index alone.
     */
    placeCells: integer('place_cells')
      .array()
      .generatedAlwaysAs(
        sql`array_remove(array[case when latitude is not null and longitude is not null then (floor(latitude * 2) * 1000 + floor(longitude * 2))::integer end, case when location_type = 'remote' or remote_allowed then 1000000 end], null)`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('postings_mode_check', sql`${t.mode} in ('service', 'job')`),
    check(
      'postings_status_check',
      sql`${t.status} in ('open', 'paused', 'filled', 'closed', 'pending_payment', 'expired')`,
    ),
    check('postings_openings_check', sql`${t.openings} between 1 and 100`),
    check('postings_hired_check', sql`${t.hiredCount} between 0 and ${t.openings}`),
    check('postings_urgency_check', sql`${t.urgency} in ('low', 'medium', 'high', 'urgent')`),
    index('postings_poster_idx').on(t.posterId, t.createdAt.desc()),
    // A company's postings by when they were posted: the team's dashboard and its analytics.
    index('postings_company_idx').on(t.companyId, t.createdAt.desc()).where(sql`${t.companyId} is not null`),
    // The expiry job's scan: paid jobs still shown, by when they stop.
    index('postings_visible_until_idx')
      .on(t.visibleUntil)
      .where(sql`visible_until is not null and status in ('open', 'paused')`),
    // The board and the marketplace list open postings of one mode, newest first.
    index('postings_open_newest_idx').on(t.mode, t.createdAt.desc()).where(sql`status = 'open'`),
    // The other end of the pay range rides along, so "min X, max Y, highest pay first" filters inside the index.
    index('postings_open_salary_max_idx')
      .on(t.mode, t.salaryMax.desc().nullsLast(), t.createdAt.desc(), t.salaryMin)
      .where(sql`status = 'open'`),
    index('postings_open_salary_min_idx')
      .on(t.mode, t.salaryMin.asc().nullsLast(), t.createdAt.desc(), t.salaryMax)
      .where(sql`status = 'open'`),
    index('postings_open_trust_idx')
      .on(t.mode, t.posterTrustScore.desc(), t.createdAt.desc())
      .where(sql`status = 'open'`),
    index('postings_open_price_idx').on(t.mode, t.priceAmount).where(sql`status = 'open'`),
    index('postings_open_filters_idx')
      .on(t.mode, t.jobType, t.urgency, t.experienceRequired, t.workSchedule)
      .where(sql`status = 'open'`),
    index('postings_open_category_idx')
      .on(t.mode, t.category, t.createdAt.desc())
      .where(sql`status = 'open'`),
    index('postings_open_certification_idx')
      .on(t.mode, t.certificationType, t.createdAt.desc())
      .where(sql`status = 'open' and certification_required`),
    // No pending list (fastupdate off): with it, every text search also scanned up to 4 MB of
    // not-yet-merged entries until a vacuum merged them (bench/README.md); postings are written
    // far less often than they are searched.
    index('postings_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // The job matcher's prefilter (decision 038): open jobs sharing a skill with the worker (`&&`)
    // in a cell of their box or remote, both answered inside this one GIN index, so only those
    // rows reach the table (a GIN of several columns also answers the skills alone).
    index('postings_open_job_skills_cell_idx')
      .using('gin', t.skillsRequired, t.placeCells)
      .with({ fastupdate: false })
      .where(sql`status = 'open' and mode = 'job'`),
    // The matcher's boxes (decision 038): open jobs of a category by latitude, then longitude,
    // both checked in the index, so only the category's jobs in the box reach the table.
    index('postings_open_job_category_geo_idx')
      .on(t.category, t.latitude, t.longitude)
      .where(sql`status = 'open' and mode = 'job'`),
    // The matcher's remote work of a category (decision 038): few rows, read whole.
    index('postings_open_remote_idx')
      .on(t.category)
      .where(sql`status = 'open' and mode = 'job' and (location_type = 'remote' or remote_allowed)`),
    index('postings_city_trgm_idx').using('gin', sql`lower(${t.city}) gin_trgm_ops`),
  ],
);

export type PostingRow = typeof postings.$inferSelect;
export type NewPostingRow = typeof postings.$inferInsert;
