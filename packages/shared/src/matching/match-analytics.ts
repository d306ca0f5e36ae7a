import { z } from 'zod';

/**
 * AI Matching Analytics (issue 21, spec 3 §2, §3, §9; decision 040):
 * GET /api/ai/match-analytics?days=7|30|90 (bearer). Computed from recorded events: matches
 * shown (match_impressions), matches delivered (match_deliveries), e-mails opened, links
 * clicked, in-app notifications read, and the worker's applications.
 */
export const MATCH_ANALYTICS_PERIODS = [7, 30, 90] as const;
export type MatchAnalyticsPeriod = (typeof MATCH_ANALYTICS_PERIODS)[number];

export const MatchAnalyticsQuery = z
  .object({
    days: z.coerce
      .number()
      .refine((value) => (MATCH_ANALYTICS_PERIODS as readonly number[]).includes(value), {
        error: 'Days must be 7, 30 or 90',
      })
      .default(30),
  })
  .strict();
export type MatchAnalyticsQuery = z.input<typeof MatchAnalyticsQuery>;

/** Spec 3 §9. */
export const MATCH_ANALYTICS_LIMITS = {
  highConfidenceScore: 80,
  /** Success Score = 0.4 × match quality + 0.6 × application rate. */
  successQualityWeight: 0.4,
  successApplicationWeight: 0.6,
  /** Optimisation suggestions show under any of these. */
  suggestQualityBelow: 70,
  suggestOpenRateBelow: 50,
  suggestApplicationRateBelow: 30,
} as const;

/** Spec 3 §9's rate bands, best first: a rate at or above `from` is in the band. */
export const RATE_BANDS = [
  { band: 'excellent', from: 80 },
  { band: 'good', from: 60 },
  { band: 'fair', from: 40 },
  { band: 'needs_improvement', from: Number.NEGATIVE_INFINITY },
] as const;
export type RateBand = (typeof RATE_BANDS)[number]['band'];
export const rateBand = (rate: number): RateBand =>
  (RATE_BANDS.find((entry) => rate >= entry.from) ?? RATE_BANDS[3]).band;

/** 0.4 × quality + 0.6 × application rate, one decimal. */
export const successScore = (quality: number, applicationRate: number): number =>
  Math.round(
    (MATCH_ANALYTICS_LIMITS.successQualityWeight * quality +
      MATCH_ANALYTICS_LIMITS.successApplicationWeight * applicationRate) *
      10,
  ) / 10;

const rate = z.number().min(0).max(100);

export const MatchAnalyticsDto = z.object({
  days: z.number().int(),
  matching_performance: z.object({
    total_matches_found: z.number().int(),
    match_quality_percentage: rate,
    application_rate: rate,
    high_confidence_matches: z.number().int(),
  }),
  notification_effectiveness: z.object({
    total_sent: z.number().int(),
    open_rate: rate,
    click_rate: rate,
    conversion_rate: rate,
  }),
  ai_insights: z.array(z.string()),
});
export type MatchAnalyticsDto = z.infer<typeof MatchAnalyticsDto>;
