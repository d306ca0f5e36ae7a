/**
 * The one time source of the server. Services read the time as `ctx.clock.now()`, never
 * `new Date()` or `Date.now()`, so a test can start the server on a manual clock and move it
 * (a code expires, a session ends, a recurring job comes due) instead of sleeping.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still until moved: for tests (startTestServer({ clock })) and benchmarks. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by ms. */
  advance(ms: number): void;
  /** Sets the clock to a moment. */
  set(at: Date | string): void;
}

export function manualClock(start: Date | string = '2026-11-24T10:00:00.000Z'): ManualClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms) {
      current += ms;
    },
    set(at) {
      current = new Date(at).getTime();
    },
  };
}
