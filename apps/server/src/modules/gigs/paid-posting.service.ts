import { PAY_PER_POST } from '@hirehand/shared/membership/plans';
import { and, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { postings } from '../../db/schema/postings';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/ids';
import { estimateReach } from './estimated-reach';
import { findPostingById, lockPostingById, type Posting, updatePostingById } from './gigs.repo';

/*
 * Pay-Per-Post (decision 032): a job is published as `pending_payment`, seen only by its poster;
 * paid, it is `open` for 30 days; then `expired` (off the board and search) until renewed. Service
 * gigs stay free. With JOB_POST_PRICE_CENTS=0 the fee is off and jobs open at once, without end.
 */

const DAY_MS = 86_400_000;

/**
 * How publishing a job reaches its checkout. The payments module implements it and the app
 * hands it to the gigs routes (app.ts, the composition root): payments calls into gigs when a
 * post is paid, so gigs may not import payments back (no module cycle).
 */
export interface PostCheckout {
  /** This site's own origin of a URL the person gave; throws 400 for any other (no open redirect). */
  ownOrigin(raw: string): string;
  /** Opens the checkout that pays for the poster's job awaiting payment; answers its URL. */
  open(props: {
    actor: Actor;
    postingId: string;
    originUrl: string;
    log: FastifyBaseLogger;
  }): Promise<string>;
}

/** What publishing a job costs now, in cents; 0: free. */
export const jobPostPriceCents = (ctx: Pick<AppContext, 'env'>) => ctx.env.JOB_POST_PRICE_CENTS;

/** The status a new posting starts in. */
export function initialPostingStatus(ctx: Pick<AppContext, 'env'>, mode: Posting['mode']): Posting['status'] {
  return mode === 'job' && jobPostPriceCents(ctx) > 0 ? 'pending_payment' : 'open';
}

/** A posting whose next step is a payment: a job waiting for its first one, or an expired one to renew. */
export const awaitsPayment = (posting: Pick<Posting, 'mode' | 'status'>) =>
  posting.mode === 'job' && (posting.status === 'pending_payment' || posting.status === 'expired');

/**
 * The payment for a post arrived (the payments module calls this in the transaction that
 * records the charge): the job opens for 30 days from `at`. A posting not awaiting payment
 * (paid twice, or closed meanwhile) is left as it is; the answer says whether it opened.
 */
export async function openPaidPosting(
  ctx: Pick<AppContext, 'jobs'>,
  db: Executor,
  posting: Posting,
  at: Date,
): Promise<boolean> {
  if (!awaitsPayment(posting)) return false;
  await updatePostingById(
    db,
    posting.id,
    { status: 'open', visibleUntil: new Date(at.getTime() + PAY_PER_POST.visibilityDays * DAY_MS) },
    at,
  );
  await enqueuePostingOpened(ctx, db, posting.id);
  return true;
}

/**
 * A job-mode posting opened: the matching module's `matching.posting_opened` job delivers it to
 * the workers it matches (decision 039). Enqueued in the transaction that opened it (`db`), once
 * per posting ever (the dedupe key), so reopening or paying again never notifies twice.
 */
export async function enqueuePostingOpened(ctx: Pick<AppContext, 'jobs'>, db: Executor, postingId: string) {
  await ctx.jobs.enqueue(
    'matching.posting_opened',
    { postingId },
    { executor: db, dedupeKey: `posting-opened:${postingId}` },
  );
}

/** Paid jobs whose visibility has ended go `expired` (a recurring job; one statement, safe on every instance). */
export async function expireDuePostings(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const expired = await ctx.db
    .update(postings)
    .set({ status: 'expired', updatedAt: now })
    .where(
      and(
        isNotNull(postings.visibleUntil),
        lte(postings.visibleUntil, now),
        inArray(postings.status, ['open', 'paused']),
      ),
    )
    .returning({ id: postings.id });
  if (expired.length > 0) ctx.log.info({ feature: 'gigs', count: expired.length }, 'paid postings expired');
  return expired.length;
}

/**
 * A job that may be paid for now (awaiting its first payment or a renewal), with who may pay:
 * its poster, or for a company's job whoever holds `can_manage_billing` there (the payments
 * module asks the companies service). Null for anything else, or a malformed id.
 */
export async function payablePostingOf(
  db: Executor,
  props: { postingId: string },
): Promise<Pick<Posting, 'id' | 'title' | 'posterId' | 'companyId'> | null> {
  if (!isUuid(props.postingId)) return null;
  const posting = await findPostingById(db, props.postingId);
  if (!posting || !awaitsPayment(posting)) return null;
  return { id: posting.id, title: posting.title, posterId: posting.posterId, companyId: posting.companyId };
}

/**
 * A post's payment completed (the payments module, in the transaction of the charge): the job
 * opens for 30 days. Answers when it is now visible until; null when it was not awaiting payment.
 */
export async function openPaidPostingById(
  ctx: Pick<AppContext, 'jobs'>,
  db: Executor,
  postingId: string,
  at: Date,
): Promise<Date | null> {
  const posting = await lockPostingById(db, postingId);
  if (!posting || !(await openPaidPosting(ctx, db, posting, at))) return null;
  return new Date(at.getTime() + PAY_PER_POST.visibilityDays * DAY_MS);
}

/**
 * A paid job's estimated reach now (the result page's "Job posted successfully!" text once the
 * payment completed); null when the posting is gone or not a job.
 */
export async function estimatedReachOfPaidPosting(db: Executor, postingId: string): Promise<number | null> {
  const posting = await findPostingById(db, postingId);
  return posting?.mode === 'job' ? estimateReach(db, posting) : null;
}

/** A post's payment was refunded: a job still shown leaves the board (expired, renewable). */
export async function withdrawPaidPosting(db: Executor, postingId: string, at: Date): Promise<void> {
  const posting = await lockPostingById(db, postingId);
  if (posting?.mode !== 'job' || !['open', 'paused'].includes(posting.status)) return;
  await updatePostingById(db, posting.id, { status: 'expired', visibleUntil: at }, at);
}
