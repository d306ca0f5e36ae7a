import { z } from 'zod';
import { tooHigh, tooLow } from '../platform/field-messages';

/**
 * Premium AI Matching (issue 21, spec 3 §2, §3, §5, §9; decision 040):
 * POST /api/premium/ai-matching/advanced and GET /api/premium/ai-matching/preferences (bearer,
 * the `premium_matching` entitlement). Every figure is computed from the postings, the worker's
 * preferences and the platform's history; none is a sample.
 */

/** What the matcher may weigh most (the weights of decision 038, spec 3 §5). */
export const MATCHING_PRIORITIES = ['balanced', 'pay', 'proximity', 'certification', 'growth'] as const;
export const MatchingPriority = z.enum(MATCHING_PRIORITIES);
export type MatchingPriority = z.infer<typeof MatchingPriority>;

/**
 * Spec 3 §5's job type tiles. The first five are posting categories; `general` is every other
 * category (decision 040). The first four are flagged premium on the tiles.
 */
export const PREMIUM_JOB_TYPES = [
  'electrical',
  'plumbing',
  'hvac',
  'welding',
  'carpentry',
  'general',
] as const;
export const PremiumJobType = z.enum(PREMIUM_JOB_TYPES);
export type PremiumJobType = z.infer<typeof PremiumJobType>;
export const PREMIUM_FLAGGED_JOB_TYPES: readonly PremiumJobType[] = [
  'electrical',
  'plumbing',
  'hvac',
  'welding',
];

export const PREMIUM_TIERS = ['platinum', 'gold', 'silver'] as const;
export const PremiumTier = z.enum(PREMIUM_TIERS);
export type PremiumTier = z.infer<typeof PremiumTier>;

export const COMPETITION_LEVELS = ['low', 'medium', 'high'] as const;
export const CompetitionLevel = z.enum(COMPETITION_LEVELS);
export type CompetitionLevel = z.infer<typeof CompetitionLevel>;

/** Spec 3 §5 and §9: the sliders' ranges and steps, and the tiers' thresholds (decision 040). */
export const PREMIUM_MATCHING_LIMITS = {
  radiusMinKm: 5,
  radiusMaxKm: 100,
  minimumPayMax: 150,
  minimumPayStep: 5,
  /** Matches answered, best first (the summary counts them all). */
  matchesMax: 20,
  /** Platinum: a score of at least this and top pay at or above the exclusive-job rate. */
  platinumScore: 85,
  /** Gold: a score of at least this, or top pay at or above the exclusive-job rate. */
  goldScore: 70,
  /** Travel time: an urban average speed and a fixed allowance for parking and walking. */
  travelSpeedKmh: 30,
  travelExtraMinutes: 5,
  /** Competition: applicants per opening left below `lowBelow` is low, below `highFrom` medium. */
  competitionLowBelow: 2,
  competitionHighFrom: 5,
} as const;

const L = PREMIUM_MATCHING_LIMITS;

export const PremiumMatchingPreferencesDto = z
  .object({
    priority: MatchingPriority,
    radius: z
      .number()
      .int(tooLow('Radius', L.radiusMinKm))
      .min(L.radiusMinKm, tooLow('Radius', L.radiusMinKm))
      .max(L.radiusMaxKm, tooHigh('Radius', L.radiusMaxKm)),
    minimum_pay: z
      .number()
      .int(tooLow('Minimum pay', 0))
      .min(0, tooLow('Minimum pay', 0))
      .max(L.minimumPayMax, tooHigh('Minimum pay', L.minimumPayMax))
      .refine((value) => value % L.minimumPayStep === 0, 'Minimum pay goes in steps of $5'),
    job_types: z
      .array(PremiumJobType)
      .refine((list) => new Set(list).size === list.length, 'Each job type only once.'),
    certifications_only: z.boolean(),
    premium_only: z.boolean(),
  })
  .strict();
export type PremiumMatchingPreferencesDto = z.infer<typeof PremiumMatchingPreferencesDto>;

/** Spec 3 §9's defaults: what a worker who never saved sees. */
export const DEFAULT_PREMIUM_MATCHING_PREFERENCES: PremiumMatchingPreferencesDto = {
  priority: 'balanced',
  radius: 25,
  minimum_pay: 0,
  job_types: [],
  certifications_only: false,
  premium_only: true,
};

/**
 * POST body (spec 3 §7): the preferences, and the client's `advanced_algorithms: true` and
 * top-level `premium_only`, accepted for the spec's client and ignored (the preferences' own
 * `premium_only` counts). Anything else is a 422.
 */
export const AdvancedMatchingInput = z
  .object({
    preferences: PremiumMatchingPreferencesDto,
    advanced_algorithms: z.boolean().optional(),
    premium_only: z.boolean().optional(),
  })
  .strict();
export type AdvancedMatchingInput = z.input<typeof AdvancedMatchingInput>;

const percent = z.number().min(0).max(100);

export const PremiumMatchDto = z.object({
  id: z.string(),
  title: z.string(),
  /** The posting's company, else the poster's name. */
  company: z.string(),
  /** The posting's city (and region), or null for remote work (the client shows "Remote"). */
  location: z.string().nullable(),
  remote: z.boolean(),
  /** Dollars an hour (the top of the posting's range; a fixed price over its hours). */
  pay_rate: z.number(),
  pay_type: z.enum(['hourly', 'fixed', 'negotiable']),
  match_score: percent,
  premium_tier: PremiumTier,
  certification_required: z.boolean(),
  /** Dollars an hour more for a certified worker, 0 when the posting offers none. */
  certification_bonus: z.number(),
  ai_insights: z.array(z.string()),
  job_highlights: z.array(z.string()),
  /** The matcher's application priority: how soon to apply (decision 038). */
  urgency: z.enum(['high', 'medium', 'low']),
  /** Applications received so far. */
  applications: z.number().int(),
  estimated_competition: CompetitionLevel,
  success_probability: percent,
  /** Minutes by road estimated from the distance, or null for remote work or an unknown distance. */
  travel_time: z.number().int().nullable(),
  distance_km: z.number().nullable(),
  job_type: PremiumJobType,
});
export type PremiumMatchDto = z.infer<typeof PremiumMatchDto>;

/** Spec 3 §3's premium analytics summary (decision 040 defines each figure). */
export const PremiumAnalyticsSummaryDto = z.object({
  total_premium_matches: z.number().int(),
  /** Average match score of the matches, one decimal; 0 with none. */
  average_match_score: z.number(),
  /** Matches whose posting pays a certification bonus. */
  certification_bonus_available: z.number().int(),
  /** Percent the matches' average pay exceeds the worker's desired rate (else best accepted pay); null when neither is known or no match. */
  estimated_earnings_boost: z.number().nullable(),
  /** Percent of the worker's matches in the radius (before the preference filters) that are gold or platinum. */
  premium_job_availability: percent,
  /** From the median applicants per opening left of the matches; null with none. */
  competition_level: CompetitionLevel.nullable(),
  /** Average success probability of the matches (percent); null with none. */
  success_probability: percent.nullable(),
  /** Not measured yet (no employer response data per match): always null, the client shows "—". */
  response_rate_improvement: z.number().nullable(),
});
export type PremiumAnalyticsSummaryDto = z.infer<typeof PremiumAnalyticsSummaryDto>;

export const AdvancedMatchingResultDto = z.object({
  preferences: PremiumMatchingPreferencesDto,
  matches: z.array(PremiumMatchDto),
  analytics: PremiumAnalyticsSummaryDto,
});
export type AdvancedMatchingResultDto = z.infer<typeof AdvancedMatchingResultDto>;

export const PremiumPreferencesResultDto = z.object({
  preferences: PremiumMatchingPreferencesDto,
  /** False until the worker saves (the defaults are answered). */
  saved: z.boolean(),
});
export type PremiumPreferencesResultDto = z.infer<typeof PremiumPreferencesResultDto>;
