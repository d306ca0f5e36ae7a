import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_JOBS_QUERY_KEY } from '@/lib/query-keys';
import { deleteSavedJob, fetchSavedJobs } from '@/lib/saved-jobs';

/** The dashboard's Saved jobs list (GET /api/jobs/saved). */
export function useSavedJobs() {
  return useQuery({ queryKey: SAVED_JOBS_QUERY_KEY, queryFn: fetchSavedJobs });
}

/** Remove: DELETE /api/jobs/{id}/saved, then the list (and every Save toggle) refreshes. */
export function useRemoveSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (jobId: string) => deleteSavedJob(jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY }),
  });
}
