import type { AddExperienceInput, ExperienceResultDto } from '@hirehand/shared/experience/experience';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';
import { invalidateAfterExperienceChange } from './experience-invalidation';

/** POST /api/experience/add (bearer): 201 with the new entry; 400/422 with a detail. */
export function addExperience(input: AddExperienceInput) {
  return authFetch<ExperienceResultDto>('/api/experience/add', { method: 'POST', body: input });
}

export function useAddExperience(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['experience', userId, 'add'],
    mutationFn: addExperience,
    onSuccess: () => invalidateAfterExperienceChange(queryClient, userId),
  });
}
