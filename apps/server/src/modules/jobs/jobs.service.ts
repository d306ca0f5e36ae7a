import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import type { JobSort } from '@hirehand/shared/jobs/job-enums';
import { JOB_COUNT_CAP, type JobListingDto, type JobSearchParams } from '@hirehand/shared/jobs/jobs';
import type { NearbyJobDto } from '@hirehand/shared/location/location';
import { EXCLUSIVE_HOURLY_RATE_CENTS } from '@hirehand/shared/membership/plans';
import { toAnyOfTsQuery, toPrefixTsQuery } from '../../db/search-query';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { companyIdsOfMember } from '../companies/companies.service';
import { assertEntitled } from '../membership/membership.service';
import { type ListingViewer, toJobListingDto, toNearbyJobDto, VISITOR } from './jobs.presenter';
import {
  countJobPostings,
  findNearbyJobPostings,
  type GeoPoint,
  type JobCount,
  type JobListingRow,
  type JobSearchFilters,
  pageCount,
  postingMatchesSearch,
  searchJobPostings,
} from './jobs.repo';

export type { GeoPoint } from './jobs.repo';

/** Where distances are measured from: the typed city (it wins), else the searcher's own position. */
async function searchPointOf(ctx: AppContext, query: JobSearchParams): Promise<GeoPoint | null> {
  if (query.location) {
    const city = await ctx.geo.findCity(query.location);
    if (!city) throw errors.badRequest(GIG_ERRORS.unknownLocation(query.location));
    return { latitude: city.latitude, longitude: city.longitude };
  }
  if (query.latitude !== undefined && query.longitude !== undefined) {
    return { latitude: query.latitude, longitude: query.longitude };
  }
  return null;
}

/**
 * The repo's filters for a board query: the city resolved with the geo provider (unknown: 400),
 * the radius around it or around latitude/longitude, and the sort settled. Sorting by distance
 * without a place, or by relevance without search words, falls back to newest first.
 */
export async function toJobSearchFilters(ctx: AppContext, query: JobSearchParams): Promise<JobSearchFilters> {
  const tsQuery = query.searchTerm ? toPrefixTsQuery(query.searchTerm) : null;
  const point = await searchPointOf(ctx, query);
  let sortBy: JobSort = query.sortBy;
  if ((sortBy === 'distance' && !point) || (sortBy === 'relevance' && !tsQuery)) sortBy = 'newest';
  return {
    tsQuery,
    point,
    radiusMetres: point && query.radius !== 'unlimited' ? Number(query.radius) * 1000 : null,
    minSalary: query.minSalary,
    maxSalary: query.maxSalary,
    jobType: query.jobType,
    urgency: query.urgency,
    certificationRequired: query.certificationRequired,
    certificationType: query.certificationType,
    experienceLevel: query.experienceLevel,
    workSchedule: query.workSchedule,
    remoteAllowed: query.remoteAllowed,
    companyId: query.company_id,
    sortBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/**
 * Exclusive jobs only, for a viewer whose plan gives `exclusive_jobs` (403 plan_required
 * otherwise, visitors included). "Exclusive" is a top pay (salary_max) at or above the catalog's
 * threshold, which is the board's own minimum-pay filter: the same salary_max index and plans.
 */
async function narrowToExclusive(ctx: AppContext, filters: JobSearchFilters, viewerId: string | null) {
  await assertEntitled(ctx.db, viewerId, 'exclusive_jobs');
  filters.minSalary = Math.max(filters.minSalary ?? 0, EXCLUSIVE_HOURLY_RATE_CENTS / 100);
}

/**
 * One page of the job board (GET /api/jobs): open job-mode postings matching every given filter,
 * in one query, each marked when the signed-in viewer applied to it. The first page also counts
 * the matches (up to JOB_COUNT_CAP); Load More pages do not count again. The page's statement
 * takes the count itself when it found every match anyway (rare matches, a small scope); only a
 * page that filled early is counted by a second statement, after it. Running the count beside
 * every first page repeated the page's work and made the board's database time per request
 * about 1.6 times the page's (bench/README.md).
 * `origin` is the point distances were measured from (null: none, so no radius applied).
 */
export async function searchJobs(props: {
  ctx: AppContext;
  query: JobSearchParams;
  viewerId?: string | null;
}): Promise<{ rows: JobListingRow[]; count: JobCount | null; origin: GeoPoint | null }> {
  const { ctx, query } = props;
  const filters = await toJobSearchFilters(ctx, query);
  const viewerId = props.viewerId ?? null;
  if (query.exclusive) await narrowToExclusive(ctx, filters, viewerId);
  if (query.page !== 1) {
    return { rows: await searchJobPostings(ctx.db, filters, viewerId), count: null, origin: filters.point };
  }
  const rows = await searchJobPostings(ctx.db, filters, viewerId, JOB_COUNT_CAP);
  const count = pageCount(rows, JOB_COUNT_CAP) ?? (await countJobPostings(ctx.db, filters, JOB_COUNT_CAP));
  return { rows, count, origin: filters.point };
}

/** What the board's cards say about the reader: whose postings are their colleagues' (decision 042). */
export async function listingViewer(ctx: AppContext, viewerId: string | null): Promise<ListingViewer> {
  return viewerId ? { userId: viewerId, companyIds: await companyIdsOfMember(ctx, viewerId) } : VISITOR;
}

/**
 * Whether a posting meets a saved board search (a job alert's filters, issue 21): the board's own
 * conditions for this one posting, with the place resolved as the board does, for `viewerId` (the
 * alert's owner: `exclusive` needs their plan). A place the geocoder no longer knows, or exclusive
 * jobs without the plan, matches nothing rather than failing the delivery.
 */
export async function postingMeetsSearch(props: {
  ctx: AppContext;
  postingId: string;
  filters: Omit<JobSearchParams, 'page' | 'limit' | 'sortBy' | 'company_id'>;
  viewerId: string;
}): Promise<boolean> {
  const { ctx } = props;
  const query: JobSearchParams = { ...props.filters, page: 1, limit: 1, sortBy: 'newest' };
  let filters: JobSearchFilters;
  try {
    filters = await toJobSearchFilters(ctx, query);
    if (query.exclusive) await narrowToExclusive(ctx, filters, props.viewerId);
  } catch {
    return false;
  }
  return postingMatchesSearch(ctx.db, filters, props.postingId);
}

/** The nearest open jobs within `radiusKm` of a point, nearest first (the map panel). */
export async function nearbyOpenJobs(props: {
  ctx: AppContext;
  point: GeoPoint;
  radiusKm: number;
  limit: number;
}): Promise<NearbyJobDto[]> {
  const rows = await findNearbyJobPostings(props.ctx.db, {
    point: props.point,
    radiusMetres: props.radiusKm * 1000,
    limit: props.limit,
  });
  return rows.map(toNearbyJobDto);
}

/** How far around a person the AI chat looks for jobs that fit their skills. */
export const SKILL_MATCH_RADIUS_KM = 100;

/**
 * Up to `limit` open jobs that ask for any of the skills (their text search matches one): around
 * `point` nearest first, within SKILL_MATCH_RADIUS_KM, or anywhere by best match without one.
 * The AI chat's job matches: from the board's own search, so they are jobs the board shows.
 */
export async function openJobsForSkills(props: {
  ctx: AppContext;
  skills: readonly string[];
  point: GeoPoint | null;
  limit: number;
}): Promise<JobListingDto[]> {
  const tsQuery = toAnyOfTsQuery(props.skills);
  if (!tsQuery) return [];
  const filters: JobSearchFilters = {
    tsQuery,
    point: props.point,
    radiusMetres: props.point ? SKILL_MATCH_RADIUS_KM * 1000 : null,
    sortBy: props.point ? 'distance' : 'relevance',
    limit: props.limit,
    offset: 0,
  };
  const rows = await searchJobPostings(props.ctx.db, filters, null);
  return rows.map((row) => toJobListingDto(row));
}
