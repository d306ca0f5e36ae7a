/** Frames a socket may send per second; the rest of that second's frames are ignored. */
export const MAX_FRAMES_PER_SECOND = 50;
/** A socket that sends this many frames within one second is closed (1008). */
export const CLOSE_AFTER_FRAMES_PER_SECOND = 4 * MAX_FRAMES_PER_SECOND;

export type FrameVerdict = 'accept' | 'ignore' | 'close';

/** A per-socket frame counter over fixed one-second windows. */
export function createFrameBudget(now: () => number = Date.now) {
  let windowStart = 0;
  let count = 0;
  return (): FrameVerdict => {
    const time = now();
    if (time - windowStart >= 1000) {
      windowStart = time;
      count = 0;
    }
    count += 1;
    if (count > CLOSE_AFTER_FRAMES_PER_SECOND) return 'close';
    return count > MAX_FRAMES_PER_SECOND ? 'ignore' : 'accept';
  };
}
