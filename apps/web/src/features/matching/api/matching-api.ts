import type { AiMatchResultDto, MatchJobsInput } from '@hirehand/shared/matching/match-jobs';
import type {
  NotificationPreferencesDto,
  NotificationPreferencesInput,
  SmartNotificationsDto,
} from '@hirehand/shared/matching/smart-notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SAVED_JOBS_QUERY_KEY } from '@/lib/query-keys';
import { deleteSavedJob, fetchSavedJobs, putSavedJob } from '@/lib/saved-jobs';
import { authFetch } from '@/lib/session/session';

/** Every matcher query starts with this key. */
export const MATCHING_QUERY_KEY = ['matching'] as const;
export const SMART_NOTIFICATIONS_QUERY_KEY = [...MATCHING_QUERY_KEY, 'smart-notifications'] as const;
/** AI Matching Analytics' answers (one per period): the matches a screen shows count in them. */
export const MATCH_ANALYTICS_QUERY_KEY = [...MATCHING_QUERY_KEY, 'analytics'] as const;

/** POST /api/ai/match-jobs (bearer): the caller's matches, explained, with market insights. */
export const matchJobs = (input: MatchJobsInput) =>
  authFetch<AiMatchResultDto>('/api/ai/match-jobs', { method: 'POST', body: input });

export function useMatchJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MATCHING_QUERY_KEY, 'match'],
    mutationFn: matchJobs,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MATCH_ANALYTICS_QUERY_KEY }),
  });
}

/** GET /api/ai/smart-notifications (bearer): saved preferences, or null when not enabled. */
export const fetchSmartNotifications = () => authFetch<SmartNotificationsDto>('/api/ai/smart-notifications');

export function useSmartNotifications(enabled: boolean) {
  return useQuery({
    queryKey: SMART_NOTIFICATIONS_QUERY_KEY,
    queryFn: fetchSmartNotifications,
    enabled,
  });
}

/** POST /api/ai/smart-notifications (bearer): saves (and so enables) the preferences. */
export const saveSmartNotifications = (input: NotificationPreferencesInput) =>
  authFetch<{ notification_preferences: NotificationPreferencesDto }>('/api/ai/smart-notifications', {
    method: 'POST',
    body: input,
  });

export function useSaveSmartNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...SMART_NOTIFICATIONS_QUERY_KEY, 'save'],
    mutationFn: saveSmartNotifications,
    onSuccess: (answer) =>
      queryClient.setQueryData<SmartNotificationsDto>(SMART_NOTIFICATIONS_QUERY_KEY, {
        notification_preferences: answer.notification_preferences,
      }),
  });
}

/** The ids of the jobs the person saved (the dashboard's saved list, shared through SAVED_JOBS_QUERY_KEY). */
export function useSavedJobIds() {
  return useQuery({
    queryKey: SAVED_JOBS_QUERY_KEY,
    queryFn: fetchSavedJobs,
    select: (data) => new Set(data.jobs.map((job) => job.id)),
  });
}

/** PUT /api/jobs/{id}/saved (save) or DELETE (unsave), both idempotent; the saved list refreshes after either. */
export function useSetJobSaved() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...MATCHING_QUERY_KEY, 'saved'],
    mutationFn: ({ jobId, saved }: { jobId: string; saved: boolean }) =>
      saved ? putSavedJob(jobId) : deleteSavedJob(jobId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_JOBS_QUERY_KEY }),
  });
}
