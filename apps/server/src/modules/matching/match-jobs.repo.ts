import { GIG_CATEGORIES } from '@hirehand/shared/gigs/gig-enums';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { postings } from '../../db/schema/postings';
import type { CategoryHistory, MatchPosting } from './matcher/match-types';

/** How many prefiltered postings the candidate query hands to the scorer at most. */
export const CANDIDATE_LIMIT = 300;
/** Candidates reach this many times the worker's max distance (the location factor reaches 0 at twice it). */
export const CANDIDATE_REACH = 1.5;

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** What the candidate and market queries look for. */
export interface MatchSearch {
  workerId: string;
  /** Categories of work the worker does (saved, else inferred); empty: any. */
  categories: string[];
  /** The worker's skills as they may be written on postings (canonical, as written, lower case...). */
  skillSpellings: string[];
  point: GeoPoint | null;
  /** Candidates: the reach around `point`; market: the worker's max distance (km). */
  radiusKm: number;
  now: Date;
}

export const rowsOf = async <T>(db: Executor, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

const position = sql`ll_to_earth(${postings.latitude}, ${postings.longitude})`;
const originOf = (point: GeoPoint) => sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
const hasPosition = sql`${postings.latitude} is not null and ${postings.longitude} is not null`;
const remote = sql`(${postings.locationType} = 'remote' or ${postings.remoteAllowed})`;
export const textArray = (values: string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;

/**
 * Open job-mode postings still shown, not the worker's own: the status literal (not a parameter)
 * so the planner matches the partial indexes' `WHERE status = 'open'`.
 */
function shown(search: MatchSearch): SQL {
  return sql`${postings.mode} = 'job' and ${postings.status} = 'open'
    and (${postings.visibleUntil} is null or ${postings.visibleUntil} > ${search.now.toISOString()}::timestamptz)
    and ${postings.posterId} <> ${search.workerId}::uuid`;
}

export const KM_PER_DEGREE = 111.195;

/**
 * Within `km` of the point: a latitude/longitude box (plain comparisons, which the
 * `postings_open_job_category_geo_idx` B-tree answers after the category), then the equirectangular distance (arithmetic
 * only; within 0.1% of the great circle at these distances). Postings without a position never match.
 */
export function within(point: GeoPoint, km: number, options: { byIndex?: boolean } = {}): SQL {
  const dLat = km / KM_PER_DEGREE;
  const cos = Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180));
  const dLng = Math.min(180, dLat / cos);
  // `+ 0` makes the box a filter the B-trees cannot answer, for an arm another index answers better.
  const [lat, lng] =
    options.byIndex === false
      ? [sql`(${postings.latitude} + 0)`, sql`(${postings.longitude} + 0)`]
      : [sql`${postings.latitude}`, sql`${postings.longitude}`];
  return sql`(${lat} between ${point.latitude - dLat}::float8 and ${point.latitude + dLat}::float8
    and ${lng} between ${point.longitude - dLng}::float8 and ${point.longitude + dLng}::float8
    and (${postings.latitude} - ${point.latitude}::float8) ^ 2
      + ((${postings.longitude} - ${point.longitude}::float8) * ${cos}::float8) ^ 2 <= ${dLat * dLat}::float8)`;
}

/** Degrees per side of the cells `postings.place_cells` names (its generated expression multiplies by 2). */
export const GEO_CELL_DEGREES = 0.5;
/** The `postings.place_cells` element of a job that can be done remotely (no cell number reaches it). */
export const REMOTE_CELL = 1_000_000;
/** Above this many cells the box is read without them (a reach of several hundred km). */
const MAX_GEO_CELLS = 64;

/** The cells (as `postings.place_cells` numbers them) that the box of `within(point, km)` touches, or null for too many. */
export function geoCells(point: GeoPoint, km: number): number[] | null {
  const dLat = km / KM_PER_DEGREE;
  const dLng = Math.min(180, dLat / Math.max(0.01, Math.cos((point.latitude * Math.PI) / 180)));
  const cell = (degrees: number) => Math.floor(degrees / GEO_CELL_DEGREES);
  const [latLow, latHigh] = [cell(point.latitude - dLat), cell(point.latitude + dLat)];
  const [lngLow, lngHigh] = [cell(point.longitude - dLng), cell(point.longitude + dLng)];
  if ((latHigh - latLow + 1) * (lngHigh - lngLow + 1) > MAX_GEO_CELLS) return null;
  const cells: number[] = [];
  for (let lat = latLow; lat <= latHigh; lat++)
    for (let lng = lngLow; lng <= lngHigh; lng++) cells.push(lat * 1000 + lng);
  return cells;
}

/**
 * Which postings may match (decision 038): the worker's kinds of work (their categories, or a
 * skill in common) within the reach or remote; without a place, anywhere; a worker with neither
 * categories nor skills gets every job near by or remote. A CTE `matching`: a UNION ALL of one
 * SELECT per arm, each answered by one index (category + latitude + longitude B-tree, the remote
 * jobs' partial index, the skills-and-place GIN), because the planner did not keep bitmap-ORing
 * the arms of one WHERE and fell back to a sequential scan (bench/README.md, "Job matcher").
 * The arms are disjoint (the remote arm leaves out what the near arm found, the skills arm the
 * worker's categories), so no posting comes twice and nothing needs a dedupe; each arm says how
 * well the posting fits the worker's kind of work (`fit`: 2 for a skill in common, plus 1 for
 * one of their categories), so no arm carries the skills to rank by.
 */
function matchingIds(search: MatchSearch, radiusKm: number, columns: SQL): SQL {
  const hasCategories = search.categories.length > 0;
  const hasSkills = search.skillSpellings.length > 0;
  const inCategories = sql`${postings.category} = any(${textArray(search.categories)})`;
  const skills = sql`${postings.skillsRequired} && ${textArray(search.skillSpellings)}`;
  // A posting of the worker's categories: 1, plus 2 when it also asks for one of their skills.
  const categoryFit = hasSkills ? sql`1 + (${skills})::int * 2` : sql`1`;
  const otherCategory = hasCategories
    ? sql` and ${postings.category} <> all(${textArray(search.categories)})`
    : sql``;
  const arms: { where: SQL; fit: SQL }[] = [];
  if (search.point) {
    const near = within(search.point, radiusKm);
    // No kind of work: every category, so the box still reads the category-led index.
    if (hasCategories || !hasSkills) {
      const categories = hasCategories
        ? inCategories
        : sql`${postings.category} = any(${textArray([...GIG_CATEGORIES])})`;
      const fit = hasCategories ? categoryFit : sql`0`;
      const farOrUnplaced = sql`not coalesce(${within(search.point, radiusKm, { byIndex: false })}, false)`;
      arms.push(
        { where: sql`${categories} and ${near}`, fit },
        { where: sql`${categories} and ${remote} and ${farOrUnplaced}`, fit },
      );
    }
    if (hasSkills) {
      const cells = geoCells(search.point, radiusKm);
      // A skill in common in a cell of the box or remote, inside the skills-and-place GIN index
      // (the other category is checked on the row). A box of too many cells (a reach of hundreds
      // of km) reads the skills alone.
      const where = cells
        ? sql`${skills} and ${postings.placeCells} && ${sql`${`{${[...cells, REMOTE_CELL].join(',')}}`}::integer[]`}
            and (${within(search.point, radiusKm, { byIndex: false })} or ${remote})`
        : sql`${skills} and (${near} or ${remote})`;
      arms.push({ where: sql`${where}${otherCategory}`, fit: sql`2` });
    }
  } else {
    if (hasCategories) arms.push({ where: inCategories, fit: categoryFit });
    if (hasSkills) arms.push({ where: sql`${skills}${otherCategory}`, fit: sql`2` });
    if (arms.length === 0) arms.push({ where: sql`true`, fit: sql`0` });
  }
  const selects = arms.map(
    ({ where, fit }) =>
      sql`select ${columns}, (${fit})::int as "fit" from ${postings} where ${shown(search)} and ${where}`,
  );
  return sql`matching as (${sql.join(selects, sql` union all `)})`;
}

// The CTE's rows are joined back one primary-key lookup each: `offset 0` keeps PostgreSQL from
// flattening the lateral subquery into a hash join over the whole table (bench/README.md).

export interface CandidateRow extends Omit<MatchPosting, 'createdAt'> {
  createdAt: Date | string;
}

/** One group of the market: open jobs of a category (and certification asked), their count and pay. */
export interface MarketRow {
  category: string;
  certificationType: string | null;
  count: number;
  low: number | null;
  high: number | null;
}

/**
 * The candidates and the market in one statement (decision 038): the arms run once at the reach,
 * each posting is joined back once, and the market is the part of those rows within the worker's
 * max distance (or remote; anywhere without a place) — every arm is "kind of work and (near or
 * remote)", so narrowing the reach's rows to the smaller circle gives what the market's own arms
 * would. Half the work of running candidatesSql and the market query apart.
 */
export function candidatesAndMarketSql(search: MatchSearch, marketRadiusKm: number): SQL {
  const cos = search.point ? Math.max(0.01, Math.cos((search.point.latitude * Math.PI) / 180)) : 1;
  const nearness = search.point
    ? sql`(${postings.latitude} - ${search.point.latitude}::float8) ^ 2 + ((${postings.longitude} - ${search.point.longitude}::float8) * ${cos}::float8) ^ 2`
    : sql`null::float8`;
  const distance = search.point
    ? sql`case when ${hasPosition} then round((earth_distance(${originOf(search.point)}, ${position}) / 1000)::numeric, 1)::float8 end`
    : sql`null::float8`;
  const marketDeg = marketRadiusKm / KM_PER_DEGREE;
  const inMarket = search.point
    ? sql`light."remote" or light."nearness" <= ${marketDeg * marketDeg}::float8`
    : sql`true`;
  // The arms read what ordering and the market need from the heap rows they visit anyway; only
  // the rows kept are joined back for every column.
  const light = sql`${postings.id} as "id", ${postings.category} as "category",
    ${postings.certificationType} as "certificationType", ${postings.createdAt} as "createdAt",
    coalesce(${postings.salaryMin}, ${postings.salaryMax}, ${postings.hourlyRate})::float8 as "low",
    coalesce(${postings.salaryMax}, ${postings.salaryMin}, ${postings.hourlyRate})::float8 as "high",
    ${remote} as "remote", ${nearness} as "nearness"`;
  return sql`with ${matchingIds(search, search.radiusKm, light)},
    light as materialized (select * from matching),
    best as (
      select light."id", light."fit", light."nearness", light."createdAt" from light
      order by light."fit" desc, light."nearness" asc nulls last, light."createdAt" desc, light."id"
      limit ${CANDIDATE_LIMIT}
    ),
    kept as (
      select best."id", row_number() over (
        order by best."fit" desc, best."nearness" asc nulls last, best."createdAt" desc, best."id"
      ) as "rank"
      from best
    ),
    candidates as (
      select kept."rank", ${postings.id} as "id", ${postings.title} as "title", ${postings.description} as "description",
        ${postings.category} as "category", ${postings.skillsRequired} as "skillsRequired", ${postings.city} as "city",
        ${postings.locationType} as "locationType", ${postings.remoteAllowed} as "remoteAllowed",
        ${postings.pricingType} as "pricingType", ${postings.hourlyRate}::float8 as "hourlyRate",
        ${postings.fixedPrice}::float8 as "fixedPrice", ${postings.priceRangeMin}::float8 as "priceRangeMin",
        ${postings.priceRangeMax}::float8 as "priceRangeMax", ${postings.salaryMin}::float8 as "salaryMin",
        ${postings.salaryMax}::float8 as "salaryMax", ${postings.deliveryTimeDays} as "deliveryTimeDays",
        ${postings.timeCommitment} as "timeCommitment", ${postings.jobType} as "jobType",
        ${postings.workSchedule} as "workSchedule", ${postings.certificationType} as "certificationType",
        ${postings.certificationRequired} as "certificationRequired", ${postings.certificationBonus}::float8 as "certificationBonus", ${postings.openings} as "openings",
        ${postings.hiredCount} as "hiredCount", ${postings.applicationsCount} as "applicationsCount",
        ${postings.createdAt} as "createdAt", ${distance} as "distanceKm"
      from kept cross join lateral (select * from ${postings} where ${postings.id} = kept."id" offset 0) as ${postings}
    ),
    market as (
      select light."category" as "category", light."certificationType" as "certificationType",
        count(*)::int as "count", min(light."low")::float8 as "low", max(light."high")::float8 as "high"
      from light where ${inMarket}
      group by 1, 2
    )
    select (select coalesce(json_agg(candidates order by candidates."rank"), '[]'::json) from candidates) as "candidates",
      (select coalesce(json_agg(market), '[]'::json) from market) as "market"`;
}

/** The candidates (up to CANDIDATE_LIMIT, best prefiltered first) and the market, in one statement. */
export async function findCandidatesAndMarket(
  db: Executor,
  search: MatchSearch,
  marketRadiusKm: number,
): Promise<{ candidates: MatchPosting[]; market: MarketRow[] }> {
  const [row] = await rowsOf<{ candidates: (CandidateRow & { rank: number })[]; market: MarketRow[] }>(
    db,
    candidatesAndMarketSql(search, marketRadiusKm),
  );
  const candidates = (row?.candidates ?? []).map(({ rank: _rank, ...posting }) => ({
    ...posting,
    createdAt: new Date(posting.createdAt),
  }));
  return { candidates, market: row?.market ?? [] };
}

/** The platform's accepted and decided applications for postings of each category. */
export async function categoryHistories(
  db: Executor,
  categories: string[],
): Promise<Map<string, CategoryHistory>> {
  const result = new Map<string, CategoryHistory>();
  if (categories.length === 0) return result;
  const rows = await rowsOf<{ category: string; accepted: number; decided: number }>(
    db,
    sql`select ${postings.category} as "category",
        count(*) filter (where ${applications.status} = 'accepted')::int as "accepted",
        count(*) filter (where ${applications.status} in ('accepted', 'declined'))::int as "decided"
      from ${applications} join ${postings} on ${postings.id} = ${applications.postingId}
      where ${postings.category} = any(${textArray(categories)})
        and ${applications.status} in ('accepted', 'declined')
      group by 1`,
  );
  for (const row of rows) result.set(row.category, { accepted: row.accepted, decided: row.decided });
  return result;
}

/** The worker's own record: accepted and decided applications, and the best hourly pay accepted. */
export async function applicantRecord(
  db: Executor,
  workerId: string,
): Promise<{ accepted: number; decided: number; bestRate: number | null }> {
  const [row] = await rowsOf<{ accepted: number; decided: number; bestRate: number | null }>(
    db,
    sql`select count(*) filter (where ${applications.status} = 'accepted')::int as "accepted",
        count(*) filter (where ${applications.status} in ('accepted', 'declined'))::int as "decided",
        max(coalesce(${postings.salaryMax}, ${postings.salaryMin}, ${postings.hourlyRate}))
          filter (where ${applications.status} = 'accepted')::float8 as "bestRate"
      from ${applications} join ${postings} on ${postings.id} = ${applications.postingId}
      where ${applications.applicantId} = ${workerId}::uuid`,
  );
  return row ?? { accepted: 0, decided: 0, bestRate: null };
}
