import { type RateBand, rateBand } from '@hirehand/shared/matching/match-analytics';

export { type RateBand, rateBand };

/** Spec 3 §9's bands as text colours on white (each ≥ 4.5:1, WCAG AA). */
export const RATE_TEXT_CLASSES: Record<RateBand, string> = {
  excellent: 'text-green-800',
  good: 'text-yellow-800',
  fair: 'text-orange-800',
  needs_improvement: 'text-red-700',
};

/** The bars' fill per band (the figure is also written beside each bar). */
export const RATE_BAR_CLASSES: Record<RateBand, string> = {
  excellent: 'bg-green-600',
  good: 'bg-yellow-500',
  fair: 'bg-orange-500',
  needs_improvement: 'bg-red-600',
};
