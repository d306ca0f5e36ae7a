import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteJobAlert, fetchJobAlerts, JOB_ALERTS_QUERY_KEY } from '@/lib/job-alerts';

/** GET /api/job-alerts: the caller's saved searches, their plan's limit and how their alerts arrive. */
export function useJobAlerts() {
  return useQuery({ queryKey: JOB_ALERTS_QUERY_KEY, queryFn: fetchJobAlerts });
}

/** DELETE /api/job-alerts/{id}; the list refreshes after it. */
export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...JOB_ALERTS_QUERY_KEY, 'delete'],
    mutationFn: deleteJobAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOB_ALERTS_QUERY_KEY }),
  });
}
