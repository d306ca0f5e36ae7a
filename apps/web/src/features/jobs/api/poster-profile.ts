import type { PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { retryServerErrors } from './jobs-api';

export const posterProfileQueryKey = (userId: string) => ['profiles', 'public', userId] as const;

/** GET /api/users/{id}/profile (public): a poster's public profile and newest open postings. */
export const fetchPosterProfile = (userId: string) =>
  apiFetch<PublicProfileDto>(`/api/users/${encodeURIComponent(userId)}/profile`);

export function usePosterProfile(userId: string) {
  return useQuery({
    queryKey: posterProfileQueryKey(userId),
    queryFn: () => fetchPosterProfile(userId),
    staleTime: 60_000,
    retry: retryServerErrors,
  });
}
