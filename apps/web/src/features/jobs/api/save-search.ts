import type {
  JobAlertDto,
  JobAlertFiltersInput,
  JobAlertInput,
  JobAlertListDto,
} from '@hirehand/shared/matching/job-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JOB_ALERTS_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';
import { buildJobSearchParams, type JobFilters, type SearchPoint } from './job-filters';

/**
 * What 'Save this search' keeps: the query the board sends to GET /api/jobs for these filters
 * (the typed city, else the shared position), without paging and order.
 */
export function alertFiltersOf(filters: JobFilters, point: SearchPoint | null): JobAlertFiltersInput {
  const params = buildJobSearchParams(filters, { point });
  params.delete('sortBy');
  return Object.fromEntries(params) as JobAlertFiltersInput;
}

/** POST /api/job-alerts, once per submission (Idempotency-Key): 403 over the plan's limit, 409 for the same filters. */
export const postJobAlert = (input: JobAlertInput, idempotencyKey: string | undefined) =>
  authFetch<JobAlertDto>('/api/job-alerts', { method: 'POST', body: input, idempotencyKey });

/**
 * Saves the search once per submission; answers the saved alert with how its matches will
 * arrive (the plan's frequency, from GET /api/job-alerts, the list Settings shows too).
 */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...JOB_ALERTS_QUERY_KEY, 'save'],
    mutationFn: async (filters: JobAlertFiltersInput) => {
      const input = { filters };
      // One key per click (the button is disabled while it runs). Not lib/submission-key: the
      // board is on the landing page, whose script budget has no room for one more shared chunk.
      const alert = await postJobAlert(input, globalThis.crypto?.randomUUID?.());
      const list = await queryClient.fetchQuery({
        queryKey: JOB_ALERTS_QUERY_KEY,
        queryFn: () => authFetch<JobAlertListDto>('/api/job-alerts'),
        staleTime: 0,
      });
      return { alert, frequency: list.frequency };
    },
  });
}
