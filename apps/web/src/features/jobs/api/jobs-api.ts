import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ApiError, apiFetch } from '../../../lib/api-client';
import { buildJobSearchParams, JOB_PAGE_SIZE, type JobFilters, type SearchPoint } from './job-filters';

/** Every job query starts with this key: invalidate it after posting, editing or closing a job. */
export const JOBS_QUERY_KEY = ['jobs'] as const;

export const jobQueryKeys = {
  all: JOBS_QUERY_KEY,
  search: (query: string) => [...JOBS_QUERY_KEY, 'search', query] as const,
  near: (query: string) => [...JOBS_QUERY_KEY, 'near', query] as const,
};

/** GET /api/jobs (public): open jobs in the board's listing shape, an array per page. */
export const fetchJobs = (params: URLSearchParams) =>
  apiFetch<JobListingDto[]>(`/api/jobs?${params.toString()}`);

/** Client errors (400 unknown location, 422) will not get better by asking again. */
export const retryServerErrors = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 1;

/**
 * The board's search as pages for Load More: page n+1 is asked for only while the last
 * page came back full. Jobs that slide between pages (new postings) are listed once.
 * `enabled` false holds the search (the previous results stay) until its point is known.
 */
export function useJobSearch(filters: JobFilters, point: SearchPoint | null, enabled = true) {
  const base = buildJobSearchParams(filters, { point, limit: JOB_PAGE_SIZE });
  const query = useInfiniteQuery({
    queryKey: jobQueryKeys.search(base.toString()),
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(base);
      params.set('page', String(pageParam));
      return fetchJobs(params);
    },
    getNextPageParam: (lastPage, _pages, lastPageParam) =>
      lastPage.length < JOB_PAGE_SIZE ? undefined : lastPageParam + 1,
    retry: retryServerErrors,
    // The previous results stay (dimmed) while a changed search loads.
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  const jobs = useMemo(() => {
    const seen = new Set<string>();
    const list: JobListingDto[] = [];
    for (const job of pages?.flat() ?? []) {
      if (seen.has(job.id)) continue;
      seen.add(job.id);
      list.push(job);
    }
    return list;
  }, [pages]);
  return { ...query, jobs };
}
