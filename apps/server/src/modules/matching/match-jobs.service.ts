import { GIG_CATEGORIES, type GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { CERTIFICATION_NAMES } from '@hirehand/shared/jobs/certification-names';
import { CERTIFICATION_TYPES, type CertificationType } from '@hirehand/shared/jobs/job-enums';
import { type AiMatchResultDto, MATCHING_LIMITS } from '@hirehand/shared/matching/match-jobs';
import { MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import type { WorkPreferencesDto } from '@hirehand/shared/matching/work-preferences';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../db/schema/users';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { savedPositionOf } from '../location/location.service';
import { canonicalSkill, canonicalSkills, gigCategoryOfSkills, skillByName } from '../skills/skills.service';
import { findUserById } from '../users/users.service';
import { deliverFoundMatches } from './match-delivery.service';
import { recordImpressions } from './match-impressions.repo';
import {
  applicantRecord,
  CANDIDATE_REACH,
  categoryHistories,
  findCandidatesAndMarket,
  type GeoPoint,
  type MarketRow,
  type MatchSearch,
} from './match-jobs.repo';
import { DEFAULT_MAX_DISTANCE_KM } from './matcher/factors';
import type { CategoryHistory, MatchPosting, MatchWorker } from './matcher/match-types';
import { type ScoredJob, scoreJob } from './matcher/score-job';
import type { MatchingPriority } from './matcher/weights';
import { workPreferencesOf } from './work-preferences.service';

/** A scored candidate counts as a match from this score, meeting one requirement at least (decision 038). */
export const MATCH_FLOOR = 40;

const CERTIFICATION_BY_NAME = new Map(
  CERTIFICATION_TYPES.map((type) => [CERTIFICATION_NAMES[type].toLowerCase(), type] as const),
);

/** Where the worker is: last shared position, else the profile's coordinates, else its city. */
export async function positionOf(
  ctx: AppContext,
  user: { id: string; latitude: number | null; longitude: number | null; city: string | null },
): Promise<GeoPoint | null> {
  const saved = await savedPositionOf(ctx, user.id);
  if (saved) return saved;
  if (user.latitude !== null && user.longitude !== null)
    return { latitude: user.latitude, longitude: user.longitude };
  if (user.city) {
    const city = await ctx.geo.findCity(user.city);
    if (city) return { latitude: city.latitude, longitude: city.longitude };
  }
  return null;
}

/**
 * The spellings of the worker's skills a poster may have written (for the `&&` prefilter): each
 * name as written, canonical, lower case and capitalised, and the taxonomy's synonyms as written.
 * Kept short: every spelling is a GIN key to look up and an element each row is compared with.
 */
export function skillSpellings(skills: readonly string[]): string[] {
  const spellings = new Set<string>();
  for (const name of skills) {
    const trimmed = name.trim();
    if (!trimmed) continue;
    for (const form of [trimmed, canonicalSkill(trimmed) ?? trimmed]) {
      spellings.add(form);
      spellings.add(form.toLowerCase());
      spellings.add(form.replace(/\b\p{Ll}/gu, (c) => c.toUpperCase()));
    }
    for (const term of skillByName(trimmed)?.terms ?? []) spellings.add(term.trim());
  }
  return [...spellings].filter(Boolean).slice(0, 100);
}

/** The certifications the worker holds: saved ones not expired, and skills naming one (decision 033). */
function heldCertifications(prefs: WorkPreferencesDto, skills: string[], today: string): CertificationType[] {
  const held = new Set<CertificationType>();
  for (const cert of prefs.certifications) {
    if (cert.expires_on === null || cert.expires_on >= today) held.add(cert.type);
  }
  for (const skill of skills) {
    const type = CERTIFICATION_BY_NAME.get(skill.trim().toLowerCase());
    if (type) held.add(type);
  }
  return [...held];
}

/** The preferences not set that would sharpen the results (keys of WorkPreferencesInput). */
function missingPreferences(prefs: WorkPreferencesDto): string[] {
  const missing: string[] = [];
  if (prefs.desired_rate === null) missing.push('desired_rate');
  if (prefs.job_types.length === 0) missing.push('job_types');
  if (prefs.schedules.length === 0) missing.push('schedules');
  if (prefs.max_distance_km === null) missing.push('max_distance_km');
  if (prefs.categories.length === 0) missing.push('categories');
  if (prefs.certifications.length === 0) missing.push('certifications');
  return missing;
}

const dollars = (value: number) => `$${Math.round(value)}`;

/** Texts computed from the market rows: the biggest category's count and pay, the certification most asked. */
export function marketRecommendations(props: {
  rows: MarketRow[];
  radiusKm: number;
  located: boolean;
  held: CertificationType[];
  skills: string[];
}): string[] {
  const texts: string[] = [];
  const byCategory = new Map<string, { count: number; low: number | null; high: number | null }>();
  for (const row of props.rows) {
    const group = byCategory.get(row.category) ?? { count: 0, low: null, high: null };
    group.count += row.count;
    if (row.low !== null) group.low = group.low === null ? row.low : Math.min(group.low, row.low);
    if (row.high !== null) group.high = group.high === null ? row.high : Math.max(group.high, row.high);
    byCategory.set(row.category, group);
  }
  const [top] = [...byCategory.entries()].sort((a, b) => b[1].count - a[1].count);
  if (!top) return ['No open jobs fit your kinds of work yet: add skills or categories to widen the search.'];
  const [category, group] = top;
  const where = props.located ? ` within ${props.radiusKm} km` : '';
  const pay =
    group.low !== null && group.high !== null
      ? group.low === group.high
        ? ` pay ${dollars(group.high)} an hour`
        : ` pay ${dollars(group.low)}–${dollars(group.high)} an hour`
      : '';
  const noun = group.count === 1 ? 'job' : 'jobs';
  texts.push(
    `${group.count} open ${category} ${noun}${where}${pay || (group.count === 1 ? ' is open' : ' are open')}.`,
  );
  const certCounts = new Map<string, number>();
  for (const row of props.rows) {
    if (row.category === category && row.certificationType)
      certCounts.set(row.certificationType, (certCounts.get(row.certificationType) ?? 0) + row.count);
  }
  const [cert] = [...certCounts.entries()].sort((a, b) => b[1] - a[1]);
  if (cert) {
    const type = cert[0] as CertificationType;
    const name = CERTIFICATION_NAMES[type];
    const held = props.held.includes(type);
    texts.push(
      `${name} is asked for by ${cert[1]} of them${held ? ': you hold it.' : ': add your number if you hold it.'}`,
    );
  }
  if (props.skills.length === 0)
    texts.push('Add your skills to your profile: they weigh most in every match.');
  return texts;
}

/** What one matching run knows: the worker, the search, the scored candidates that count as matches. */
export interface MatchRun {
  worker: MatchWorker;
  prefs: WorkPreferencesDto;
  search: MatchSearch;
  point: GeoPoint | null;
  record: Awaited<ReturnType<typeof applicantRecord>>;
  certifications: CertificationType[];
  skills: string[];
  /** The distance the location factor measures against (km). */
  maxDistanceKm: number;
  /** Scored candidates at or above MATCH_FLOOR with a skill in common, best first (no insights yet). */
  matches: ScoredJob[];
  /** The candidate postings by id. */
  postings: Map<string, MatchPosting>;
  /** The open jobs of the worker's kinds within `maxDistanceKm` (or remote), grouped. */
  market: MarketRow[];
  /** Scores one posting again, with its insights (only worth it for the matches answered). */
  explain: (posting: MatchPosting) => ScoredJob;
}

/**
 * The matcher's shared run (decision 038): the worker from their profile and preferences, one
 * indexed candidate query, the pure scoring, the floor. `matchJobs` and Premium AI Matching
 * (decision 040) both start here; `radiusKm` replaces the worker's saved max distance (premium's
 * slider), and `priority` the balanced weights.
 */
export async function runMatcher(
  ctx: AppContext,
  user: NonNullable<Awaited<ReturnType<typeof findUserById>>>,
  options: { priority?: MatchingPriority; radiusKm?: number } = {},
): Promise<MatchRun> {
  const now = ctx.clock.now();
  const base = await matchWorkerOf(ctx, user, now);
  const { prefs, point, record, skills, categories, certifications } = base;
  const maxDistanceKm = options.radiusKm ?? base.maxDistanceKm;
  const worker: MatchWorker =
    options.radiusKm === undefined ? base.worker : { ...base.worker, maxDistanceKm: options.radiusKm };
  const search: MatchSearch = {
    workerId: user.id,
    categories,
    skillSpellings: skillSpellings([...skills, ...user.skills]),
    point,
    // A chosen radius is a hard limit; the saved max distance reaches a little beyond (decision 038).
    radiusKm: options.radiusKm ?? maxDistanceKm * CANDIDATE_REACH,
    now,
  };
  const { candidates, market } = await findCandidatesAndMarket(ctx.db, search, maxDistanceKm);
  const histories = await platformHistory(ctx);
  const score = (posting: MatchPosting, insights: boolean) =>
    scoreJob({
      worker,
      posting,
      history: histories.get(posting.category) ?? { accepted: 0, decided: 0 },
      now,
      priority: options.priority,
      insights,
    });
  const scored: ScoredJob[] = candidates.map((posting) => score(posting, false));
  scored.sort((a, b) => b.match_score - a.match_score || b.success_probability - a.success_probability);
  // A match scores at least the floor and meets at least one requirement: a job near by whose
  // skills the worker has none of is not a match, however close it is.
  const matches = scored.filter((job) => job.match_score >= MATCH_FLOOR && job.match_breakdown.skills > 0);
  return {
    worker,
    prefs,
    search,
    point,
    record,
    certifications,
    skills,
    maxDistanceKm,
    matches,
    market,
    postings: new Map(candidates.map((posting) => [posting.id, posting])),
    explain: (posting) => score(posting, true),
  };
}

/**
 * The platform's history moves slowly and counting it reads every decided application, so each
 * instance keeps it this long (decision 038): a decision shows in success_probability within it.
 */
export const HISTORY_CACHE_MS = 5 * 60_000;
const historyCache = new WeakMap<AppContext, { until: number; byCategory: Map<string, CategoryHistory> }>();

/** Accepted and decided applications per category (every category at once), at most HISTORY_CACHE_MS old. */
async function platformHistory(ctx: AppContext): Promise<Map<string, CategoryHistory>> {
  const now = ctx.clock.now().getTime();
  const cached = historyCache.get(ctx);
  if (cached && cached.until > now) return cached.byCategory;
  const byCategory = await categoryHistories(ctx.db, [...GIG_CATEGORIES]);
  historyCache.set(ctx, { until: now + HISTORY_CACHE_MS, byCategory });
  return byCategory;
}

/**
 * The worker as the matcher sees them (decision 038): their work preferences, position, skills,
 * categories (saved, else inferred from the skills), certifications and application record. The
 * job matcher and the match delivery (decision 039) score with the same worker.
 */
export async function matchWorkerOf(ctx: AppContext, user: UserRow, now: Date) {
  const [prefs, point, record] = await Promise.all([
    workPreferencesOf(ctx, user.id),
    positionOf(ctx, user),
    applicantRecord(ctx.db, user.id),
  ]);
  const skills = canonicalSkills(user.skills);
  const inferred = gigCategoryOfSkills(skills);
  const categories: GigCategory[] =
    prefs.categories.length > 0 ? prefs.categories : inferred ? [inferred] : [];
  const maxDistanceKm = prefs.max_distance_km ?? DEFAULT_MAX_DISTANCE_KM;
  const certifications = heldCertifications(prefs, user.skills, now.toISOString().slice(0, 10));
  const worker: MatchWorker = {
    skills,
    categories,
    position: point,
    maxDistanceKm: prefs.max_distance_km,
    desiredRate: prefs.desired_rate ? prefs.desired_rate.amount_cents / 100 : null,
    jobTypes: prefs.job_types,
    schedules: prefs.schedules,
    certifications,
    bestPastRate: record.bestRate,
    trustScore: user.trustScore,
  };
  return { prefs, point, record, skills, categories, maxDistanceKm, certifications, worker };
}

/**
 * POST /api/ai/match-jobs (decision 038): the worker's best open jobs, scored and explained, with
 * their market. The candidates come from one indexed query (at most CANDIDATE_LIMIT); Node scores
 * them and keeps the best MATCHING_LIMITS.matchesMax.
 */
export async function matchJobs(props: {
  ctx: AppContext;
  actorId: string;
  workerId: string;
  priority?: MatchingPriority;
  /** Deliver the matches at or above the worker's smart-notification minimum (decision 039). */
  sendNotifications?: boolean;
  log?: FastifyBaseLogger;
}): Promise<AiMatchResultDto> {
  const { ctx, actorId } = props;
  if (props.workerId !== actorId) throw errors.forbidden(MATCHING_ERRORS.notYourself);
  const user = await findUserById(ctx.db, actorId);
  if (!user) throw errors.forbidden(MATCHING_ERRORS.notYourself);
  const now = ctx.clock.now();
  const run = await runMatcher(ctx, user, { priority: props.priority });
  const { matches, prefs, point, certifications, skills, maxDistanceKm, market } = run;
  // The insights' rescoring only for the jobs answered.
  const answered = matches.slice(0, MATCHING_LIMITS.matchesMax).map((job) => {
    const { category: _category, ...full } = run.explain(run.postings.get(job.id) as MatchPosting);
    return full;
  });
  await recordImpressions(ctx.db, {
    userId: user.id,
    surface: 'matcher',
    shown: answered.map((job) => ({ postingId: job.id, score: job.match_score })),
    at: now,
  });
  if (props.sendNotifications)
    await deliverFoundMatches(ctx, props.log ?? ctx.log, {
      userId: user.id,
      matches: matches.map((job) => ({ id: job.id, match_score: job.match_score })),
    });
  return {
    total_matches: matches.length,
    high_confidence_matches: matches.filter((job) => job.match_score >= MATCHING_LIMITS.highConfidenceScore)
      .length,
    matched_jobs: answered,
    personalized_insights: {
      market_summary: { total_opportunities: market.reduce((sum, row) => sum + row.count, 0) },
      recommendations: marketRecommendations({
        rows: market,
        radiusKm: maxDistanceKm,
        located: point !== null,
        held: certifications,
        skills,
      }),
    },
    missing_preferences: missingPreferences(prefs),
    success_rate:
      run.record.decided > 0 ? Math.round((100 * run.record.accepted) / run.record.decided) : null,
  };
}
