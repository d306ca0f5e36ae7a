import type { MyPostingsDto } from '@hirehand/shared/gigs/gig-dto';
import { useQuery } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

export const MY_POSTINGS_QUERY_KEY = [...DASHBOARD_QUERY_KEY, 'postings'] as const;

/**
 * GET /api/gigs/mine: the caller's postings of both modes, every status, newest first; with a
 * company, that company's postings (decision 042: acting for a company names it).
 */
export const fetchMyPostings = (companyId?: string) =>
  authFetch<MyPostingsDto>(
    companyId ? `/api/gigs/mine?${new URLSearchParams({ company_id: companyId })}` : '/api/gigs/mine',
  );

export function useMyPostings(companyId?: string, enabled = true) {
  return useQuery({
    queryKey: [...MY_POSTINGS_QUERY_KEY, companyId ?? 'me'],
    queryFn: () => fetchMyPostings(companyId),
    enabled,
  });
}
