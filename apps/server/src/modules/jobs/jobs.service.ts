import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import type { JobSort } from '@hirehand/shared/jobs/job-enums';
import type { JobSearchParams } from '@hirehand/shared/jobs/jobs';
import type { AppContext } from '../../platform/context';
import { badRequest } from '../../platform/errors';
import { toPrefixTsQuery } from '../gigs/search-query';
import { type GeoPoint, type JobListingRow, type JobSearchFilters, searchJobPostings } from './jobs.repo';

/** Where distances are measured from: the typed city (it wins), else the searcher's own position. */
async function searchPointOf(ctx: AppContext, query: JobSearchParams): Promise<GeoPoint | null> {
  if (query.location) {
    const city = await ctx.geo.findCity(query.location);
    if (!city) throw badRequest(GIG_MESSAGES.unknownLocation(query.location));
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
    sortBy,
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  };
}

/** One page of the job board (GET /api/jobs): open job-mode postings matching every given filter, in one query. */
export async function searchJobs(props: {
  ctx: AppContext;
  query: JobSearchParams;
}): Promise<JobListingRow[]> {
  return searchJobPostings(props.ctx.db, await toJobSearchFilters(props.ctx, props.query));
}
