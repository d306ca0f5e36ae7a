import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_JOBS_QUERY_KEY } from '@/lib/query-keys';
import { deleteSavedJob, fetchSavedJobs, putSavedJob } from '@/lib/saved-jobs';
import { useSession } from '@/lib/session/use-session';

/**
 * Whether the signed-in person saved this job: read from their saved list (the dashboard's
 * query, shared through SAVED_JOBS_QUERY_KEY), so a toggle and the list never disagree.
 * Asks nothing when `enabled` is false or nobody is signed in.
 */
export function useIsJobSaved(jobId: string, enabled: boolean) {
  const session = useSession();
  return useQuery({
    queryKey: SAVED_JOBS_QUERY_KEY,
    queryFn: fetchSavedJobs,
    enabled: enabled && session !== null,
    select: (data) => data.jobs.some((job) => job.id === jobId),
  });
}

/** Save or remove a job (PUT / DELETE /api/jobs/{id}/saved); the saved list refreshes after either. */
export function useToggleSavedJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, save }: { jobId: string; save: boolean }) =>
      save ? putSavedJob(jobId) : deleteSavedJob(jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY }),
  });
}
