import { MATCH_FACTORS, type MatchFactor } from '@hirehand/shared/matching/match-jobs';
import type { MatchingPriority } from '@hirehand/shared/matching/premium-matching';
import type { FactorScores } from './match-types';

/** What a worker may ask the matcher to weigh most (balanced unless a plan offers the choice). */
export { MATCHING_PRIORITIES, type MatchingPriority } from '@hirehand/shared/matching/premium-matching';

/** Each priority's weights (they sum to 1): the table of decision 038. */
export const MATCH_WEIGHTS: Record<MatchingPriority, Record<MatchFactor, number>> = {
  balanced: { skills: 0.35, location: 0.2, pay: 0.2, schedule: 0.1, growth: 0.15 },
  pay: { skills: 0.3, location: 0.15, pay: 0.35, schedule: 0.1, growth: 0.1 },
  proximity: { skills: 0.3, location: 0.4, pay: 0.15, schedule: 0.1, growth: 0.05 },
  certification: { skills: 0.3, location: 0.15, pay: 0.15, schedule: 0.05, growth: 0.35 },
  growth: { skills: 0.25, location: 0.15, pay: 0.15, schedule: 0.05, growth: 0.4 },
};

/** The match score: the factors' weighted sum under the priority, 0-100. */
export function weightedScore(factors: FactorScores, priority: MatchingPriority = 'balanced'): number {
  const weights = MATCH_WEIGHTS[priority];
  const sum = MATCH_FACTORS.reduce((total, factor) => total + factors[factor].score * weights[factor], 0);
  return Math.max(0, Math.min(100, Math.round(sum)));
}
