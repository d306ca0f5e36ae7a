import type { SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { authFetch } from '@/lib/session/session';

/*
 * Saved jobs' calls, shared by every feature that lists or toggles them (the dashboard's list,
 * the job detail's Save toggle, the matcher's Save Job); their queries live under
 * SAVED_JOBS_QUERY_KEY (lib/query-keys.ts).
 */

/** GET /api/jobs/saved: the caller's saved jobs still on the board, newest save first. */
export const fetchSavedJobs = () => authFetch<SavedJobsDto>('/api/jobs/saved');

/** PUT /api/jobs/{id}/saved (idempotent; 404 for a job no longer on the board, 409 past the limit). */
export const putSavedJob = (jobId: string) =>
  authFetch<void>(`/api/jobs/${encodeURIComponent(jobId)}/saved`, { method: 'PUT' });

/** DELETE /api/jobs/{id}/saved (idempotent). */
export const deleteSavedJob = (jobId: string) =>
  authFetch<void>(`/api/jobs/${encodeURIComponent(jobId)}/saved`, { method: 'DELETE' });
