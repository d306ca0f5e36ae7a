import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import {
  type AdvancedMatchingResultDto,
  type CompetitionLevel,
  DEFAULT_PREMIUM_MATCHING_PREFERENCES,
  PREMIUM_JOB_TYPES,
  PREMIUM_MATCHING_LIMITS,
  type PremiumAnalyticsSummaryDto,
  type PremiumJobType,
  type PremiumMatchDto,
  type PremiumMatchingPreferencesDto,
  type PremiumPreferencesResultDto,
  type PremiumTier,
} from '@hirehand/shared/matching/premium-matching';
import { EXCLUSIVE_HOURLY_RATE_CENTS } from '@hirehand/shared/membership/plans';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { findUserById } from '../users/users.service';
import { recordImpressions } from './match-impressions.repo';
import { runMatcher } from './match-jobs.service';
import { isRemote } from './matcher/factors';
import type { MatchPosting } from './matcher/match-types';
import type { ScoredJob } from './matcher/score-job';
import { toPremiumPreferencesDto } from './premium-matching.presenter';
import {
  findPremiumPreferences,
  type PostingFacts,
  postingFacts,
  upsertPremiumPreferences,
} from './premium-matching.repo';

const L = PREMIUM_MATCHING_LIMITS;
/** The exclusive-job rate (decision 032), in dollars an hour: the pay of a platinum or gold job. */
export const PREMIUM_PAY_RATE = EXCLUSIVE_HOURLY_RATE_CENTS / 100;

/**
 * The tier (decision 040): platinum from a score of 85 with top pay at or above the exclusive-job
 * rate; gold from a score of 70 or with that pay; silver otherwise.
 */
export function premiumTier(score: number, payRate: number): PremiumTier {
  const wellPaid = payRate >= PREMIUM_PAY_RATE;
  if (score >= L.platinumScore && wellPaid) return 'platinum';
  if (score >= L.goldScore || wellPaid) return 'gold';
  return 'silver';
}

/** Minutes to get there (decision 040): 30 km/h in town plus 5 minutes; null when remote or unknown. */
export function travelMinutes(distanceKm: number | null, remote: boolean): number | null {
  if (remote || distanceKm === null) return null;
  return Math.round((distanceKm / L.travelSpeedKmh) * 60 + L.travelExtraMinutes);
}

/** Applicants per opening left: under 2 low, under 5 medium, else high. */
export function competitionLevel(applications: number, openingsLeft: number): CompetitionLevel {
  const perOpening = applications / Math.max(1, openingsLeft);
  if (perOpening < L.competitionLowBelow) return 'low';
  if (perOpening < L.competitionHighFrom) return 'medium';
  return 'high';
}

const TRADE_TYPES = new Set<string>(PREMIUM_JOB_TYPES.filter((type) => type !== 'general'));

/** The tile a posting's category falls under: its trade, or `general` for every other category. */
export function jobTypeOf(category: string): PremiumJobType {
  return TRADE_TYPES.has(category) ? (category as PremiumJobType) : 'general';
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;
const average = (values: number[]) =>
  values.length === 0 ? null : values.reduce((sum, value) => sum + value, 0) / values.length;

/** A match as the premium cards and the summary read it, before the card's texts. */
export interface PremiumCandidate {
  job: ScoredJob;
  posting: MatchPosting;
  tier: PremiumTier;
}

/** Whether a match passes the worker's premium preferences (decision 040). */
export function passesPreferences(
  candidate: PremiumCandidate,
  prefs: PremiumMatchingPreferencesDto,
): boolean {
  const { job, posting, tier } = candidate;
  if (job.rate < prefs.minimum_pay) return false;
  if (prefs.job_types.length > 0 && !prefs.job_types.includes(jobTypeOf(posting.category))) return false;
  if (prefs.certifications_only && !posting.certificationRequired) return false;
  if (prefs.premium_only && tier === 'silver') return false;
  if (!isRemote(posting) && posting.distanceKm !== null && posting.distanceKm > prefs.radius) return false;
  return true;
}

/**
 * Spec 3 §3's premium analytics summary over the matches kept (decision 040). `inRadius` are
 * all the matches in the radius before the preference filters; `referenceRate` the worker's
 * desired rate, else the best pay they were accepted at, else null.
 */
export function premiumSummary(props: {
  kept: PremiumCandidate[];
  inRadius: PremiumCandidate[];
  referenceRate: number | null;
}): PremiumAnalyticsSummaryDto {
  const { kept, inRadius, referenceRate } = props;
  const averageScore = average(kept.map((c) => c.job.match_score));
  const paid = kept.map((c) => c.job.rate).filter((rate) => rate > 0);
  const averagePay = average(paid);
  const perOpening = kept
    .map((c) => c.posting.applicationsCount / Math.max(1, c.posting.openings - c.posting.hiredCount))
    .sort((a, b) => a - b);
  const median =
    perOpening.length === 0
      ? null
      : perOpening.length % 2 === 1
        ? (perOpening[(perOpening.length - 1) / 2] as number)
        : ((perOpening[perOpening.length / 2 - 1] as number) +
            (perOpening[perOpening.length / 2] as number)) /
          2;
  const success = average(kept.map((c) => c.job.success_probability));
  return {
    total_premium_matches: kept.length,
    average_match_score: averageScore === null ? 0 : oneDecimal(averageScore),
    certification_bonus_available: kept.filter((c) => (c.posting.certificationBonus ?? 0) > 0).length,
    estimated_earnings_boost:
      averagePay !== null && referenceRate !== null && referenceRate > 0
        ? oneDecimal(((averagePay - referenceRate) / referenceRate) * 100)
        : null,
    premium_job_availability:
      inRadius.length === 0
        ? 0
        : oneDecimal((100 * inRadius.filter((c) => c.tier !== 'silver').length) / inRadius.length),
    competition_level: median === null ? null : competitionLevel(median, 1),
    success_probability: success === null ? null : Math.round(success),
    // No employer-response data per match exists yet: never a made-up figure (decision 040).
    response_rate_improvement: null,
  };
}

const JOB_TYPE_WORDS: Record<MatchPosting['jobType'], string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  freelance: 'Freelance',
};

/** The posting's facts worth a line on the card: type and schedule, openings, certification, bonus, age. */
export function jobHighlights(posting: MatchPosting, now: Date): string[] {
  const highlights = [`${JOB_TYPE_WORDS[posting.jobType]}, ${posting.workSchedule} schedule`];
  const left = posting.openings - posting.hiredCount;
  if (left > 1) highlights.push(`${left} openings`);
  if (posting.certificationType)
    highlights.push(
      `${CERTIFICATION_NAMES[posting.certificationType]} ${posting.certificationRequired ? 'required' : 'preferred'}`,
    );
  if ((posting.certificationBonus ?? 0) > 0)
    highlights.push(`+$${posting.certificationBonus} an hour for certified workers`);
  if (isRemote(posting)) highlights.push('Remote work possible');
  const days = Math.floor((now.getTime() - posting.createdAt.getTime()) / 86_400_000);
  highlights.push(days <= 0 ? 'Posted today' : days === 1 ? 'Posted yesterday' : `Posted ${days} days ago`);
  return highlights;
}

function toPremiumMatch(
  candidate: PremiumCandidate,
  explained: ScoredJob,
  facts: PostingFacts | undefined,
  now: Date,
): PremiumMatchDto {
  const { posting, tier } = candidate;
  const remote = posting.locationType === 'remote';
  const place = [posting.city, facts?.region].filter(Boolean).join(', ');
  return {
    id: posting.id,
    title: posting.title,
    company: facts?.company ?? '',
    location: remote ? null : place || null,
    remote,
    pay_rate: explained.rate,
    pay_type: posting.pricingType,
    match_score: explained.match_score,
    premium_tier: tier,
    certification_required: posting.certificationRequired,
    certification_bonus: posting.certificationBonus ?? 0,
    ai_insights: explained.job_insights,
    job_highlights: jobHighlights(posting, now),
    urgency: explained.application_priority,
    applications: posting.applicationsCount,
    estimated_competition: competitionLevel(posting.applicationsCount, posting.openings - posting.hiredCount),
    success_probability: explained.success_probability,
    travel_time: travelMinutes(posting.distanceKm, remote),
    distance_km: posting.distanceKm,
    job_type: jobTypeOf(posting.category),
  };
}

/** The worker's saved preferences, or spec 3 §9's defaults. */
export async function premiumPreferencesOf(
  ctx: AppContext,
  userId: string,
): Promise<PremiumPreferencesResultDto> {
  const row = await findPremiumPreferences(ctx.db, userId);
  return row
    ? { preferences: toPremiumPreferencesDto(row), saved: true }
    : { preferences: DEFAULT_PREMIUM_MATCHING_PREFERENCES, saved: false };
}

/**
 * POST /api/premium/ai-matching/advanced (decision 040): stores the preferences, runs the matcher
 * with their priority and radius, keeps the matches they allow, answers the best 20 as premium
 * cards with the summary of all kept, and records the cards shown (surface `premium`).
 */
export async function advancedMatching(props: {
  ctx: AppContext;
  userId: string;
  preferences: PremiumMatchingPreferencesDto;
}): Promise<AdvancedMatchingResultDto> {
  const { ctx, userId, preferences } = props;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.forbidden(MATCHING_ERRORS.notYourself);
  const now = ctx.clock.now();
  const saved = toPremiumPreferencesDto(await upsertPremiumPreferences(ctx.db, userId, preferences, now));
  const run = await runMatcher(ctx, user, { priority: saved.priority, radiusKm: saved.radius });
  const candidates: PremiumCandidate[] = run.matches.map((job) => ({
    job,
    posting: run.postings.get(job.id) as MatchPosting,
    tier: premiumTier(job.match_score, job.rate),
  }));
  const inRadius = candidates.filter((c) => passesPreferences(c, { ...saved, ...ANY }));
  const kept = candidates.filter((c) => passesPreferences(c, saved));
  const answered = kept.slice(0, L.matchesMax);
  const facts = await postingFacts(
    ctx.db,
    answered.map((c) => c.posting.id),
  );
  const matches = answered.map((c) =>
    toPremiumMatch(c, run.explain(c.posting), facts.get(c.posting.id), now),
  );
  await recordImpressions(ctx.db, {
    userId,
    surface: 'premium',
    shown: matches.map((match) => ({ postingId: match.id, score: match.match_score })),
    at: now,
  });
  return {
    preferences: saved,
    matches,
    analytics: premiumSummary({
      kept,
      inRadius,
      referenceRate: run.worker.desiredRate ?? run.worker.bestPastRate,
    }),
  };
}

/** The preference filters switched off (only the radius stays). */
const ANY: Omit<PremiumMatchingPreferencesDto, 'priority' | 'radius'> = {
  minimum_pay: 0,
  job_types: [],
  certifications_only: false,
  premium_only: false,
};
