import { z } from 'zod';
import { PostingMode, PostingStatus } from '../gigs/gig-enums';
import { APPLICATION_MESSAGES } from '../gigs/gig-messages';

export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'accepted', 'declined', 'withdrawn'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** POST /api/gigs/{id}/apply. */
export const ApplyInput = z.object({
  // A missing cover letter reads the same as an empty one.
  cover_letter: z
    .string({ error: APPLICATION_MESSAGES.coverLetterRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.coverLetterRequired)
    .max(5000, 'Cover letter must be at most 5000 characters'),
  proposed_rate: z.number().finite().min(0).max(1_000_000).nullable().default(null),
  proposed_timeline: z.number().int().min(1).max(3650).nullable().default(null),
  portfolio_links: z
    .array(z.url({ protocol: /^https?$/ }).max(2048))
    .max(10)
    .default([]),
});
export type ApplyInput = z.input<typeof ApplyInput>;

const PostingSummaryDto = z.object({
  id: z.string(),
  mode: PostingMode,
  title: z.string(),
  status: PostingStatus,
  company: z.string().nullable(),
  city: z.string().nullable(),
  salary: z.string(),
  poster: z.object({ id: z.string(), name: z.string() }),
});

const ApplicantSummaryDto = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profile_picture: z.string().nullable(),
  city: z.string().nullable(),
  trust_score: z.number().int(),
  skills: z.array(z.string()),
  verified: z.boolean(),
});

/** One application as its poster and its applicant see it. */
export const ApplicationDto = z.object({
  id: z.string(),
  status: ApplicationStatus,
  cover_letter: z.string(),
  proposed_rate: z.number().nullable(),
  proposed_timeline: z.number().int().nullable(),
  portfolio_links: z.array(z.string()),
  decision_message: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  decided_at: z.string().nullable(),
  posting: PostingSummaryDto,
  applicant: ApplicantSummaryDto,
  /** Whether an experience entry was already made from this (accepted) application. */
  experience_recorded: z.boolean(),
});
export type ApplicationDto = z.infer<typeof ApplicationDto>;

export const ApplicationListDto = z.object({ applications: z.array(ApplicationDto) });
export type ApplicationListDto = z.infer<typeof ApplicationListDto>;

export const ApplicationListQuery = z.object({
  status: ApplicationStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type ApplicationListQuery = z.input<typeof ApplicationListQuery>;

export const ApplyResultDto = z.object({ message: z.string(), application: ApplicationDto });
export type ApplyResultDto = z.infer<typeof ApplyResultDto>;

/** POST /api/applications/{id}/decline: an optional note to the applicant. */
export const DeclineInput = z.object({ message: z.string().trim().max(1000).nullable().default(null) });
export type DeclineInput = z.input<typeof DeclineInput>;
