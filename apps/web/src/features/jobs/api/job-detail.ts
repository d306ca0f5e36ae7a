import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { JOBS_QUERY_KEY } from '@/lib/query-keys';
import { useSession } from '@/lib/session/use-session';

/** The viewer is part of the key: can_apply, is_owner and my_application depend on who asks. */
export const jobDetailQueryKey = (jobId: string, viewerId: string | null) =>
  [...JOBS_QUERY_KEY, 'detail', jobId, viewerId] as const;

/**
 * GET /api/gigs/{id}: a posting's whole record (the board's listing leaves the description
 * out). Under the jobs root, so applying or editing refreshes it with the board.
 */
export function useJobDetail(jobId: string) {
  const session = useSession();
  return useQuery({
    queryKey: jobDetailQueryKey(jobId, session?.user.id ?? null),
    queryFn: () =>
      apiFetch<GigDetailDto>(`/api/gigs/${encodeURIComponent(jobId)}`, { token: session?.token }),
    // Every read counts a view for non-owners: do not refetch on a whim.
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
