import type { JobAlertFiltersInput, JobAlertFrequency } from '@hirehand/shared/matching/job-alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJobAlerts, JOB_ALERTS_QUERY_KEY, postJobAlert } from '@/lib/job-alerts';
import { useSubmissionKeys } from '@/lib/submission-key';
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

/**
 * POST /api/job-alerts once per submission; answers the saved alert with how its matches will
 * arrive (the plan's frequency, read from the refreshed list that Settings shows too).
 */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  return useMutation({
    mutationKey: [...JOB_ALERTS_QUERY_KEY, 'save'],
    mutationFn: async (filters: JobAlertFiltersInput) => {
      const input = { filters };
      const alert = await postJobAlert(input, keys.keyFor(input));
      keys.reset();
      const list = await queryClient.fetchQuery({
        queryKey: JOB_ALERTS_QUERY_KEY,
        queryFn: fetchJobAlerts,
        staleTime: 0,
      });
      return { alert, frequency: list.frequency as JobAlertFrequency };
    },
  });
}
