export { type Clock, systemClock } from '../clock';

export interface BackoffOptions {
  /** The wait after the first failure; it doubles with each failure after that. */
  baseMs: number;
  /** No wait is longer than this. */
  maxMs: number;
}

/**
 * How long a job waits before its next attempt, after `failures` failed attempts (1 after
 * the first): base, 2 x base, 4 x base... up to the cap. No jitter: retries are rare and
 * spread by when each job first ran, and tests can name the exact moment.
 */
export function backoffMs(failures: number, { baseMs, maxMs }: BackoffOptions): number {
  if (failures < 1) return 0;
  // 2^30 x any sane base is past every cap; stopping there keeps the number finite.
  const exponent = Math.min(failures - 1, 30);
  return Math.min(maxMs, baseMs * 2 ** exponent);
}

/**
 * A recurring job's time slot: every instance computes the same number for the same
 * moment, so the (name, slot) row they race to insert names one run.
 */
export function slotOf(at: Date, intervalMs: number): number {
  return Math.floor(at.getTime() / intervalMs);
}

/** When a slot begins. */
export function slotStart(slot: number, intervalMs: number): Date {
  return new Date(slot * intervalMs);
}
