import type { ApplyInput, ApplyResultDto } from '@hirehand/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DASHBOARD_QUERY_KEY, GIGS_QUERY_KEY, JOBS_QUERY_KEY, markJobApplied } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** Query keys whose data an application changes: gig details and lists, the job board, the dashboard. */
export const KEYS_CHANGED_BY_APPLYING = [GIGS_QUERY_KEY, JOBS_QUERY_KEY, DASHBOARD_QUERY_KEY] as const;

/** POST /api/gigs/{id}/apply with the bearer token: 201, or 400/404 with a detail. */
export function applyToPosting(postingId: string, input: ApplyInput): Promise<ApplyResultDto> {
  return authFetch<ApplyResultDto>(`/api/gigs/${encodeURIComponent(postingId)}/apply`, {
    method: 'POST',
    body: input,
  });
}

export function useApplyToPosting(postingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['applications', 'apply', postingId],
    mutationFn: (input: ApplyInput) => applyToPosting(postingId, input),
    onSuccess: () => {
      // The job card says "Applied" at once; the refetches below confirm it.
      markJobApplied(queryClient, postingId);
      // Not awaited: the form closes at once and the lists catch up in the background.
      for (const queryKey of KEYS_CHANGED_BY_APPLYING) {
        void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }
    },
  });
}
