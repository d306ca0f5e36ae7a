import { z } from 'zod';
import { GigCategory } from '../gigs/gig-enums';
import { CertificationType, JobType, WorkSchedule } from '../jobs/job-enums';
import { Money } from '../platform/money';
import { storableText } from '../platform/text';

/**
 * A worker's work preferences (issue 21): what they want beyond skills and city. The matcher
 * reads them; a preference left empty counts as neutral, and the matcher says which ones would
 * sharpen the results. GET / PUT /api/profile/me/work-preferences (bearer).
 */
export const WORK_PREFERENCE_LIMITS = {
  /** Desired hourly rate, in cents (CAD): up to $1,000 an hour, like the wizard's rate. */
  rateMaxCents: 100_000,
  distanceMinKm: 1,
  distanceMaxKm: 500,
  certificationsMax: 10,
  certificationNumberMax: 40,
} as const;

export const WorkerCertificationDto = z.object({
  type: CertificationType,
  /** The licence or certificate number, as printed. */
  number: storableText().trim().min(1).max(WORK_PREFERENCE_LIMITS.certificationNumberMax),
  /** YYYY-MM-DD, or null when it does not expire. */
  expires_on: z.iso.date().nullable(),
});
export type WorkerCertificationDto = z.infer<typeof WorkerCertificationDto>;

export const WorkPreferencesDto = z.object({
  /** The hourly rate the worker wants (CAD), or null: no preference. */
  desired_rate: Money.nullable(),
  job_types: z.array(JobType),
  schedules: z.array(WorkSchedule),
  /** How far the worker will travel, or null: no preference. */
  max_distance_km: z.number().int().nullable(),
  categories: z.array(GigCategory),
  certifications: z.array(WorkerCertificationDto),
  /** Opt-in: employers nearby may find this worker (first name, last initial, position rounded to ~1 km). */
  discoverable: z.boolean(),
  /** Null until the worker first saves them. */
  updated_at: z.string().nullable(),
});
export type WorkPreferencesDto = z.infer<typeof WorkPreferencesDto>;

const unique = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((list) => new Set(list as unknown[]).size === list.length, 'Each choice only once.');

export const WorkPreferencesInput = z.object({
  desired_rate: Money.refine(
    (money) =>
      money.currency === 'CAD' &&
      money.amount_cents >= 0 &&
      money.amount_cents <= WORK_PREFERENCE_LIMITS.rateMaxCents,
    'Enter an hourly rate from $0 to $1,000 (CAD).',
  ).nullable(),
  job_types: unique(JobType),
  schedules: unique(WorkSchedule),
  max_distance_km: z
    .number()
    .int()
    .min(WORK_PREFERENCE_LIMITS.distanceMinKm)
    .max(WORK_PREFERENCE_LIMITS.distanceMaxKm)
    .nullable(),
  categories: unique(GigCategory),
  certifications: z
    .array(WorkerCertificationDto)
    .max(WORK_PREFERENCE_LIMITS.certificationsMax)
    .refine((list) => new Set(list.map((c) => c.type)).size === list.length, 'Each certification only once.'),
  discoverable: z.boolean(),
});
export type WorkPreferencesInput = z.input<typeof WorkPreferencesInput>;
