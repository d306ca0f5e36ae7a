import type { JobSort } from '@hirehand/shared/jobs/job-enums';
import { type SQL, sql } from 'drizzle-orm';
import { applications } from '../../db/schema/applications';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** A board search after the service resolved the city and the sort (see `toJobSearchFilters`). */
export interface JobSearchFilters {
  /** A `to_tsquery('english', ...)` text (prefix terms), or null for no text filter. */
  tsQuery: string | null;
  /** Where distances are measured from; null when the searcher gave no place. */
  point: GeoPoint | null;
  /** Distance limit around `point` in metres; null for no limit ('unlimited'). */
  radiusMetres: number | null;
  minSalary?: number;
  maxSalary?: number;
  jobType?: string;
  urgency?: string;
  certificationRequired?: boolean;
  certificationType?: string;
  experienceLevel?: string;
  workSchedule?: string;
  remoteAllowed?: boolean;
  /** One company's jobs only (`company_id`, its public page). */
  companyId?: string;
  /** Already resolved: 'distance' only with a point, 'relevance' only with a text query. */
  sortBy: JobSort;
  limit: number;
  offset: number;
}

/**
 * How many postings, in the sort's own index order, a search reads before it stops trusting
 * that order (see `orderedIdsQuery`): about 25 per result wanted, within these bounds.
 */
export const WALK_LIMIT = { min: 1_000, perResult: 25, max: 3_000 };
/** How many of the newest matching postings "relevance" ranks (at least a page's reach). */
export const RELEVANCE_WINDOW = 100;

export const position = sql`ll_to_earth(${postings.latitude}, ${postings.longitude})`;
export const originOf = (point: GeoPoint) =>
  sql`ll_to_earth(${point.latitude}::float8, ${point.longitude}::float8)`;
// Unaccented as the stored document was (postings_search_document): accents never matter.
const tsQueryOf = (text: string) => sql`to_tsquery('english', hirehand_unaccent(${text}))`;

/**
 * Open job-mode postings, written as literals (not parameters) so the planner can match the
 * partial indexes' `WHERE status = 'open'` predicates.
 */
export const openJobs = sql`${postings.mode} = 'job' and ${postings.status} = 'open'`;
const hasPosition = sql`${postings.latitude} is not null and ${postings.longitude} is not null`;

/**
 * Radius filter: the earth_box test is what the GiST index on ll_to_earth(latitude, longitude)
 * answers; earth_distance then drops the box's corners. Postings without a position never match.
 */
export function withinRadius(point: GeoPoint, metres: number): SQL {
  const origin = originOf(point);
  return sql`${hasPosition} and earth_box(${origin}, ${metres}::float8) @> ${position} and earth_distance(${origin}, ${position}) <= ${metres}::float8`;
}

/**
 * Nearest first through the GiST index (k-nearest-neighbour on the cube's `<->`): the straight
 * line through the earth grows with the distance along it, so the order is the same.
 */
export const nearestFirst = (point: GeoPoint) => sql`${position} <-> ${originOf(point)}`;

interface SortKey {
  expression: SQL;
  direction: SQL;
}
/** CTEs ending in `page` (columns `id, k0..`), and the keys they are sorted by. */
interface PageQuery {
  cte: SQL;
  keys: SortKey[];
  /** Every match counted from the CTEs, up to a cap: see `OrderedIds.matchCount`. */
  matchCount: (cap: number) => SQL;
}
const key = (expression: SQL, direction: 'asc' | 'desc' | 'asc nulls last' | 'desc nulls last'): SortKey => ({
  expression,
  direction: sql.raw(direction),
});
const newestKeys = [key(sql`${postings.createdAt}`, 'desc nulls last'), key(sql`${postings.id}`, 'asc')];

/**
 * The order of an index-served sort, written like its index (`desc nulls last`), then created_at
 * (the indexes' second key) and id, so pages never overlap.
 */
function indexSortKeys(sortBy: JobSort): SortKey[] {
  switch (sortBy) {
    case 'salary_high':
      return [key(sql`${postings.salaryMax}`, 'desc nulls last'), ...newestKeys];
    case 'salary_low':
      return [key(sql`${postings.salaryMin}`, 'asc nulls last'), ...newestKeys];
    case 'trust_score':
      return [key(sql`${postings.posterTrustScore}`, 'desc nulls last'), ...newestKeys];
    default:
      return newestKeys;
  }
}

/** Every filter but the radius, on the columns of `table` (postings, or a CTE holding their copies). */
function conditionsOf(filters: JobSearchFilters, table: string): SQL[] {
  const column = (name: string) => sql.raw(`${table}.${name}`);
  const where: SQL[] = [];
  if (filters.tsQuery) where.push(sql`${column('search_vector')} @@ ${tsQueryOf(filters.tsQuery)}`);
  // A job matches a pay range when their ranges overlap.
  if (filters.minSalary !== undefined) where.push(sql`${column('salary_max')} >= ${filters.minSalary}`);
  if (filters.maxSalary !== undefined) where.push(sql`${column('salary_min')} <= ${filters.maxSalary}`);
  if (filters.jobType) where.push(sql`${column('job_type')} = ${filters.jobType}`);
  if (filters.urgency) where.push(sql`${column('urgency')} = ${filters.urgency}`);
  if (filters.experienceLevel) where.push(sql`${column('experience_required')} = ${filters.experienceLevel}`);
  if (filters.workSchedule) where.push(sql`${column('work_schedule')} = ${filters.workSchedule}`);
  if (filters.certificationRequired !== undefined) {
    // A literal, so `true` matches the partial certification index's predicate.
    where.push(sql`${filters.certificationRequired ? sql`` : sql`not `}${column('certification_required')}`);
  }
  if (filters.certificationType) {
    // Jobs that require this certification (what the partial certification index holds).
    where.push(
      sql`${column('certification_required')} and ${column('certification_type')} = ${filters.certificationType}`,
    );
  }
  if (filters.remoteAllowed !== undefined)
    where.push(sql`${column('remote_allowed')} = ${filters.remoteAllowed}`);
  return where;
}

/**
 * A pay filter on the other end of the range than the pay sort reads is correlated with it: the
 * lowest starting pays come with low top pays, so "at least $55, lowest first" matches nothing
 * for the first thousands of postings in salary_min order. It goes into the ordered read itself,
 * where an index that also holds the other end can test it without reading the postings.
 */
function correlatedPayOf(filters: JobSearchFilters): SQL[] {
  if (filters.sortBy === 'salary_low' && filters.minSalary !== undefined) {
    return [sql`${postings.salaryMax} >= ${filters.minSalary}`];
  }
  if (filters.sortBy === 'salary_high' && filters.maxSalary !== undefined) {
    return [sql`${postings.salaryMin} <= ${filters.maxSalary}`];
  }
  return [];
}

/**
 * One company's jobs: part of every scope a search reads (the ordered walk's too), so it goes
 * through postings_company_idx (company_id, created_at desc) instead of walking the whole board
 * for a company's few postings.
 */
function companyOf(filters: JobSearchFilters): SQL[] {
  return filters.companyId ? [sql`${postings.companyId} = ${filters.companyId}::uuid`] : [];
}

/** The columns the filters read, copied into the walk so it can test them without reading postings again. */
const FILTER_COLUMNS = [
  'salary_min',
  'salary_max',
  'job_type',
  'urgency',
  'experience_required',
  'work_schedule',
  'certification_required',
  'certification_type',
  'remote_allowed',
  'latitude',
  'longitude',
];

const and = (conditions: SQL[]) => (conditions.length ? sql.join(conditions, sql` and `) : sql`true`);
const keyNames = (keys: SortKey[]) => sql.raw(keys.map((_, i) => `k${i}`).join(', '));
/** `id, k0, k1, ...`: ids with their sort keys, so later steps keep the order. */
const keyColumns = (keys: SortKey[]) =>
  sql.join(
    [sql`${postings.id} as id`, ...keys.map((k, i) => sql`${k.expression} as ${sql.raw(`k${i}`)}`)],
    sql`, `,
  );
const orderBy = (keys: SortKey[]) =>
  sql.join(
    keys.map((k) => sql`${k.expression} ${k.direction}`),
    sql`, `,
  );
const orderByColumns = (keys: SortKey[], table: string) =>
  sql.join(
    keys.map((k, i) => sql`${sql.raw(`${table}.k${i}`)} ${k.direction}`),
    sql`, `,
  );

/** Open jobs matching every filter and the radius, tested on postings (through their own indexes). */
function matchConditions(filters: JobSearchFilters): SQL[] {
  const where = [openJobs, ...companyOf(filters), ...conditionsOf(filters, 'postings')];
  if (filters.point && filters.radiusMetres !== null)
    where.push(withinRadius(filters.point, filters.radiusMetres));
  // Nearest first lists positioned postings only.
  else if (filters.sortBy === 'distance') where.push(hasPosition);
  return where;
}

/**
 * Whether one posting is among the board's matches for these filters (every filter and the
 * radius, the same conditions as a search): a job alert means exactly what the board shows.
 */
export function postingMatchesSql(filters: JobSearchFilters, postingId: string): SQL {
  return sql`select exists (select 1 from ${postings} where ${postings.id} = ${postingId}::uuid
    and ${and(matchConditions(filters))}) as "matches"`;
}

/**
 * CTE `name`: the first `need` matching postings in the order of `keys`, an order an index
 * keeps (a B-tree's, or the GiST index's nearest-neighbour order), as columns `k0.., id`.
 *
 * The planner picks between reading that index in order until enough postings pass the
 * filters, and finding the matches first (GIN, B-tree or GiST) and sorting them. Its row
 * estimates assume filters are independent, and the GiST radius test gets a constant guess,
 * so at 100k postings it picks a long ordered read for combinations that rarely or never
 * occur together (a JavaScript job that needs a trade licence), and a sort of thousands of
 * rows for a radius around a big city. So the statement decides from the data:
 * - `_walk`: read open postings in index order, test every filter on them (the radius too),
 *   stop at `need` matches, but read at most `bound` postings. It is the answer when it filled
 *   the page, or when it read every open posting there is (fewer than `bound`): either way
 *   nothing unread could come first. In a dense city, or for common filters, it stops after
 *   a few dozen rows.
 * - `_matches`: otherwise matches are rare (fewer than need/bound): find all of them through the
 *   filters' own indexes (a MATERIALIZED CTE is planned on its own, without the order) and sort.
 * The branch not taken never runs: its one-time filter is false, and InitPlans are lazy.
 */
interface OrderedIds {
  cte: SQL;
  /**
   * How many postings match, up to `cap + 1`, when these CTEs already hold every match, else
   * null: the walk that stopped short of `need` read the whole scope (its matches are all there
   * is), and `_matches`, when it ran, holds every match. A walk that filled the page stopped
   * reading there, so it cannot tell (the count statement answers; see `jobCountSql`).
   */
  matchCount: (cap: number) => SQL;
}

function orderedIdsQuery(filters: JobSearchFilters, keys: SortKey[], name: string, need: number): OrderedIds {
  const all = `${name}_all`;
  const walk = `${name}_walk`;
  const radius = filters.point && filters.radiusMetres !== null ? filters.radiusMetres : null;
  const knn = filters.sortBy === 'distance';
  const bound = Math.min(WALK_LIMIT.max, Math.max(WALK_LIMIT.min, need * WALK_LIMIT.perResult));

  const scope = [openJobs, ...companyOf(filters), ...correlatedPayOf(filters)];
  // Nearest-first reads the GiST index, which holds positioned postings only, and can stop at the radius box.
  if (knn && filters.point) scope.push(radius === null ? hasPosition : withinRadius(filters.point, radius));
  else if (radius !== null) scope.push(hasPosition);
  const walkWhere = conditionsOf(filters, all);
  if (filters.point && radius !== null) {
    walkWhere.push(
      sql`earth_distance(${originOf(filters.point)}, ll_to_earth(${sql.raw(`${all}.latitude, ${all}.longitude`)})) <= ${radius}::float8`,
    );
  }
  const copies = sql.raw(
    [...FILTER_COLUMNS, ...(filters.tsQuery ? ['search_vector'] : [])].map((c) => `postings.${c}`).join(', '),
  );
  const matchWhere = matchConditions(filters);
  const walked = sql`(select count(*) from ${sql.raw(walk)})`;
  const scopeRead = sql`(select count(*) from ${sql.raw(all)}) < ${bound}`;
  const done = sql`(${walked} >= ${need} or ${scopeRead})`;
  const matchCount = (cap: number) => sql`(case when ${walked} >= ${need} then null
      when ${scopeRead} then ${walked}
      else (select count(*) from (select 1 from ${sql.raw(name)}_matches limit ${cap + 1}) as c) end)::int`;

  const cte = sql`${sql.raw(all)} as (
      select ${keyColumns(keys)}, ${copies} from ${postings} where ${and(scope)}
      order by ${orderBy(keys)} limit ${bound}),
    ${sql.raw(walk)} as (
      select id, ${keyNames(keys)} from ${sql.raw(all)} where ${and(walkWhere)} limit ${need}),
    ${sql.raw(name)}_matches as materialized (
      select ${keyColumns(keys)} from ${postings} where ${and(matchWhere)}),
    ${sql.raw(name)} as (
      select id, ${keyNames(keys)} from ${sql.raw(walk)} where ${done}
      union all
      (select id, ${keyNames(keys)} from ${sql.raw(name)}_matches as m where not ${done}
       order by ${orderByColumns(keys, 'm')} limit ${need}))`;
  return { cte, matchCount };
}

/**
 * Nearest first, with ties (postings at one spot, e.g. a city's centre) in a stable order.
 * `ring`: the nearest `need` matches (GiST nearest-neighbour order, which cannot also sort
 * ties) tell how far the page reaches; `page` then takes every match up to that distance
 * through the same index (a box 1 m wider, against rounding, then the exact distance) and
 * sorts by distance, newest and id.
 */
function nearestPageQuery(filters: JobSearchFilters, point: GeoPoint, need: number): PageQuery {
  const keys = [key(nearestFirst(point), 'asc'), ...newestKeys];
  const reach = sql`(select max(ring.k0) from ring)`;
  const where = [openJobs, hasPosition, ...companyOf(filters), ...conditionsOf(filters, 'postings')];
  const ring = orderedIdsQuery(filters, [key(nearestFirst(point), 'asc')], 'ring', need);
  const cte = sql`${ring.cte},
    page as (
      select ${keyColumns(keys)} from ${postings}
      where ${and(where)}
        and earth_box(${originOf(point)}, sec_to_gc(${reach}) + 1) @> ${position}
        and ${nearestFirst(point)} <= ${reach}
      order by ${orderBy(keys)} limit ${need})`;
  return { cte, keys, matchCount: ring.matchCount };
}

/**
 * Best match first among the RELEVANCE_WINDOW newest matching postings (more when the page asks
 * for more). Ranking every match of a common word ("welder" is in one posting in twelve) would
 * read thousands of rows per request; the newest hundred are what a reader pages through.
 */
function relevancePageQuery(filters: JobSearchFilters, tsQuery: string, need: number): PageQuery {
  const keys = [key(sql`ts_rank(${postings.searchVector}, ${tsQueryOf(tsQuery)})`, 'desc'), ...newestKeys];
  const newest = { ...filters, sortBy: 'newest' as const };
  const candidates = orderedIdsQuery(newest, newestKeys, 'candidates', Math.max(RELEVANCE_WINDOW, need));
  const cte = sql`${candidates.cte},
    page as (
      select ${keyColumns(keys)} from candidates join ${postings} on ${postings.id} = candidates.id
      order by ${orderBy(keys)} limit ${need})`;
  return { cte, keys, matchCount: candidates.matchCount };
}

/**
 * How many open jobs match the search (every filter and the radius), counting at most `cap`:
 * `total`, and `capped` when there are more. An exact count of a broad search would read tens
 * of thousands of postings on every first page; this stops reading at `cap + 1` matches. The
 * matches are a MATERIALIZED CTE, planned for all its rows: a rare combination is then found
 * through the filters' indexes (GIN, GiST, B-tree) rather than by a sequential scan the planner
 * would bet on ending early under a LIMIT, while a common one is read in any order and stops early.
 */
export function jobCountSql(filters: JobSearchFilters, cap: number): SQL {
  return sql`with count_matches as materialized (select 1 from ${postings} where ${and(matchConditions(filters))})
    select least(count(*), ${cap})::int as total, count(*) > ${cap} as capped
    from (select 1 from count_matches limit ${cap + 1}) as m`;
}

/**
 * The first person hired on the row's posting (spec 2 §3 `worker_id` / `worker_name`), as
 * [id, full name]: its earliest accepted application, read only for postings with a hire.
 */
const firstHire = sql`case when ${postings.hiredCount} > 0 then (
    select array[hire_u.id::text, hire_u.full_name] from ${applications} hire_a
    join ${users} hire_u on hire_u.id = hire_a.applicant_id
    where hire_a.posting_id = ${postings.id} and hire_a.status = 'accepted'
    order by hire_a.decided_at asc nulls last, hire_a.created_at, hire_a.id limit 1) end`;

/**
 * A board row's columns (JobListingRow but distance_km, applied and match_count), from
 * `postings` joined to its poster in `users`: the board and the saved jobs list read the same.
 */
export const listingColumns = sql`${postings.id} as id, ${postings.title} as title, ${postings.description} as description,
      ${postings.company} as company, ${postings.posterId} as poster_id, ${users.fullName} as poster_name,
      ${users.emailVerified} as poster_verified, ${postings.location} as location, ${postings.city} as city,
      ${postings.region} as region, ${postings.latitude} as latitude, ${postings.longitude} as longitude,
      ${postings.jobType} as job_type, ${postings.pricingType} as pricing_type,
      ${postings.salaryMin}::float8 as salary_min, ${postings.salaryMax}::float8 as salary_max,
      ${postings.fixedPrice}::float8 as fixed_price, ${postings.hourlyRate}::float8 as hourly_rate,
      ${postings.posterTrustScore} as poster_trust_score, ${postings.urgency} as urgency,
      ${postings.skillsRequired} as skills_required, ${postings.createdAt} as created_at,
      ${postings.category} as category, ${postings.experienceRequired} as experience_required,
      ${postings.workSchedule} as work_schedule, ${postings.remoteAllowed} as remote_allowed,
      ${postings.certificationRequired} as certification_required,
      ${postings.certificationType} as certification_type,
      ${postings.certificationBonus}::float8 as certification_bonus,
      ${postings.prefersCertified} as prefers_certified, ${postings.applicationsCount} as applications_count,
      ${postings.companyId} as company_id, ${firstHire} as first_hire`;

/**
 * Whether the viewer applied to the row's posting: one probe of the (posting, applicant) unique
 * index per row of the page, inside the page's own statement; a visitor's is a constant false.
 */
export function appliedBy(viewerId: string | null): SQL {
  if (!viewerId) return sql`false`;
  return sql`exists (select 1 from ${applications} where ${applications.postingId} = ${postings.id}
    and ${applications.applicantId} = ${viewerId})`;
}

/**
 * The board's whole query for one page, in one statement: the ids up to the page (by sort,
 * see above), then the page's postings, their posters and whether `viewerId` applied to them.
 * With `countCap` (the first page), each row also carries `match_count`: how many postings
 * match, up to `countCap + 1`, when the statement found every match anyway (a rare
 * combination, or a scope it read to the end), else null. Counting apart cost as much again
 * as the page on every first page (bench/README.md), mostly repeating the `_matches` search.
 * The benchmark EXPLAINs it.
 */
export function jobSearchSql(
  filters: JobSearchFilters,
  viewerId: string | null = null,
  countCap: number | null = null,
): SQL {
  const need = filters.offset + filters.limit;
  let page: PageQuery;
  if (filters.point && filters.sortBy === 'distance') page = nearestPageQuery(filters, filters.point, need);
  else if (filters.tsQuery && filters.sortBy === 'relevance') {
    page = relevancePageQuery(filters, filters.tsQuery, need);
  } else {
    const keys = indexSortKeys(filters.sortBy);
    page = { ...orderedIdsQuery(filters, keys, 'page', need), keys };
  }
  const { keys } = page;
  const distanceKm = filters.point
    ? sql`round((earth_distance(${originOf(filters.point)}, ${position}) / 1000)::numeric, 1)::float8`
    : sql`null::float8`;
  return sql`with ${page.cte}
    select ${listingColumns}, ${distanceKm} as distance_km, ${appliedBy(viewerId)} as applied,
      ${countCap === null ? sql`null::int` : page.matchCount(countCap)} as match_count
    from (select * from page order by ${orderByColumns(keys, 'page')}
      offset ${filters.offset} limit ${filters.limit}) as page
    join ${postings} on ${postings.id} = page.id
    join ${users} on ${users.id} = ${postings.posterId}
    order by ${orderByColumns(keys, 'page')}`;
}
