import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { charges } from '../../db/schema/billing';
import { companyMembers } from '../../db/schema/companies';
import { conversationParticipants, messages } from '../../db/schema/messaging';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

/**
 * The business analytics read model (issue 22, decision 043): aggregates over a company's
 * postings, the applications to them, their Pay-Per-Post charges and its team's messages, one
 * statement per section, counted in PostgreSQL (never rows counted in Node). Reads other
 * modules' tables, never writes them.
 */

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * Reads the sections of one answer in one read-only transaction: every figure from the same
 * snapshot, and without parallel workers. A section counts at most a company's year of
 * applications from one index range; starting parallel workers for it cost more than the count
 * on a busy machine (bench/README.md, "Business analytics"), and they would compete with the
 * requests of everyone else.
 */
export function inAnalyticsSnapshot<T>(db: Executor, read: (tx: Executor) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set transaction read only`);
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return read(tx);
  });
}

/** A company and a half-open period [from, to). */
export interface CompanyPeriod {
  companyId: string;
  from: Date;
  to: Date;
}

/** Hours a day an hourly hire is counted for (decision 043: no hours are recorded yet). */
export const HOURLY_HIRE_HOURS_PER_DAY = 8;

const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const within = (column: SQL | typeof postings.createdAt, period: CompanyPeriod) =>
  sql`(${column} >= ${at(period.from)} and ${column} < ${at(period.to)})`;

/**
 * The agreed value of an accepted application in cents (decision 043): a fixed price is the
 * proposed rate or the posting's price; an hourly hire is the proposed rate (or the posting's
 * rate) × 8 hours × the proposed timeline in days (or the posting's delivery time); a negotiable
 * posting counts the proposed amount, else the low end of its range. `a` and `p` are the
 * application and the posting.
 */
const hireValueCents = sql`round(100 * case p.pricing_type
    when 'hourly' then coalesce(a.proposed_rate, p.hourly_rate, p.salary_min, 0)
      * ${HOURLY_HIRE_HOURS_PER_DAY} * coalesce(a.proposed_timeline, p.delivery_time_days)
    when 'fixed' then coalesce(a.proposed_rate, p.fixed_price, 0)
    else coalesce(a.proposed_rate, p.price_range_min, p.fixed_price, 0)
  end)`;

export interface OverviewFigures {
  jobsPosted: number;
  activeJobs: number;
  completedJobs: number;
  applications: number;
  hiredWorkers: number;
  chargesCents: number;
  hiresCents: number;
  postingsWithHire: number;
  closedPosted: number;
  closedPostedWithHire: number;
  timeToHireHours: number | null;
  /** The previous period of the same length, for the trends. */
  previousJobsPosted: number;
  previousApplications: number;
  previousChargesCents: number;
  previousHiresCents: number;
}

/**
 * The overview's counts for the period and what the trends need of the previous one (decision
 * 043), in one statement: the company's postings once (postings_company_idx); its applications
 * created in either period counted once from one range of applications_company_created_idx (the
 * application carries its posting's company); its acceptances in either period read once from
 * applications_company_accepted_idx; a hire is a posting's first when no acceptance of that
 * posting precedes the previous period (applications_accepted_posting_idx).
 */
export async function overviewFigures(
  db: Executor,
  period: CompanyPeriod,
  previousFrom: Date,
): Promise<OverviewFigures> {
  const [row] = await rowsOf<OverviewFigures>(db, overviewFiguresSql(period, previousFrom));
  if (!row) throw new Error('overviewFigures: no row');
  return row;
}

/** overviewFigures' statement (the benchmark explains it). */
export function overviewFiguresSql(period: CompanyPeriod, previousFrom: Date): SQL {
  const company = sql`${period.companyId}::uuid`;
  const window: CompanyPeriod = { ...period, from: previousFrom };
  const current = (column: string) => within(sql.raw(column), period);
  return sql`with p as (
      select id, status, created_at, pricing_type, hourly_rate, fixed_price, price_range_min, salary_min,
        delivery_time_days
      from ${postings} where ${postings.companyId} = ${company}
    ), applied as (
      select count(*) filter (where ${current('a.created_at')})::int as current,
        count(*) filter (where a.created_at < ${at(period.from)})::int as previous
      from ${applications} a
      where a.company_id = ${company} and ${within(sql`a.created_at`, window)}
    ), hires as (
      select a.posting_id, a.applicant_id, a.decided_at, ${hireValueCents} as value_cents,
        p.status as posting_status, p.created_at as posting_created_at
      from ${applications} a join p on p.id = a.posting_id
      where a.company_id = ${company} and a.status = 'accepted' and ${within(sql`a.decided_at`, window)}
    ), firsts as (
      select h.posting_id, h.posting_created_at, min(h.decided_at) as first_at from hires h
      where not exists (
        select 1 from ${applications} e
        where e.posting_id = h.posting_id and e.status = 'accepted' and e.decided_at < ${at(previousFrom)}
      )
      group by h.posting_id, h.posting_created_at
    ), charged as (
      select c.amount_cents, c.created_at from ${charges} c join p on p.id = c.posting_id
      where c.refunded_at is null and ${within(sql`c.created_at`, window)}
    )
    select
      (select count(*) from p where ${current('p.created_at')})::int as "jobsPosted",
      (select count(*) from p where p.status = 'open')::int as "activeJobs",
      (select count(distinct h.posting_id) from hires h
        where h.posting_status in ('filled', 'closed') and ${current('h.decided_at')})::int as "completedJobs",
      (select current from applied) as "applications",
      (select count(distinct applicant_id) from hires h where ${current('h.decided_at')})::int as "hiredWorkers",
      (select coalesce(sum(amount_cents), 0) from charged where ${current('created_at')})::float8 as "chargesCents",
      (select coalesce(sum(value_cents), 0) from hires h where ${current('h.decided_at')})::float8 as "hiresCents",
      (select count(distinct posting_id) from hires h where ${current('h.decided_at')})::int as "postingsWithHire",
      (select count(*) from p where p.status in ('filled', 'closed') and ${current('p.created_at')})::int as "closedPosted",
      (select count(distinct h.posting_id) from hires h
        where h.posting_status in ('filled', 'closed') and ${current('h.posting_created_at')})::int
        as "closedPostedWithHire",
      (select avg(extract(epoch from (f.first_at - f.posting_created_at)) / 3600) from firsts f
        where ${current('f.first_at')})::float8 as "timeToHireHours",
      (select count(*) from p where p.created_at >= ${at(previousFrom)} and p.created_at < ${at(period.from)})::int
        as "previousJobsPosted",
      (select previous from applied) as "previousApplications",
      (select coalesce(sum(amount_cents), 0) from charged where created_at < ${at(period.from)})::float8
        as "previousChargesCents",
      (select coalesce(sum(value_cents), 0) from hires h where h.decided_at < ${at(period.from)})::float8
        as "previousHiresCents"`;
}

/** The company's jobs posted in the period by category, most first. */
export function categoryCounts(db: Executor, period: CompanyPeriod) {
  return rowsOf<{ category: string; count: number }>(
    db,
    sql`select ${postings.category} as category, count(*)::int as count
      from ${postings}
      where ${postings.companyId} = ${period.companyId}::uuid and ${within(postings.createdAt, period)}
      group by 1 order by 2 desc, 1`,
  );
}

/**
 * The company's jobs posted in the period per city (trimmed, case-insensitive; shown in its most
 * frequent spelling), with the worker accounts whose profile names that city, most jobs first.
 */
export function cityCounts(db: Executor, period: CompanyPeriod) {
  return rowsOf<{ city: string; jobs: number; workers: number }>(
    db,
    sql`with jobs as (
        select lower(btrim(${postings.city})) as key, mode() within group (order by btrim(${postings.city}) collate "C") as city,
          count(*)::int as jobs
        from ${postings}
        where ${postings.companyId} = ${period.companyId}::uuid and ${within(postings.createdAt, period)}
          and ${postings.city} is not null and btrim(${postings.city}) <> ''
        group by 1
      )
      select j.city, j.jobs,
        (select count(*) from ${users} u where u.user_type = 'worker' and lower(btrim(u.city)) = j.key)::int as workers
      from jobs j order by j.jobs desc, j.city`,
  );
}

/**
 * Per calendar month in `timeZone` that the period touches, oldest first: jobs posted and the
 * cost (charges not refunded plus hires' agreed value), counting only what falls in the period.
 * The company's postings are read once (`p`) and each month's bucket is computed once per row.
 */
export function monthlyFigures(db: Executor, period: CompanyPeriod, timeZone: string) {
  return rowsOf<{ month: string; jobs: number; costCents: number }>(db, monthlyFiguresSql(period, timeZone));
}

/** monthlyFigures' statement (the benchmark explains it). */
export function monthlyFiguresSql(period: CompanyPeriod, timeZone: string): SQL {
  const zone = sql`${timeZone}::text`;
  const company = sql`${period.companyId}::uuid`;
  const month = (column: SQL) => sql`date_trunc('month', (${column}) at time zone ${zone})`;
  return sql`with p as materialized (
        select id, created_at, pricing_type, hourly_rate, fixed_price, price_range_min, salary_min,
          delivery_time_days
        from ${postings} where ${postings.companyId} = ${company}
      ), months as (
        select generate_series(${month(at(period.from))}, ${month(sql`${at(period.to)} - interval '1 microsecond'`)},
          interval '1 month') as m
      ), posted as (
        select ${month(sql`p.created_at`)} as m, count(*)::int as jobs
        from p where ${within(sql`p.created_at`, period)} group by 1
      ), charged as (
        select ${month(sql`c.created_at`)} as m, sum(c.amount_cents)::float8 as cents
        from ${charges} c join p on p.id = c.posting_id
        where c.refunded_at is null and ${within(sql`c.created_at`, period)}
        group by 1
      ), hired as (
        select ${month(sql`a.decided_at`)} as m, sum(${hireValueCents})::float8 as cents
        from ${applications} a join p on p.id = a.posting_id
        where a.company_id = ${company} and a.status = 'accepted' and ${within(sql`a.decided_at`, period)}
        group by 1
      )
      select to_char(months.m, 'YYYY-MM') as month, coalesce(posted.jobs, 0)::int as jobs,
        (coalesce(charged.cents, 0) + coalesce(hired.cents, 0))::float8 as "costCents"
      from months
        left join posted on posted.m = months.m
        left join charged on charged.m = months.m
        left join hired on hired.m = months.m
      order by months.m`;
}

export interface WorkerFigures {
  id: string;
  name: string;
  city: string | null;
  firstSkill: string | null;
  topCategory: string | null;
  hires: number;
  jobsCompleted: number;
  earnedCents: number;
  accepted: number;
  decided: number;
  responseMinutes: number | null;
}

/**
 * The workers the company hired in the period (decision 043), in one statement: their hires,
 * those on postings now filled or closed, the agreed value, accepted / decided applications to
 * the company in the period, the most frequent category of their hires, and the median minutes
 * they took to answer the team: in each conversation with a team member, a run of team messages
 * (started in the period) is answered by the worker's next message; the wait runs from the
 * run's first message.
 */
export function workerFigures(db: Executor, period: CompanyPeriod) {
  return rowsOf<WorkerFigures>(db, workerFiguresSql(period));
}

/** workerFigures' statement (the benchmark explains it). */
export function workerFiguresSql(period: CompanyPeriod): SQL {
  const company = sql`${period.companyId}::uuid`;
  return sql`with p as (
        select id, status, category, pricing_type, hourly_rate, fixed_price, price_range_min, salary_min,
          delivery_time_days
        from ${postings} where ${postings.companyId} = ${company}
      ), hires as (
        select a.applicant_id, p.category, p.status, ${hireValueCents} as value_cents
        from ${applications} a join p on p.id = a.posting_id
        where a.company_id = ${company} and a.status = 'accepted' and ${within(sql`a.decided_at`, period)}
      ), per as (
        select applicant_id, count(*)::int as hires,
          count(*) filter (where status in ('filled', 'closed'))::int as jobs_completed,
          sum(value_cents)::float8 as earned_cents,
          mode() within group (order by category) as top_category
        from hires group by applicant_id
      ), decided as (
        select a.applicant_id, count(*) filter (where a.status = 'accepted')::int as accepted, count(*)::int as decided
        from ${applications} a
        where a.company_id = ${company} and a.status in ('accepted', 'declined') and ${within(sql`a.decided_at`, period)}
          and a.applicant_id in (select applicant_id from per)
        group by a.applicant_id
      ), members as (
        select ${companyMembers.userId} as user_id from ${companyMembers} where ${companyMembers.companyId} = ${company}
      ), talks as (
        select cp.conversation_id, per.applicant_id as worker_id
        from per join ${conversationParticipants} cp on cp.user_id = per.applicant_id
        where exists (
          select 1 from ${conversationParticipants} o join members on members.user_id = o.user_id
          where o.conversation_id = cp.conversation_id and o.user_id <> per.applicant_id
        )
      ), said as (
        select t.worker_id, m.conversation_id, m.created_at, m.sender_id = t.worker_id as by_worker,
          lag(m.sender_id = t.worker_id) over w as previous_by_worker,
          min(m.created_at) filter (where m.sender_id = t.worker_id) over (
            partition by t.worker_id, m.conversation_id order by m.created_at, m.id
            rows between 1 following and unbounded following
          ) as next_reply_at
        from talks t join ${messages} m on m.conversation_id = t.conversation_id
        where m.sender_id = t.worker_id or m.sender_id in (select user_id from members)
        window w as (partition by t.worker_id, m.conversation_id order by m.created_at, m.id)
      ), waits as (
        select worker_id, extract(epoch from (next_reply_at - created_at)) / 60 as minutes
        from said
        where not by_worker and (previous_by_worker is null or previous_by_worker)
          and next_reply_at is not null and ${within(sql`created_at`, period)}
      ), replies as (
        select worker_id, percentile_cont(0.5) within group (order by minutes) as minutes from waits group by worker_id
      )
      select u.id, u.full_name as name, u.city, u.skills[1] as "firstSkill", per.top_category as "topCategory",
        per.hires, per.jobs_completed as "jobsCompleted", per.earned_cents as "earnedCents",
        coalesce(decided.accepted, 0)::int as accepted, coalesce(decided.decided, 0)::int as decided,
        replies.minutes::float8 as "responseMinutes"
      from per join ${users} u on u.id = per.applicant_id
        left join decided on decided.applicant_id = per.applicant_id
        left join replies on replies.worker_id = per.applicant_id
      order by per.earned_cents desc, per.jobs_completed desc, u.full_name, u.id`;
}
