import {
  JOB_ORIGIN_HEADER,
  JOB_TOTAL_CAPPED_HEADER,
  JOB_TOTAL_HEADER,
  type JobListingDto,
  parseSearchOrigin,
} from '@hirehand/shared/jobs/jobs';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiFetchWithHeaders } from '@/lib/api-client';
import { useMySubscription } from '@/lib/membership/my-subscription';
import { JOBS_QUERY_KEY } from '@/lib/query-keys';
import { useSession } from '@/lib/session/use-session';
import { buildJobSearchParams, JOB_PAGE_SIZE, type JobFilters, type SearchPoint } from './job-filters';

export const jobQueryKeys = {
  all: JOBS_QUERY_KEY,
  /** The viewer is part of the key: each job's `applied` depends on who asks. */
  search: (query: string, viewerId: string | null = null) =>
    [...JOBS_QUERY_KEY, 'search', query, viewerId] as const,
  nearest: (query: string, viewerId: string | null = null) =>
    [...JOBS_QUERY_KEY, 'nearest', query, viewerId] as const,
  exclusive: (query: string, viewerId: string | null = null) =>
    [...JOBS_QUERY_KEY, 'exclusive', query, viewerId] as const,
};

/** One page of the board; the first also says how many jobs match in all (`capped`: at least that many). */
export interface JobPage {
  jobs: JobListingDto[];
  total: number | null;
  capped: boolean;
  /** The point distances were measured from (the typed city as the server placed it); null: none. */
  origin: SearchPoint | null;
}

/**
 * GET /api/jobs (public; with the token each job says whether the caller applied to it): open
 * jobs in the board's listing shape, an array per page, and the total in a header on page 1.
 */
export async function fetchJobs(params: URLSearchParams, token?: string | null): Promise<JobPage> {
  const { body, headers } = await apiFetchWithHeaders<JobListingDto[]>(`/api/jobs?${params.toString()}`, {
    token,
  });
  const total = headers?.get(JOB_TOTAL_HEADER);
  return {
    jobs: body,
    total: total ? Number(total) : null,
    capped: headers?.get(JOB_TOTAL_CAPPED_HEADER) === 'true',
    origin: parseSearchOrigin(headers?.get(JOB_ORIGIN_HEADER)),
  };
}

/** Client errors (400 unknown location, 422) will not get better by asking again. */
export const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * The board's search as pages for Load More: page n+1 is asked for only while the last
 * page came back full. Jobs that slide between pages (new postings) are listed once.
 * `enabled` false holds the search (the previous results stay) until its point is known.
 * `scope.companyId`: one company's open jobs only (the company page lists them with this).
 */
export function useJobSearch(
  filters: JobFilters,
  point: SearchPoint | null,
  enabled = true,
  scope: { companyId?: string } = {},
) {
  const session = useSession();
  const base = buildJobSearchParams(filters, { point, limit: JOB_PAGE_SIZE, companyId: scope.companyId });
  const query = useInfiniteQuery({
    queryKey: jobQueryKeys.search(base.toString(), session?.user.id ?? null),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(base);
      params.set('page', String(pageParam));
      return fetchJobs(params, session?.token);
    },
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.jobs.length < JOB_PAGE_SIZE ? undefined : lastPageParam + 1,
    retry: retryServerErrors,
    // The previous results stay (dimmed) while a changed search loads.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const jobs = useMemo(() => {
    const seen = new Set<string>();
    const list: JobListingDto[] = [];
    for (const job of pages?.flatMap((page) => page.jobs) ?? []) {
      if (seen.has(job.id)) continue;
      seen.add(job.id);
      list.push(job);
    }
    return list;
  }, [pages]);
  const first = pages?.[0];
  const total = first && first.total !== null ? { count: first.total, capped: first.capped } : null;
  return { ...query, jobs, total, origin: first?.origin ?? null };
}

/** How many of the nearest jobs the map asks for: its panel lists 3, the map marks them all. */
export const NEAREST_JOBS_LIMIT = 20;

/**
 * The board's search, nearest first, for the map: the same filters, point and radius as the
 * list, so the map's distances are the list's. Held (`enabled` false) while there is no point.
 */
export function useNearestJobs(filters: JobFilters, point: SearchPoint | null, enabled: boolean) {
  const session = useSession();
  const params = buildJobSearchParams(
    { ...filters, sortBy: 'distance' },
    { point, limit: NEAREST_JOBS_LIMIT },
  );
  return useQuery({
    queryKey: jobQueryKeys.nearest(params.toString(), session?.user.id ?? null),
    queryFn: async () => (await fetchJobs(params, session?.token)).jobs,
    enabled,
    retry: retryServerErrors,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the viewer may use the board's exclusive-jobs filter: `none` for visitors and non-workers
 * (no my-subscription request is made for them) and while the plan cannot be read; `pending`
 * while it loads; else what the plan's entitlements say (`exclusive_jobs`), never its tier's name.
 */
export type ExclusiveAccess = 'none' | 'pending' | 'locked' | 'entitled';

export function useExclusiveAccess(): ExclusiveAccess {
  const session = useSession();
  const worker = session?.user.user_type === 'worker';
  const { data, isError } = useMySubscription(worker);
  if (!worker || isError) return 'none';
  if (!data) return 'pending';
  return data.entitlements.includes('exclusive_jobs') ? 'entitled' : 'locked';
}

/** How many exclusive jobs the board's Premium section shows. */
export const EXCLUSIVE_SECTION_LIMIT = 3;

/**
 * The first few exclusive jobs matching the board's filters (page 1, `exclusive=true`), for the
 * "Exclusive for Premium members" section above the list. Asked only when `enabled` (the viewer is
 * entitled, the list is shown and does not already list exclusive jobs only).
 */
export function useExclusiveJobs(filters: JobFilters, point: SearchPoint | null, enabled: boolean) {
  const session = useSession();
  const params = buildJobSearchParams(
    { ...filters, exclusive: true },
    { point, limit: EXCLUSIVE_SECTION_LIMIT },
  );
  params.set('page', '1');
  return useQuery({
    queryKey: jobQueryKeys.exclusive(params.toString(), session?.user.id ?? null),
    queryFn: async () => (await fetchJobs(params, session?.token)).jobs,
    enabled,
    retry: retryServerErrors,
    placeholderData: keepPreviousData,
  });
}
