import { z } from 'zod';
import {
  CertificationType,
  DEFAULT_JOB_RADIUS_KM,
  JOB_RADIUS_OPTIONS,
  JobExperienceLevel,
  JobSort,
  JobType,
  Urgency,
  WorkSchedule,
} from './job-enums';

const booleanParam = z.enum(['true', 'false']).transform((value) => value === 'true');

/**
 * GET /api/jobs query. The board's filters run on the server; names
 * are the board's own (camelCase). `latitude`/`longitude` give the searcher's position
 * for distance when no city is typed.
 */
export const JobSearchQuery = z.object({
  searchTerm: z.string().trim().max(200).optional(),
  location: z.string().trim().max(120).optional(),
  radius: z.enum(JOB_RADIUS_OPTIONS).default(String(DEFAULT_JOB_RADIUS_KM) as '25'),
  latitude: z.coerce.number().min(-90).max(90).optional(),
  longitude: z.coerce.number().min(-180).max(180).optional(),
  minSalary: z.coerce.number().min(0).max(10_000).optional(),
  maxSalary: z.coerce.number().min(0).max(10_000).optional(),
  jobType: JobType.optional(),
  urgency: Urgency.optional(),
  certificationRequired: booleanParam.optional(),
  certificationType: CertificationType.optional(),
  experienceLevel: JobExperienceLevel.optional(),
  workSchedule: WorkSchedule.optional(),
  remoteAllowed: booleanParam.optional(),
  /** Exclusive jobs only (top pay at or above EXCLUSIVE_HOURLY_RATE_CENTS): a Premium filter, 403 otherwise. */
  exclusive: booleanParam.optional(),
  /** One company's jobs only (its public page, decision 042): the spec's `company_id`; malformed is 422. */
  company_id: z.uuid().optional(),
  sortBy: JobSort.default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type JobSearchQuery = z.input<typeof JobSearchQuery>;
export type JobSearchParams = z.output<typeof JobSearchQuery>;

/**
 * A job as the board lists it. `location` is the text shown
 * on the card; coordinates are `latitude`/`longitude` beside it.
 */
export const JobListingDto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  company: z.string(),
  location: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  distance_km: z.number().nullable(),
  type: JobType,
  salary: z.string(),
  rate: z.number().nullable(),
  trustScore: z.number().int(),
  urgency: Urgency,
  skills: z.array(z.string()),
  postedAt: z.string(),
  verified: z.boolean(),
  category: z.string(),
  experience_level: JobExperienceLevel,
  work_schedule: WorkSchedule,
  remote_allowed: z.boolean(),
  certification_required: z.boolean(),
  certification_type: CertificationType.nullable(),
  certification_bonus: z.number().nullable(),
  prefers_certified: z.boolean(),
  employer_id: z.string(),
  applications_count: z.number().int(),
  /** Whether the signed-in caller has applied to it (false for visitors). */
  applied: z.boolean(),
  /** Its top hourly pay (`salary_max`) is at or above EXCLUSIVE_HOURLY_RATE_CENTS (decision 032). */
  exclusive: z.boolean().optional(),
  /** The company the job is posted for (spec 2 §3 `company_id`, decision 042); null: its poster's own. */
  company_id: z.string().nullable().optional(),
  /**
   * Another member of a company the signed-in caller belongs to posted it for that company: like
   * their own posting (`employer_id`), they do not apply to it (400
   * `applications.own_company_posting`). False for visitors and for the poster.
   */
  posted_by_colleague: z.boolean().optional(),
  /** Once someone is hired: the first accepted applicant (first name and last initial); null before. */
  worker_id: z.string().nullable().optional(),
  worker_name: z.string().nullable().optional(),
});
export type JobListingDto = z.infer<typeof JobListingDto>;

/** GET /api/jobs answers an array; Load More asks for the next page until fewer come back. */
export const JobListDto = z.array(JobListingDto);

/**
 * The first page of a search also says how many jobs match in all, in these headers (the body
 * stays the spec's array): the count, up to JOB_COUNT_CAP, and whether there are more than that.
 */
export const JOB_TOTAL_HEADER = 'x-total-count';
export const JOB_TOTAL_CAPPED_HEADER = 'x-total-count-capped';
export const JOB_COUNT_CAP = 1000;

/**
 * Where the search measured distances from ("latitude,longitude"), on every page that had a
 * point: the typed city as the server placed it, or the position sent. The map centres on it,
 * so the board's list and its map share one reference point.
 */
export const JOB_ORIGIN_HEADER = 'x-search-origin';

/** The origin header's value for a point (5 decimals, about a metre). */
export const formatSearchOrigin = (point: { latitude: number; longitude: number }) =>
  `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;

/** The point in an origin header; null when absent or malformed. */
export function parseSearchOrigin(
  value: string | null | undefined,
): { latitude: number; longitude: number } | null {
  const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(value ?? '');
  if (!match) return null;
  const latitude = Number(match[1]);
  const longitude = Number(match[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}
