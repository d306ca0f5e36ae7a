import type { ApplyInput, ApplyResultDto } from '@hirehand/shared/applications/applications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  DASHBOARD_QUERY_KEY,
  GIGS_QUERY_KEY,
  JOBS_QUERY_KEY,
  MEMBERSHIP_QUERY_KEY,
  markJobApplied,
} from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';
import { useSubmissionKeys } from '@/lib/submission-key';

/**
 * Query keys whose data an application changes: gig details and lists, the job board, the
 * dashboard, and the applications left this month.
 */
export const KEYS_CHANGED_BY_APPLYING = [
  GIGS_QUERY_KEY,
  JOBS_QUERY_KEY,
  DASHBOARD_QUERY_KEY,
  MEMBERSHIP_QUERY_KEY,
] as const;

/** POST /api/gigs/{id}/apply with the bearer token: 201, or 400/404 with a detail. */
export function applyToPosting(
  postingId: string,
  input: ApplyInput,
  idempotencyKey?: string,
): Promise<ApplyResultDto> {
  return authFetch<ApplyResultDto>(`/api/gigs/${encodeURIComponent(postingId)}/apply`, {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
}

/** Applies once per submission: a double click or a retry of the same form sends the same Idempotency-Key. */
export function useApplyToPosting(postingId: string) {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationKey: ['applications', 'apply', postingId],
    mutationFn: (input: ApplyInput) => applyToPosting(postingId, input, keys.keyFor(input)),
    onSuccess: () => {
      keys.reset();
      // The job card says "Applied" at once; the refetches below confirm it.
      markJobApplied(queryClient, postingId);
      // Not awaited: the form closes at once and the lists catch up in the background.
      for (const queryKey of KEYS_CHANGED_BY_APPLYING) {
        void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }
    },
  });
}
