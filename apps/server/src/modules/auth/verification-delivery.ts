import type { AppContext } from '../../platform/context';

const pending = new WeakMap<AppContext, Set<Promise<void>>>();

/**
 * Runs a code e-mail's delivery after the answer is sent. The send routes answer every
 * address alike, so they must not wait for an SMTP round trip that only known
 * addresses make: that delay would tell them apart. `task` handles its own failures.
 */
export function deliverInBackground(ctx: AppContext, task: () => Promise<void>) {
  let tasks = pending.get(ctx);
  if (!tasks) {
    tasks = new Set();
    pending.set(ctx, tasks);
  }
  const running = task().catch(() => {});
  tasks.add(running);
  void running.finally(() => tasks.delete(running));
}

/** Waits for the deliveries under way (shutdown, and tests that read the e-mail). */
export async function settleDeliveries(ctx: AppContext) {
  const tasks = pending.get(ctx);
  if (tasks) await Promise.allSettled([...tasks]);
}
