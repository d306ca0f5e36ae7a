import { z } from 'zod';
import { PostingMode, PostingStatus } from '../gigs/gig-enums';
import { APPLICATION_MESSAGES } from '../gigs/gig-messages';
import { tooHigh, tooLong, tooLow, tooMany } from '../platform/field-messages';
import { httpUrl } from '../platform/url';

export const APPLICATION_STATUSES = ['pending', 'shortlisted', 'accepted', 'declined', 'withdrawn'] as const;
export const ApplicationStatus = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof ApplicationStatus>;

/** The application forms' limits (the web's counters read them). */
export const APPLICATION_LIMITS = { coverLetter: 5000, declineNote: 1000, portfolioLinks: 10 } as const;

/** POST /api/gigs/{id}/apply. */
export const ApplyInput = z.object({
  // A missing cover letter reads the same as an empty one.
  cover_letter: z
    .string({ error: APPLICATION_MESSAGES.coverLetterRequired })
    .trim()
    .min(1, APPLICATION_MESSAGES.coverLetterRequired)
    .max(APPLICATION_LIMITS.coverLetter, tooLong('Cover letter', APPLICATION_LIMITS.coverLetter)),
  proposed_rate: z
    .number()
    .finite()
    .min(0, tooLow('Proposed rate', 0))
    .max(1_000_000, tooHigh('Proposed rate', 1_000_000))
    .nullable()
    .default(null),
  proposed_timeline: z
    .number()
    .int()
    .min(1, tooLow('Proposed timeline', 1))
    .max(3650, tooHigh('Proposed timeline in days', 3650))
    .nullable()
    .default(null),
  portfolio_links: z
    .array(httpUrl('Each portfolio link'))
    .max(APPLICATION_LIMITS.portfolioLinks, tooMany('portfolio links', APPLICATION_LIMITS.portfolioLinks))
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
  /** The company the posting is for (decision 042); null: its poster's own. */
  company_id: z.string().nullable().optional(),
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
  /** The Pro badge: the applicant's plan gives `pro_badge` (decision 032). */
  pro: z.boolean().optional(),
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
  /**
   * Priority placement: the applicant's plan gives `priority_placement` and they hold a
   * certification (a skill naming one, CERTIFICATION_NAMES); the poster's inbox lists these first.
   */
  priority: z.boolean().optional(),
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

/**
 * GET /api/applications/received: with `company_id`, the applications to that company's postings
 * (`can_manage_applications` there, decision 042) instead of those to the caller's own.
 */
export const ReceivedApplicationsQuery = ApplicationListQuery.extend({ company_id: z.uuid().optional() });
export type ReceivedApplicationsQuery = z.input<typeof ReceivedApplicationsQuery>;

export const ApplyResultDto = z.object({ message: z.string(), application: ApplicationDto });
export type ApplyResultDto = z.infer<typeof ApplyResultDto>;

/** POST /api/applications/{id}/decline: an optional note to the applicant. */
export const DeclineInput = z.object({
  message: z
    .string()
    .trim()
    .max(APPLICATION_LIMITS.declineNote, tooLong('Note', APPLICATION_LIMITS.declineNote))
    .nullable()
    .default(null),
});
export type DeclineInput = z.input<typeof DeclineInput>;
