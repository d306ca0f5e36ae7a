import { MATCHING_LIMITS } from '@hirehand/shared/matching/match-jobs';
import type { CategoryHistory, MatchPosting } from './match-types';

/** Decided applications' weight of the prior: with fewer than this many, 75 still counts for half or more. */
export const SUCCESS_SMOOTHING = 10;

/**
 * The chance an application to this posting is accepted (decision 038): the share of decided
 * applications accepted for postings in its category, smoothed toward 75 with SUCCESS_SMOOTHING
 * pseudo-applications; minus 5 points per applicant per opening left beyond the first (at most
 * 25); plus (trust - 50) / 5. Exactly 75 with no decided application in the category. 5-95.
 */
export function successProbability(props: {
  history: CategoryHistory;
  posting: Pick<MatchPosting, 'applicationsCount' | 'openings' | 'hiredCount'>;
  trustScore: number;
}): number {
  const prior = MATCHING_LIMITS.defaultSuccessProbability;
  const { accepted, decided } = props.history;
  if (decided <= 0) return prior;
  const base = ((accepted + (SUCCESS_SMOOTHING * prior) / 100) / (decided + SUCCESS_SMOOTHING)) * 100;
  const openingsLeft = Math.max(1, props.posting.openings - props.posting.hiredCount);
  const perOpening = props.posting.applicationsCount / openingsLeft;
  const competition = Math.min(25, 5 * Math.max(0, perOpening - 1));
  const trust = (props.trustScore - 50) / 5;
  return Math.max(5, Math.min(95, Math.round(base - competition + trust)));
}

/**
 * How soon to apply: the score, plus 10 for a posting up to 2 days old (5 up to a week, minus 10
 * past 30 days), plus 5 with 3 or more openings left; high at 85, medium at 65.
 */
export function applicationPriority(props: {
  score: number;
  posting: Pick<MatchPosting, 'createdAt' | 'openings' | 'hiredCount'>;
  now: Date;
}): 'high' | 'medium' | 'low' {
  const ageDays = (props.now.getTime() - props.posting.createdAt.getTime()) / 86_400_000;
  const recency = ageDays <= 2 ? 10 : ageDays <= 7 ? 5 : ageDays > 30 ? -10 : 0;
  const openings = props.posting.openings - props.posting.hiredCount >= 3 ? 5 : 0;
  const points = props.score + recency + openings;
  return points >= 85 ? 'high' : points >= 65 ? 'medium' : 'low';
}
