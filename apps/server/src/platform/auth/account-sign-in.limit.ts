import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { signInCeilings } from '../../db/schema/sign-in-ceilings';
import type { AppContext } from '../context';
import { errors } from '../errors';
import type { PreHandler } from '../request-limit';

/**
 * The per-account sign-in ceiling (decision 027): password attempts for one e-mail address
 * from every client address together, so guesses spread over many addresses are slowed too.
 * The first FREE_FAILURES in a run cost nothing; each one after waits longer (1 s, doubling,
 * at most MAX_DELAY_MS); the LOCK_AFTER-th locks the address for LOCK_MS, and every run
 * after a lock locks again at once. A run ends WINDOW_MS after its last failure or lock.
 */
export const ACCOUNT_SIGN_IN_CEILING = {
  freeFailures: 10,
  lockAfter: 20,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  maxDelayMs: 60_000,
};

/** The job the auth module registers: e-mails the owner of a locked address a sign-in link. */
export const SIGN_IN_LOCKED_JOB = 'auth.sign-in-locked';

export type CeilingVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const { freeFailures, lockAfter, windowMs, lockMs, maxDelayMs } = ACCOUNT_SIGN_IN_CEILING;

/** The wait after the attempt-th failure of a run. */
export function delayAfter(attempt: number): number {
  if (attempt < freeFailures) return 0;
  return Math.min(1000 * 2 ** (attempt - freeFailures), maxDelayMs);
}

const normalized = (email: string) => email.trim().toLowerCase().slice(0, 320);
const secondsUntil = (at: Date, now: Date) => Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/**
 * Counts a password attempt for `email` before the password is checked (so parallel guesses
 * cannot slip past the count), or refuses it while the address waits or is locked. The
 * attempt that locks the address also enqueues the owner's sign-in link, once per lock.
 * A successful sign-in calls clearSignInFailures.
 */
export async function takeSignInAttempt(ctx: AppContext, rawEmail: string): Promise<CeilingVerdict> {
  const email = normalized(rawEmail);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await tx.insert(signInCeilings).values({ email, failures: 0, lastFailureAt: now }).onConflictDoNothing();
    const [row] = await tx.select().from(signInCeilings).where(eq(signInCeilings.email, email)).for('update');
    if (!row) throw new Error('sign-in ceiling row vanished');
    if (row.lockedUntil && row.lockedUntil > now) {
      return { allowed: false, retryAfterSeconds: secondsUntil(row.lockedUntil, now) };
    }
    if (row.nextAttemptAt && row.nextAttemptAt > now) {
      return { allowed: false, retryAfterSeconds: secondsUntil(row.nextAttemptAt, now) };
    }
    const runEnd = Math.max(row.lastFailureAt.getTime(), row.lockedUntil?.getTime() ?? 0) + windowMs;
    const attempt = (now.getTime() >= runEnd ? 0 : row.failures) + 1;
    const locks = attempt >= lockAfter;
    const lockedUntil = locks ? new Date(now.getTime() + lockMs) : null;
    const delay = delayAfter(attempt);
    await tx
      .update(signInCeilings)
      .set({
        failures: attempt,
        lastFailureAt: now,
        lockedUntil,
        nextAttemptAt: !locks && delay > 0 ? new Date(now.getTime() + delay) : null,
        ...(locks ? { ownerNotifiedAt: now } : {}),
      })
      .where(eq(signInCeilings.email, email));
    if (lockedUntil) await notifyOwner(ctx, tx, email, lockedUntil);
    return { allowed: true };
  });
}

/** One e-mail per lock: the dedupe key names the lock. */
async function notifyOwner(ctx: AppContext, tx: Executor, email: string, lockedUntil: Date) {
  await ctx.jobs.enqueue(
    SIGN_IN_LOCKED_JOB,
    { email },
    {
      executor: tx,
      dedupeKey: `${SIGN_IN_LOCKED_JOB}:${email}:${lockedUntil.getTime()}`,
    },
  );
}

/** Whether the address is locked right now (the sign-in link job skips a lock that ended). */
export async function isSignInLocked(ctx: AppContext, rawEmail: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ lockedUntil: signInCeilings.lockedUntil })
    .from(signInCeilings)
    .where(eq(signInCeilings.email, normalized(rawEmail)));
  return Boolean(row?.lockedUntil && row.lockedUntil > ctx.clock.now());
}

/** A right password ends the run. */
export async function clearSignInFailures(ctx: AppContext, rawEmail: string): Promise<void> {
  await ctx.db.delete(signInCeilings).where(eq(signInCeilings.email, normalized(rawEmail)));
}

/** Deletes the rows of runs that ended (a recurring job): what is left is at most a day old. */
export async function pruneSignInCeilings(ctx: AppContext): Promise<void> {
  const cutoff = new Date(ctx.clock.now().getTime() - 24 * 60 * 60_000);
  await ctx.db
    .delete(signInCeilings)
    .where(
      sql`greatest(${signInCeilings.lastFailureAt}, coalesce(${signInCeilings.lockedUntil}, ${signInCeilings.lastFailureAt})) < ${cutoff}`,
    );
}

const emailOf = (body: unknown) => String((body as { email?: unknown } | undefined)?.email ?? '');

/**
 * A preHandler for every password sign-in (POST /api/auth/login and /api/idp/signIn count
 * together): takes an attempt, or answers `refuse()` (the route's own 429) with Retry-After.
 */
export function accountSignInCeiling(app: FastifyInstance, refuse: () => Error): PreHandler {
  return async (request, reply) => {
    const email = emailOf(request.body);
    if (!email) return;
    const verdict = await takeSignInAttempt(app.ctx, email);
    if (verdict.allowed) return;
    reply.header('retry-after', verdict.retryAfterSeconds);
    throw refuse();
  };
}

/** The 429 of the direct sign-in when the ceiling holds. */
export const accountLockedRefusal = () => errors.tooManyRequests(AUTH_ERRORS.accountLocked);
