import type { JobAlertDto, JobAlertInput, JobAlertListDto } from '@hirehand/shared/matching/job-alerts';
import { authFetch } from '@/lib/session/session';

/*
 * Job alerts' calls, shared by the board's 'Save this search' (jobs) and the Settings list
 * (settings); their queries live under JOB_ALERTS_QUERY_KEY.
 */

export const JOB_ALERTS_QUERY_KEY = ['job-alerts'] as const;

/** GET /api/job-alerts: the caller's alerts, newest first, the plan's limit (null: unlimited) and frequency. */
export const fetchJobAlerts = () => authFetch<JobAlertListDto>('/api/job-alerts');

/** POST /api/job-alerts, once per submission (Idempotency-Key): 403 over the plan's limit, 409 for the same filters. */
export const postJobAlert = (input: JobAlertInput, idempotencyKey: string) =>
  authFetch<JobAlertDto>('/api/job-alerts', { method: 'POST', body: input, idempotencyKey });

/** DELETE /api/job-alerts/{id}. */
export const deleteJobAlert = (id: string) =>
  authFetch<void>(`/api/job-alerts/${encodeURIComponent(id)}`, { method: 'DELETE' });
