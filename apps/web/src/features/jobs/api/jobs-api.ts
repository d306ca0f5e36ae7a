import { JOB_TOTAL_CAPPED_HEADER, JOB_TOTAL_HEADER, type JobListingDto } from '@hirehand/shared/jobs/jobs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiFetchWithHeaders } from '@/lib/api-client';
import { JOBS_QUERY_KEY } from '@/lib/query-keys';
import { useSession } from '@/lib/session/use-session';
import { buildJobSearchParams, JOB_PAGE_SIZE, type JobFilters, type SearchPoint } from './job-filters';

export const jobQueryKeys = {
  all: JOBS_QUERY_KEY,
  /** The viewer is part of the key: each job's `applied` depends on who asks. */
  search: (query: string, viewerId: string | null = null) =>
    [...JOBS_QUERY_KEY, 'search', query, viewerId] as const,
  near: (query: string) => [...JOBS_QUERY_KEY, 'near', query] as const,
};

/** One page of the board; the first also says how many jobs match in all (`capped`: at least that many). */
export interface JobPage {
  jobs: JobListingDto[];
  total: number | null;
  capped: boolean;
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
  };
}

/** Client errors (400 unknown location, 422) will not get better by asking again. */
export const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * The board's search as pages for Load More: page n+1 is asked for only while the last
 * page came back full. Jobs that slide between pages (new postings) are listed once.
 * `enabled` false holds the search (the previous results stay) until its point is known.
 */
export function useJobSearch(filters: JobFilters, point: SearchPoint | null, enabled = true) {
  const session = useSession();
  const base = buildJobSearchParams(filters, { point, limit: JOB_PAGE_SIZE });
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
  return { ...query, jobs, total };
}
