import { MATCH_SCORE_BANDS } from '@hirehand/shared/matching/match-jobs';

/** Spec 2 §9's colour bands of a match score: 90 and above, 75, 60, otherwise the lowest. */
export type MatchBand = 'excellent' | 'strong' | 'fair' | 'weak';

const BAND_NAMES = ['excellent', 'strong', 'fair'] as const;

export function matchBand(score: number): MatchBand {
  const index = MATCH_SCORE_BANDS.findIndex((floor) => score >= floor);
  return index < 0 ? 'weak' : BAND_NAMES[index]!;
}

/** The badge's look per band (contrast ≥ 4.5:1 on each background). */
export const BAND_CLASSES: Record<MatchBand, string> = {
  excellent: 'bg-green-100 text-green-900',
  strong: 'bg-blue-100 text-blue-900',
  fair: 'bg-amber-100 text-amber-900',
  weak: 'bg-slate-100 text-slate-800',
};

/** The bar's fill per band. */
export const BAR_CLASSES: Record<MatchBand, string> = {
  excellent: 'bg-green-600',
  strong: 'bg-blue-600',
  fair: 'bg-amber-500',
  weak: 'bg-slate-400',
};
