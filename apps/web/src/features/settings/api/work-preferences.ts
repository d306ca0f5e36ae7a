import type { WorkPreferencesDto, WorkPreferencesInput } from '@hirehand/shared/matching/work-preferences';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

export const WORK_PREFERENCES_QUERY_KEY = ['profile', 'work-preferences'] as const;

/** GET /api/profile/me/work-preferences (bearer): empty preferences until first saved. */
export const fetchWorkPreferences = () => authFetch<WorkPreferencesDto>('/api/profile/me/work-preferences');

export function useWorkPreferences() {
  return useQuery({ queryKey: WORK_PREFERENCES_QUERY_KEY, queryFn: fetchWorkPreferences });
}

/** PUT /api/profile/me/work-preferences (bearer): replaces them all; answers the saved preferences. */
export const saveWorkPreferences = (input: WorkPreferencesInput) =>
  authFetch<WorkPreferencesDto>('/api/profile/me/work-preferences', { method: 'PUT', body: input });

export function useSaveWorkPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...WORK_PREFERENCES_QUERY_KEY, 'save'],
    mutationFn: saveWorkPreferences,
    onSuccess: (saved) => queryClient.setQueryData(WORK_PREFERENCES_QUERY_KEY, saved),
  });
}
