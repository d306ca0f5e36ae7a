import { z } from 'zod';
import {
  CertificationType,
  type JobExperienceLevel,
  JobExperienceLevel as JobExperienceLevelSchema,
  type JobType,
  JobType as JobTypeSchema,
  Urgency,
  WorkSchedule,
} from '../jobs/job-enums';
import { itemTooLong, tooHigh, tooLong, tooLow, tooMany } from '../platform/field-messages';
import { storableText } from '../platform/text';
import { httpUrl } from '../platform/url';
import {
  Availability,
  type ExperienceLevel,
  ExperienceLevel as ExperienceLevelSchema,
  GigCategory,
  type GigType,
  GigType as GigTypeSchema,
  LocationType,
  PostingMode,
  PricingType,
  TimeCommitment,
} from './gig-enums';
import { GIG_MESSAGES } from './gig-messages';

/** Publish limits of the Create Gig wizard. */
export const GIG_LIMITS = {
  titleMin: 3,
  titleMax: 100,
  descriptionMin: 10,
  descriptionMax: 2000,
  hourlyMax: 1000,
  fixedMax: 50_000,
  openingsMax: 100,
  skill: 60,
  skills: 30,
} as const;

const money = z.number().finite().min(0).max(1_000_000).nullable().default(null);
const shortText = (label: string, max: number) => storableText().trim().max(max, tooLong(label, max));

/**
 * POST /api/gigs/create: the wizard form with its
 * defaults, plus the posting's mode, openings and, for jobs, what the job board shows.
 * Title, description, category, gig type and prices are deliberately lenient here: the
 * publish checks below answer them with the wizard's texts as a 400, in the wizard's order.
 */
export const CreateGigInput = z.object({
  mode: PostingMode.default('service'),
  title: storableText().max(10_000).default(''),
  description: storableText().max(50_000).default(''),
  category: GigCategory.or(z.literal('')).nullable().default('handyman'),
  gig_type: GigTypeSchema.or(z.literal('')).nullable().default('service'),
  pricing_type: PricingType.default('hourly'),
  fixed_price: money,
  hourly_rate: money,
  price_range_min: money,
  price_range_max: money,
  delivery_time_days: z.number().int().min(1).max(365).default(7),
  availability: Availability.default('flexible'),
  time_commitment: TimeCommitment.default('part_time'),
  skills_required: z
    .array(storableText().trim().min(1).max(GIG_LIMITS.skill, itemTooLong('skill', GIG_LIMITS.skill)))
    .max(GIG_LIMITS.skills, tooMany('skills', GIG_LIMITS.skills))
    .default([]),
  experience_level: ExperienceLevelSchema.default('intermediate'),
  location_type: LocationType.default('remote'),
  location: shortText('Location', 200).default(''),
  address: shortText('Address', 300).default(''),
  /** Defaults to the poster's city. */
  city: shortText('City', 120).nullable().default(null),
  travel_required: z.boolean().default(false),
  images: z.array(httpUrl('Each image link')).max(10, tooMany('images', 10)).default([]),
  portfolio_samples: z
    .array(httpUrl('Each portfolio sample'))
    .max(10, tooMany('portfolio samples', 10))
    .default([]),
  gps_enabled: z.boolean().default(false),
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  instant_match: z.boolean().default(false),
  availability_type: shortText('Availability type', 40).nullable().default(null),
  openings: z
    .number()
    .int()
    .min(1, tooLow('Openings', 1))
    .max(GIG_LIMITS.openingsMax, tooHigh('Openings', GIG_LIMITS.openingsMax))
    .default(1),
  // Job mode: what the job board shows. Derived from the fields above when left out.
  company: shortText('Company', 120).nullable().default(null),
  salary_min: money,
  salary_max: money,
  urgency: Urgency.default('medium'),
  job_type: JobTypeSchema.nullable().default(null),
  experience_required: JobExperienceLevelSchema.nullable().default(null),
  work_schedule: WorkSchedule.default('flexible'),
  remote_allowed: z.boolean().nullable().default(null),
  certification_required: z.boolean().default(false),
  certification_type: CertificationType.nullable().default(null),
  certification_bonus: z.number().finite().min(0).max(500).nullable().default(null),
  prefers_certified: z.boolean().default(false),
  /**
   * Pay-Per-Post: the page publishing a job, on this site's own origin, where its checkout sends
   * the poster back (refused for any other origin: no open redirect). Defaults to the dashboard.
   */
  origin_url: z.string().trim().min(1).max(2048).nullable().default(null),
  /**
   * The company the posting is made for (issue 22, decision 042): the caller needs
   * `can_post_jobs` there (403 `business.not_a_member` / `business.permission_denied`).
   * Left out, an employer or company account posts for its own company; a worker for no one.
   */
  company_id: z.uuid().nullish(),
});
export type CreateGigInput = z.input<typeof CreateGigInput>;
export type CreateGigData = z.output<typeof CreateGigInput>;

type PublishFields = Pick<
  CreateGigData,
  'title' | 'description' | 'category' | 'gig_type' | 'pricing_type' | 'hourly_rate' | 'fixed_price'
>;

/** The publish checks, in the wizard's order: the first failing message, or null. */
export function firstPublishError(form: PublishFields): string | null {
  const title = form.title.trim();
  const description = form.description.trim();
  if (title.length < GIG_LIMITS.titleMin) return GIG_MESSAGES.titleTooShort;
  if (title.length > GIG_LIMITS.titleMax) return GIG_MESSAGES.titleTooLong;
  if (description.length < GIG_LIMITS.descriptionMin) return GIG_MESSAGES.descriptionTooShort;
  if (description.length > GIG_LIMITS.descriptionMax) return GIG_MESSAGES.descriptionTooLong;
  if (!form.category || !form.gig_type) return GIG_MESSAGES.categoryAndType;
  const inRange = (value: number | null, max: number) => value !== null && value > 0 && value <= max;
  if (form.pricing_type === 'hourly' && !inRange(form.hourly_rate, GIG_LIMITS.hourlyMax)) {
    return GIG_MESSAGES.hourlyRange;
  }
  if (form.pricing_type === 'fixed' && !inRange(form.fixed_price, GIG_LIMITS.fixedMax)) {
    return GIG_MESSAGES.fixedRange;
  }
  return null;
}

const JOB_TYPE_BY_GIG_TYPE: Record<GigType, JobType> = {
  full_time: 'full-time',
  part_time: 'part-time',
  project: 'contract',
  service: 'freelance',
};

const JOB_EXPERIENCE_BY_LEVEL: Record<ExperienceLevel, JobExperienceLevel> = {
  entry: 'entry',
  intermediate: 'mid',
  expert: 'expert',
};

/** Job-board fields of a posting, filled from the wizard's own fields where the form left them out. */
export function resolveJobFields(form: CreateGigData) {
  const hourly = form.pricing_type === 'hourly' ? form.hourly_rate : null;
  const rangeMin = form.pricing_type === 'negotiable' ? form.price_range_min : null;
  const rangeMax = form.pricing_type === 'negotiable' ? form.price_range_max : null;
  return {
    job_type: form.job_type ?? (form.gig_type ? JOB_TYPE_BY_GIG_TYPE[form.gig_type] : 'freelance'),
    experience_required: form.experience_required ?? JOB_EXPERIENCE_BY_LEVEL[form.experience_level],
    remote_allowed: form.remote_allowed ?? form.location_type !== 'onsite',
    salary_min: form.salary_min ?? hourly ?? rangeMin,
    salary_max: form.salary_max ?? hourly ?? rangeMax,
  };
}

/** 201 answer of POST /api/gigs/create. */
export const CreateGigResultDto = z.object({
  id: z.string(),
  message: z.string(),
  estimated_reach: z.number().int(),
  /** `pending_payment` for a job under Pay-Per-Post (it opens once paid), else `open`. */
  status: z.enum(['open', 'pending_payment']),
  /**
   * Where to pay for the post (Pay-Per-Post): the checkout opened with the publish; null when
   * nothing is to pay, or when the payment provider could not be reached (pay from the dashboard).
   */
  checkout_url: z.string().nullable(),
  /**
   * A company's job published by a member who may not pay for it (no `can_manage_billing`):
   * it waits for an owner or billing manager to pay (checkout_url null).
   */
  awaiting_billing: z.boolean().optional(),
});
export type CreateGigResultDto = z.infer<typeof CreateGigResultDto>;
