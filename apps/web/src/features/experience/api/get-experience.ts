import type { ExperienceListDto } from '@hirehand/shared/experience/experience';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { EXPERIENCE_QUERY_KEY } from '@/lib/query-keys';

/** ['experience', userId]: invalidate it after anything that changes a user's work experience. */
export const experienceQueryKey = (userId: string) => [...EXPERIENCE_QUERY_KEY, userId] as const;

/** GET /api/experience/{userId} (public): entries, user info and summary figures. */
export function fetchExperience(userId: string) {
  return apiFetch<ExperienceListDto>(`/api/experience/${encodeURIComponent(userId)}`);
}

export function useExperience(userId: string) {
  return useQuery({
    queryKey: experienceQueryKey(userId),
    queryFn: () => fetchExperience(userId),
    enabled: Boolean(userId),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
}
