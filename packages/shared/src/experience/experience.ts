import { z } from 'zod';
import { EXPERIENCE_CATEGORIES, WorkType } from '../gigs/gig-enums';
import { EXPERIENCE_MESSAGES } from '../gigs/gig-messages';
import { itemTooLong, tooHigh, tooLong, tooLow, tooMany } from '../platform/field-messages';
import { httpUrl } from '../platform/url';

export const ExperienceCategory = z.enum(EXPERIENCE_CATEGORIES as [string, ...string[]]);

/** The entry form's limits (the web's counters read them). */
export const EXPERIENCE_LIMITS = {
  title: 120,
  description: 2000,
  review: 2000,
  skill: 60,
  skills: 30,
  workSamples: 10,
  durationDays: 36_500,
  amount: 10_000_000,
} as const;

const money = (label: string) =>
  z
    .number()
    .finite()
    .min(0, tooLow(label, 0))
    .max(EXPERIENCE_LIMITS.amount, tooHigh(label, EXPERIENCE_LIMITS.amount));
const amount = (label: string) => money(label).nullable().default(null);
const title = () => required.max(EXPERIENCE_LIMITS.title, tooLong('Title', EXPERIENCE_LIMITS.title));
const description = () =>
  required.max(EXPERIENCE_LIMITS.description, tooLong('Description', EXPERIENCE_LIMITS.description));
const durationDays = () =>
  z
    .number()
    .int()
    .min(0, tooLow('Duration', 0))
    .max(EXPERIENCE_LIMITS.durationDays, tooHigh('Duration in days', EXPERIENCE_LIMITS.durationDays));
const review = () =>
  z.string().trim().max(EXPERIENCE_LIMITS.review, tooLong('Review', EXPERIENCE_LIMITS.review));
const skillsUsed = () =>
  z
    .array(
      z.string().trim().min(1).max(EXPERIENCE_LIMITS.skill, itemTooLong('skill', EXPERIENCE_LIMITS.skill)),
    )
    .max(EXPERIENCE_LIMITS.skills, tooMany('skills', EXPERIENCE_LIMITS.skills));
const workSamples = () =>
  z
    .array(httpUrl('Each work sample'))
    .max(EXPERIENCE_LIMITS.workSamples, tooMany('work samples', EXPERIENCE_LIMITS.workSamples));
// Missing or blank, the form's title and description read the spec's one message.
/**
 * The worker's own rating of a past job, 1 to 5 stars, or null. The wire keeps the spec's name
 * `client_rating`, but nobody but the worker gave it: it is self-reported, never shown or
 * counted as a client's rating (docs/decisions/029). Nothing is pre-filled.
 */
const selfRating = z.number().int().min(1).max(5).nullable();

const required = z
  .string({ error: EXPERIENCE_MESSAGES.titleAndDescription })
  .trim()
  .min(1, EXPERIENCE_MESSAGES.titleAndDescription);

/**
 * POST /api/experience/add. A client may send placeholder client_id and gig_id; they are
 * accepted and ignored. Real ids come only from an accepted application (`application_id`,
 * or POST /api/experience/from-application/{id}).
 */
export const AddExperienceInput = z.object({
  title: title(),
  description: description(),
  category: ExperienceCategory.default('handyman'),
  work_type: WorkType.default('project'),
  duration_days: durationDays().nullable().default(null),
  hourly_rate: amount('Hourly rate'),
  total_earned: amount('Total earned'),
  client_rating: selfRating.default(null),
  client_review: review().default(''),
  skills_used: skillsUsed().default([]),
  work_samples: workSamples().default([]),
  completion_date: z.iso.datetime({ offset: true }).nullable().default(null),
  client_id: z.string().max(100).nullable().optional(),
  gig_id: z.string().max(100).nullable().optional(),
  application_id: z.uuid().nullable().optional(),
});
export type AddExperienceInput = z.input<typeof AddExperienceInput>;

/** PATCH /api/experience/entries/{id}: the owner edits any of the form's fields. */
export const UpdateExperienceInput = z
  .object({
    title: title(),
    description: description(),
    category: ExperienceCategory,
    work_type: WorkType,
    duration_days: durationDays().nullable(),
    hourly_rate: money('Hourly rate').nullable(),
    total_earned: money('Total earned').nullable(),
    client_rating: selfRating,
    client_review: review(),
    skills_used: skillsUsed(),
    work_samples: workSamples(),
    completion_date: z.iso.datetime({ offset: true }).nullable(),
  })
  .partial()
  .strict();
export type UpdateExperienceInput = z.input<typeof UpdateExperienceInput>;

/** Optional overrides when an accepted application becomes an entry in one step. */
export const ExperienceFromApplicationInput = z.object({
  client_rating: selfRating.default(null),
  client_review: review().default(''),
  total_earned: amount('Total earned'),
  duration_days: durationDays().nullable().default(null),
});
export type ExperienceFromApplicationInput = z.input<typeof ExperienceFromApplicationInput>;

export const ExperienceEntryDto = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  work_type: WorkType,
  duration_days: z.number().int().nullable(),
  hourly_rate: z.number().nullable(),
  total_earned: z.number().nullable(),
  /** The worker's own rating of the job (self-reported, see selfRating); null when they gave none. */
  client_rating: z.number().int().nullable(),
  client_review: z.string(),
  skills_used: z.array(z.string()),
  work_samples: z.array(z.string()),
  completion_date: z.string().nullable(),
  client_id: z.string().nullable(),
  client_name: z.string().nullable(),
  gig_id: z.string().nullable(),
  application_id: z.string().nullable(),
  created_at: z.string(),
});
export type ExperienceEntryDto = z.infer<typeof ExperienceEntryDto>;

/**
 * GET /api/experience/{userId}. average_rating and success_rate (the percent of rated entries
 * rated 4 or 5 stars) summarise the worker's own, self-reported ratings; both are 0 with no
 * rated entry.
 */
export const ExperienceListDto = z.object({
  experiences: z.array(ExperienceEntryDto),
  user_info: z.object({
    id: z.string(),
    name: z.string(),
    profile_picture: z.string().nullable(),
    location: z.string().nullable(),
    trust_score: z.number().int(),
    verified: z.boolean(),
  }),
  experience_summary: z.object({
    total_jobs: z.number().int(),
    total_earned: z.number(),
    average_rating: z.number(),
    success_rate: z.number(),
  }),
});
export type ExperienceListDto = z.infer<typeof ExperienceListDto>;

export const ExperienceResultDto = z.object({ message: z.string(), experience: ExperienceEntryDto });
export type ExperienceResultDto = z.infer<typeof ExperienceResultDto>;
