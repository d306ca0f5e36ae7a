import type { ExperienceEntryDto, UpdateExperienceInput } from '@hirehand/shared/experience/experience';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { invalidateAfterExperienceChange } from './experience-invalidation';

/** PATCH /api/experience/entries/{id} (bearer, the owner): the changed entry. */
export function updateExperience(entryId: string, input: UpdateExperienceInput) {
  return authFetch<ExperienceEntryDto>(`/api/experience/entries/${encodeURIComponent(entryId)}`, {
    method: 'PATCH',
    body: input,
  });
}

export function useUpdateExperience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['experience', userId, 'update'],
    mutationFn: ({ entryId, input }: { entryId: string; input: UpdateExperienceInput }) =>
      updateExperience(entryId, input),
    onSuccess: () => invalidateAfterExperienceChange(queryClient, userId),
  });
}
