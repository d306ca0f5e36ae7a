import { z } from 'zod';
import { JobSearchQuery } from '../jobs/jobs';

/**
 * Job alerts (issue 21, beyond the spec): 'Save this search' on the job board keeps the board's
 * filters, and new postings that meet them reach the worker through the match delivery (each
 * posting once). How many a worker may keep and how fast their alerts go follow the plan:
 * `PLAN_CATALOG[tier].limits.savedSearches`, and the `advanced_search` entitlement makes them
 * immediate (in-app and e-mail); without it they come in a weekly digest e-mail.
 */

/** The board's filters an alert keeps: GET /api/jobs's query without paging and order. */
export const JobAlertFilters = JobSearchQuery.omit({ page: true, limit: true, sortBy: true }).strict();
export type JobAlertFilters = z.output<typeof JobAlertFilters>;
export type JobAlertFiltersInput = z.input<typeof JobAlertFilters>;

export const JOB_ALERT_LIMITS = { nameMax: 80 } as const;

/** How an alert's matches go out: follows `advanced_search` at delivery time. */
export const JOB_ALERT_FREQUENCIES = ['immediate', 'weekly'] as const;
export const JobAlertFrequency = z.enum(JOB_ALERT_FREQUENCIES);
export type JobAlertFrequency = z.infer<typeof JobAlertFrequency>;

/** POST /api/job-alerts body. The name defaults to a summary of the filters when left out. */
export const JobAlertInput = z
  .object({
    name: z.string().trim().min(1).max(JOB_ALERT_LIMITS.nameMax).optional(),
    filters: JobAlertFilters,
  })
  .strict();
export type JobAlertInput = z.input<typeof JobAlertInput>;

export const JobAlertDto = z.object({
  id: z.string(),
  name: z.string(),
  filters: JobAlertFilters,
  created_at: z.string(),
});
export type JobAlertDto = z.infer<typeof JobAlertDto>;

/** GET /api/job-alerts: the caller's alerts, how many their plan allows (null: unlimited) and how fast they go. */
export const JobAlertListDto = z.object({
  alerts: z.array(JobAlertDto),
  limit: z.number().int().nullable(),
  frequency: JobAlertFrequency,
});
export type JobAlertListDto = z.infer<typeof JobAlertListDto>;
