import { z } from 'zod';

/**
 * The AI job matcher's contract (issue 21, spec 2 §2.3, §3, §7, §9): POST /api/ai/match-jobs.
 * Every figure is computed from the postings, the worker's profile and preferences, and the
 * platform's own application history (decision 038).
 */
export const MATCHING_LIMITS = {
  /** Matches answered, best first. */
  matchesMax: 20,
  /** A match is high confidence at this score or more (spec 2 §3). */
  highConfidenceScore: 80,
  /** Shown when the platform has no history to compute it from (spec 2 §9). */
  defaultSuccessProbability: 75,
} as const;

/** Spec 2 §9's colour bands of the match score. */
export const MATCH_SCORE_BANDS = [90, 75, 60] as const;

export const MATCH_FACTORS = ['skills', 'location', 'pay', 'schedule', 'growth'] as const;
export type MatchFactor = (typeof MATCH_FACTORS)[number];

/** POST /api/ai/match-jobs (bearer). `worker_id` must be the caller. */
export const MatchJobsInput = z.object({
  worker_id: z.string().trim().min(1).max(100),
  send_notifications: z.boolean().default(false),
});
export type MatchJobsInput = z.input<typeof MatchJobsInput>;

const percent = z.number().int().min(0).max(100);

export const MatchBreakdownDto = z.object({
  skills: percent,
  location: percent,
  pay: percent,
  schedule: percent,
  growth: percent,
});
export type MatchBreakdownDto = z.infer<typeof MatchBreakdownDto>;

export const MatchedJobDto = z.object({
  id: z.string(),
  title: z.string(),
  /** The posting's city, or null for remote work (the client shows "Remote"). */
  city: z.string().nullable(),
  /** The hourly rate in dollars the card shows (the top of the posting's range; a fixed price over its hours). */
  rate: z.number(),
  /** Expected hours of work (from the posting's delivery time and commitment), or null when unknown. */
  duration_hours: z.number().nullable(),
  description: z.string(),
  match_score: percent,
  success_probability: percent,
  application_priority: z.enum(['high', 'medium', 'low']),
  match_breakdown: MatchBreakdownDto,
  /** One sentence per factor saying why it scored as it did. */
  match_explanations: z.record(z.enum(MATCH_FACTORS), z.string()),
  /** Short reasons, then the one change that would raise the score most. */
  job_insights: z.array(z.string()),
  distance_km: z.number().nullable(),
});
export type MatchedJobDto = z.infer<typeof MatchedJobDto>;

export const AiMatchResultDto = z.object({
  total_matches: z.number().int(),
  high_confidence_matches: z.number().int(),
  matched_jobs: z.array(MatchedJobDto),
  personalized_insights: z.object({
    market_summary: z.object({
      /** Open jobs in the worker's categories (or skills) within their distance. */
      total_opportunities: z.number().int(),
    }),
    recommendations: z.array(z.string()),
  }),
  /** Work preferences not set yet that would sharpen the results (keys of WorkPreferencesInput). */
  missing_preferences: z.array(z.string()),
  /** The share of this worker's applications that were accepted, or null with no applications (the Success Rate card). */
  success_rate: percent.nullable(),
});
export type AiMatchResultDto = z.infer<typeof AiMatchResultDto>;
