import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PostingRow, postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import {
  type GeoPoint,
  type JobSearchFilters,
  jobCountSql,
  jobSearchSql,
  nearestFirst,
  openJobs,
  originOf,
  position,
  postingMatchesSql,
  withinRadius,
} from './job-search.sql';

export type { GeoPoint, JobSearchFilters } from './job-search.sql';

/** A board row: the posting, its poster's name and e-mail check, and the distance when there is a point. */
export interface JobListingRow {
  id: string;
  title: string;
  description: string;
  company: string | null;
  poster_id: string;
  poster_name: string;
  poster_verified: boolean;
  location: string;
  city: string | null;
  region: string | null;
  latitude: number | null;
  longitude: number | null;
  job_type: PostingRow['jobType'];
  pricing_type: string;
  salary_min: number | null;
  salary_max: number | null;
  fixed_price: number | null;
  hourly_rate: number | null;
  poster_trust_score: number;
  urgency: PostingRow['urgency'];
  skills_required: string[];
  created_at: Date | string;
  category: string;
  experience_required: PostingRow['experienceRequired'];
  work_schedule: PostingRow['workSchedule'];
  remote_allowed: boolean;
  certification_required: boolean;
  certification_type: PostingRow['certificationType'];
  certification_bonus: number | null;
  prefers_certified: boolean;
  applications_count: number;
  /** The company the job is posted for (decision 042); null: its poster's own. */
  company_id: string | null;
  /** Its first hire as [id, full name]; null before anyone is hired. */
  first_hire: [string, string] | null;
  distance_km: number | null;
  /** The viewer applied to it (false when nobody is signed in). */
  applied: boolean;
  /** First page only: the matches the statement counted, up to the cap + 1 (null: see `pageCount`). */
  match_count: number | null;
}

export type NearbyJobRow = Pick<
  JobListingRow,
  | 'id'
  | 'title'
  | 'company'
  | 'poster_name'
  | 'poster_id'
  | 'city'
  | 'pricing_type'
  | 'salary_min'
  | 'salary_max'
  | 'fixed_price'
  | 'hourly_rate'
  | 'certification_required'
> & { latitude: number; longitude: number; distance_km: number };

/** How many jobs a search matches, counted up to a cap (`capped`: there are more). */
export interface JobCount {
  total: number;
  capped: boolean;
}

const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One page of the job board: open job-mode postings with their posters, filtered and sorted in
 * SQL, each saying whether `viewerId` applied to it. With `countCap`, the rows carry the count
 * when the page's statement could take it (see `pageCount`).
 */
export function searchJobPostings(
  db: Executor,
  filters: JobSearchFilters,
  viewerId: string | null = null,
  countCap: number | null = null,
): Promise<JobListingRow[]> {
  return rowsOf<JobListingRow>(db, jobSearchSql(filters, viewerId, countCap));
}

/**
 * The count a first page's statement took (asked with `countCap`): an empty first page means
 * nothing matches; null when the page filled before the statement saw every match, so
 * `countJobPostings` must count.
 */
export function pageCount(rows: JobListingRow[], cap: number): JobCount | null {
  if (rows.length === 0) return { total: 0, capped: false };
  const counted = rows[0]!.match_count;
  if (counted === null) return null;
  return { total: Math.min(counted, cap), capped: counted > cap };
}

/** Whether the posting is an open job the board would list for these filters. */
export async function postingMatchesSearch(db: Executor, filters: JobSearchFilters, postingId: string) {
  const [row] = await rowsOf<{ matches: boolean }>(db, postingMatchesSql(filters, postingId));
  return row?.matches === true;
}

/** How many open jobs match the filters, counted up to `cap`. */
export async function countJobPostings(
  db: Executor,
  filters: JobSearchFilters,
  cap: number,
): Promise<JobCount> {
  const [row] = await rowsOf<JobCount>(db, jobCountSql(filters, cap));
  return row ?? { total: 0, capped: false };
}

/**
 * The map panel's query: open jobs within a radius of a point, nearest first. The inner query
 * orders by distance alone so the GiST index's nearest-neighbour scan serves it (a second sort
 * key would make the planner read the whole box and sort); ties are settled by id after.
 */
export function nearbyJobsSql(props: { point: GeoPoint; radiusMetres: number; limit: number }): SQL {
  const origin = originOf(props.point);
  return sql`select ${postings.id} as id, ${postings.title} as title, ${postings.company} as company,
      ${users.fullName} as poster_name, ${postings.posterId} as poster_id, ${postings.city} as city,
      ${postings.latitude} as latitude, ${postings.longitude} as longitude,
      ${postings.pricingType} as pricing_type, ${postings.salaryMin}::float8 as salary_min,
      ${postings.salaryMax}::float8 as salary_max, ${postings.fixedPrice}::float8 as fixed_price,
      ${postings.hourlyRate}::float8 as hourly_rate,
      ${postings.certificationRequired} as certification_required,
      round((earth_distance(${origin}, ${position}) / 1000)::numeric, 1)::float8 as distance_km
    from (
      select ${postings.id} as id, ${nearestFirst(props.point)} as d from ${postings}
      where ${openJobs} and ${withinRadius(props.point, props.radiusMetres)}
      order by ${nearestFirst(props.point)} limit ${props.limit}
    ) as nearest
    join ${postings} on ${postings.id} = nearest.id
    join ${users} on ${users.id} = ${postings.posterId}
    order by nearest.d, nearest.id`;
}

/** The nearest open jobs to a point within a radius, nearest first (the map panel). */
export function findNearbyJobPostings(
  db: Executor,
  props: { point: GeoPoint; radiusMetres: number; limit: number },
): Promise<NearbyJobRow[]> {
  return rowsOf<NearbyJobRow>(db, nearbyJobsSql(props));
}
