import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { invalidateAfterExperienceChange } from './experience-invalidation';

/** DELETE /api/experience/entries/{id} (bearer, the owner): 204. */
export function deleteExperience(entryId: string) {
  return authFetch<void>(`/api/experience/entries/${encodeURIComponent(entryId)}`, { method: 'DELETE' });
}

export function useDeleteExperience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['experience', userId, 'delete'],
    mutationFn: deleteExperience,
    onSuccess: () => invalidateAfterExperienceChange(queryClient, userId),
  });
}
