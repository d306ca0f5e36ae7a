import { z } from 'zod';
import {
  CertificationType,
  JOB_RADIUS_OPTIONS,
  JobExperienceLevel,
  JobType,
  Urgency,
  WorkSchedule,
} from '../jobs/job-enums';
import { JobSearchQuery } from '../jobs/jobs';

/**
 * Job alerts (issue 21, beyond the spec): 'Save this search' on the job board keeps the board's
 * filters, and new postings that meet them reach the worker through the match delivery (each
 * posting once). How many a worker may keep and how fast their alerts go follow the plan:
 * `PLAN_CATALOG[tier].limits.savedSearches`, and the `advanced_search` entitlement makes them
 * immediate (in-app and e-mail); without it they come in a weekly digest e-mail.
 */

/** The board's filters an alert keeps: GET /api/jobs's query without paging and order. */
export const JobAlertFilters = JobSearchQuery.omit({
  page: true,
  limit: true,
  sortBy: true,
  // A company's page lists its jobs; an alert is kept for the board's own filters.
  company_id: true,
}).strict();
export type JobAlertFilters = z.output<typeof JobAlertFilters>;
export type JobAlertFiltersInput = z.input<typeof JobAlertFilters>;

/**
 * The filters as answered: the parsed values of JobAlertFilters (yes/no filters as booleans). A
 * schema of its own because a response is encoded, and the query's 'true'/'false' transform is one-way.
 */
export const JobAlertFiltersDto = z.object({
  searchTerm: z.string().optional(),
  location: z.string().optional(),
  radius: z.enum(JOB_RADIUS_OPTIONS),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  minSalary: z.number().optional(),
  maxSalary: z.number().optional(),
  jobType: JobType.optional(),
  urgency: Urgency.optional(),
  certificationRequired: z.boolean().optional(),
  certificationType: CertificationType.optional(),
  experienceLevel: JobExperienceLevel.optional(),
  workSchedule: WorkSchedule.optional(),
  remoteAllowed: z.boolean().optional(),
  exclusive: z.boolean().optional(),
}) satisfies z.ZodType<JobAlertFilters>;

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
  filters: JobAlertFiltersDto,
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

/**
 * The filters as stored (job_alerts.filters) and as GET /api/jobs takes them: only the set ones,
 * yes/no filters as 'true' (a false one is left out), so `JobAlertFilters.parse(stored)` gives the
 * board's search again and two saves of the same search compare equal.
 */
export function storedJobAlertFilters(filters: JobAlertFilters): Record<string, string | number> {
  const stored: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || value === false) continue;
    stored[key] = value === true ? 'true' : value;
  }
  return stored;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * An alert's default name, a readable summary of its filters (decision 041): "Electrician jobs
 * near Toronto within 25 km", then the other filters set ("full-time, from $30/h"), cut to the
 * name's maximum. Stored as the person's data, like a name they typed.
 */
export function defaultJobAlertName(filters: JobAlertFilters): string {
  const subject = filters.searchTerm ? `${capitalised(filters.searchTerm)} jobs` : 'Jobs';
  const placed = filters.location
    ? ` near ${filters.location}`
    : filters.latitude !== undefined && filters.longitude !== undefined
      ? ' near your position'
      : '';
  const within = placed && filters.radius !== 'unlimited' ? ` within ${filters.radius} km` : '';
  const extras = [
    filters.jobType,
    filters.minSalary !== undefined ? `from $${filters.minSalary}/h` : undefined,
    filters.maxSalary !== undefined ? `up to $${filters.maxSalary}/h` : undefined,
    filters.urgency ? `${filters.urgency} urgency` : undefined,
    filters.experienceLevel ? `${filters.experienceLevel} level` : undefined,
    filters.workSchedule ? `${filters.workSchedule} schedule` : undefined,
    filters.remoteAllowed ? 'remote allowed' : undefined,
    filters.certificationType
      ? filters.certificationType.replaceAll('_', ' ')
      : filters.certificationRequired
        ? 'certification required'
        : undefined,
    filters.exclusive ? 'exclusive' : undefined,
  ].filter((part): part is string => Boolean(part));
  const name = [`${subject}${placed}${within}`, ...extras].join(', ');
  return name.length <= JOB_ALERT_LIMITS.nameMax ? name : `${name.slice(0, JOB_ALERT_LIMITS.nameMax - 1)}…`;
}

/** DELETE /api/job-alerts/:id. */
export const JobAlertParams = z.object({ id: z.uuid() }).strict();

/** Saves a minute per person: the board saves on a click, never in a loop. */
export const JOB_ALERT_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
