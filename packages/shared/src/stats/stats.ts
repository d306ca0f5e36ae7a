import { z } from 'zod';

/**
 * Figures the public pages may show, each computed from the platform's own data and rounded
 * down. A figure the product cannot compute yet (skills in a taxonomy, ratings from reviews,
 * match rates) is absent rather than made up; a screen hides what is null.
 */
export const PublicStatsDto = z.object({
  /** Worker accounts, rounded down (e.g. 1,234 → 1,200); null below MIN_WORKERS_SHOWN. */
  workers: z.number().int().nonnegative().nullable(),
  /** Open jobs and gigs on the board, rounded down the same way; null when there are none. */
  open_postings: z.number().int().positive().nullable(),
  /**
   * How much more an open hourly job that requires a certification pays than one that does not,
   * median against median, in whole CAD dollars rounded down; null without enough postings of
   * each kind or when certified jobs do not pay more.
   */
  certified_hourly_premium: z.number().int().positive().nullable(),
  /** When the figures were computed (ISO 8601). */
  computed_at: z.string(),
});
export type PublicStatsDto = z.infer<typeof PublicStatsDto>;

/** Fewer workers than this reads as an empty room, not as a figure to join. */
export const MIN_WORKERS_SHOWN = 10;
/** Postings of each kind (certified, not) before their medians are compared. */
export const MIN_POSTINGS_PER_SIDE = 5;

/** Rounds a count down to two significant digits: 9 → 9, 87 → 87, 1,234 → 1,200, 15,780 → 15,000. */
export function roundDownForDisplay(count: number): number {
  if (count < 100) return Math.floor(count);
  const step = 10 ** (Math.floor(Math.log10(count)) - 1);
  return Math.floor(count / step) * step;
}
