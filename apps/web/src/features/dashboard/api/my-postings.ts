import type { MyPostingsDto } from '@hirehand/shared/gigs/gig-dto';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

export const MY_POSTINGS_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'postings'] as const;

/** GET /api/gigs/mine: the caller's postings of both modes, every status, newest first. */
export const fetchMyPostings = () => authFetch<MyPostingsDto>('/api/gigs/mine');

export function useMyPostings(enabled = true) {
  return useQuery({ queryKey: MY_POSTINGS_QUERY_KEY, queryFn: fetchMyPostings, enabled });
}
