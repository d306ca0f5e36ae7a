import type { CreateGigInput, CreateGigResultDto } from '@hirehand/shared/gigs/create-gig';
import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/lib/api-client';
import { DASHBOARD_QUERY_KEY, GIGS_QUERY_KEY, JOBS_QUERY_KEY } from '@/lib/query-keys';
import { getSession } from '@/lib/session/session';
import { useSubmissionKeys } from '@/lib/submission-key';

/**
 * Query-key roots that a new posting changes: the job board, the gig marketplace and the
 * dashboard's lists. Invalidated after a create instead of reloading the page.
 */
export const POSTING_QUERY_ROOTS = [JOBS_QUERY_KEY, GIGS_QUERY_KEY, DASHBOARD_QUERY_KEY] as const;

/**
 * POST /api/gigs/create with the session's bearer token. Uses apiFetch (not authFetch) so that
 * a 401 shows the wizard's own text instead of clearing the session behind it.
 */
export function createGig(input: CreateGigInput, idempotencyKey?: string): Promise<CreateGigResultDto> {
  return apiFetch<CreateGigResultDto>('/api/gigs/create', {
    method: 'POST',
    body: input,
    token: getSession()?.token ?? null,
    idempotencyKey,
  });
}

/** The text for a failed create. */
export function createGigErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 429) return GIG_MESSAGES.tooManyCreations;
    if (error.status === 401) return GIG_MESSAGES.signInToCreate;
    // 422 is the schema check of our server (the original server answered those as a 400 too).
    if (error.status === 400 || error.status === 422) return error.detail ?? GIG_MESSAGES.badInput;
    return error.detail ?? GIG_MESSAGES.createFailed;
  }
  if (error instanceof TypeError) return GIG_MESSAGES.cannotConnect;
  return GIG_MESSAGES.networkError;
}

/** The success text for the mode, with the posting's estimated reach. */
export const createGigSuccessMessage = (mode: CreateGigInput['mode'], reach: number) =>
  mode === 'job' ? GIG_MESSAGES.jobPosted(reach) : GIG_MESSAGES.gigCreated(reach);

/** Posts once per submission: a double click or a retry of the same values sends the same Idempotency-Key. */
export function useCreateGig() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationKey: ['gigs', 'create'],
    mutationFn: (input: CreateGigInput) => createGig(input, keys.keyFor(input)),
    onSuccess: () => {
      keys.reset();
      // Not awaited: the wizard closes at once and the open lists refetch behind it.
      for (const queryKey of POSTING_QUERY_ROOTS) {
        void queryClient.invalidateQueries({ queryKey: [...queryKey] });
      }
    },
  });
}
