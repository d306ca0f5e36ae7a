import type { GigDetailDto } from '@hirehand/shared/gigs/gig-dto';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { GIGS_QUERY_KEY } from '@/lib/query-keys';

/** The viewer is part of the key: can_apply, is_owner and my_application depend on who asks. */
export const gigDetailQueryKey = (gigId: string, viewerId: string | null) =>
  [...GIGS_QUERY_KEY, 'detail', gigId, viewerId] as const;

/** GET /api/gigs/{id} (public; with the token the answer says whether the caller may apply). */
export function fetchGigDetail(gigId: string, token?: string | null) {
  return apiFetch<GigDetailDto>(`/api/gigs/${encodeURIComponent(gigId)}`, { token });
}

export function useGigDetail(gigId: string | null, viewer: { id: string; token: string } | null) {
  return useQuery({
    queryKey: gigDetailQueryKey(gigId ?? '', viewer?.id ?? null),
    queryFn: () => fetchGigDetail(gigId ?? '', viewer?.token),
    enabled: Boolean(gigId),
    // Every read counts a view for non-owners: do not refetch on a whim.
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
