import type {
  ExperienceFromApplicationInput,
  ExperienceResultDto,
} from '@hirehand/shared/experience/experience';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EXPERIENCE_QUERY_KEY, invalidateAfterChange } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** POST /api/experience/from-application/{applicationId}: an accepted job becomes an experience entry. */
export const recordExperienceFromApplication = (
  applicationId: string,
  input: ExperienceFromApplicationInput,
) =>
  authFetch<ExperienceResultDto>(`/api/experience/from-application/${encodeURIComponent(applicationId)}`, {
    method: 'POST',
    body: input,
  });

export function useRecordExperienceFromApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      applicationId,
      input,
    }: {
      applicationId: string;
      input: ExperienceFromApplicationInput;
    }) => recordExperienceFromApplication(applicationId, input),
    onSuccess: () =>
      Promise.all([
        invalidateAfterChange(queryClient),
        // The work-experience modal's lists, whatever their exact keys.
        queryClient.invalidateQueries({ queryKey: EXPERIENCE_QUERY_KEY }),
      ]),
  });
}
