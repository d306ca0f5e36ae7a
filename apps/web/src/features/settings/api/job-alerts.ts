import type { JobAlertListDto } from '@hirehand/shared/matching/job-alerts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { JOB_ALERTS_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

/** GET /api/job-alerts (bearer): the caller's alerts, newest first, the plan's limit (null: unlimited) and frequency. */
export const fetchJobAlerts = () => authFetch<JobAlertListDto>('/api/job-alerts');

export function useJobAlerts() {
  return useQuery({ queryKey: JOB_ALERTS_QUERY_KEY, queryFn: fetchJobAlerts });
}

/** DELETE /api/job-alerts/{id} (bearer; another person's is a 404); the list refreshes after it. */
export const deleteJobAlert = (id: string) =>
  authFetch<void>(`/api/job-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...JOB_ALERTS_QUERY_KEY, 'delete'],
    mutationFn: deleteJobAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_QUERY_KEY }),
  });
}
