import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type ManualClock, manualClock } from '../../platform/clock';
import {
  chargesOf,
  DAY_MS,
  headersOf,
  historyOf,
  mailsOf,
  planOf,
  runJobs,
  statusOf,
  subscribe,
} from './payments.test-support';

/**
 * A plan's life after checkout, driven by the sandbox's jobs on a manual clock: the trial's end,
 * renewals that pay or fail, cancellation at the period's end, resuming, refunds.
 */
let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

/** A signed-in person on a plan bought through the sandbox page, applied as the result page would. */
async function member(tier: 'professional' | 'premium', options: { declineRenewal?: boolean } = {}) {
  const signedIn = await buildSignedInUser(server);
  const sessionId = await subscribe(server, signedIn.headers, tier, options);
  expect((await statusOf(server, signedIn.headers, sessionId)).body.status).toBe('complete');
  await runJobs(server);
  return signedIn;
}

const post = async (user: Awaited<ReturnType<typeof member>>['user'], path: string, body?: unknown) =>
  server.request('POST', path, body, await headersOf(server, user));

describe('a trial', () => {
  it('is told 2 days before it ends, then ends back on Basic with no charge', async () => {
    const { user } = await member('professional');
    const trialEnd = (await planOf(server, user)).subscription!.trialEnd!;

    clock.advance(4 * DAY_MS);
    await runJobs(server);
    expect(await mailsOf(server, user, 'trial_ending')).toHaveLength(0);

    clock.advance(DAY_MS + 60_000);
    await runJobs(server);
    const notices = await mailsOf(server, user, 'trial_ending');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Your Professional trial ends in 2 days');
    expect((await planOf(server, user)).tier).toBe('professional');

    clock.set(new Date(trialEnd.getTime() + 60_000));
    await runJobs(server);
    await runJobs(server);
    const plan = await planOf(server, user);
    expect(plan.tier).toBe('basic');
    expect(await chargesOf(server, user)).toHaveLength(0);
    expect((await historyOf(server, user)).map((item) => item.kind)).toEqual([
      'trial_ended',
      'trial_started',
    ]);
    expect(await mailsOf(server, user, 'plan_ended')).toHaveLength(1);
    expect(await mailsOf(server, user, 'trial_ending')).toHaveLength(1);
  });
});

describe('renewals', () => {
  it('charge again at the period end, with a receipt', async () => {
    const { user } = await member('premium');
    expect(await mailsOf(server, user, 'payment_receipt')).toHaveLength(1);
    const firstEnd = (await planOf(server, user)).subscription!.currentPeriodEnd;
    clock.set(new Date(firstEnd.getTime() + 60_000));
    await runJobs(server);
    await runJobs(server);

    const plan = await planOf(server, user);
    expect(plan.tier).toBe('premium');
    expect(plan.subscription?.status).toBe('active');
    expect(plan.subscription!.currentPeriodStart.toISOString()).toBe(firstEnd.toISOString());
    expect(plan.subscription!.currentPeriodEnd.getTime()).toBeGreaterThan(firstEnd.getTime() + 27 * DAY_MS);
    expect((await chargesOf(server, user)).map((c) => c.amountCents)).toEqual([1499, 1499]);
    expect((await historyOf(server, user)).map((item) => item.kind)).toEqual(['renewed', 'subscribed']);
    // The first receipt is past the outbox's retention by now; the renewal's is new.
    const receipts = await mailsOf(server, user, 'payment_receipt');
    expect(receipts.filter((mail) => mail.createdAt >= firstEnd)).toHaveLength(1);
  });

  it('that fail leave the plan past due with an e-mail, and a second failure ends it', async () => {
    const { user } = await member('premium', { declineRenewal: true });
    const firstEnd = (await planOf(server, user)).subscription!.currentPeriodEnd;
    clock.set(new Date(firstEnd.getTime() + 60_000));
    await runJobs(server);
    await runJobs(server);

    const plan = await planOf(server, user);
    expect(plan.tier).toBe('premium');
    expect(plan.subscription?.status).toBe('past_due');
    const failed = await mailsOf(server, user, 'renewal_failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.subject).toBe('Your HireHand payment did not go through');
    expect((await historyOf(server, user)).map((item) => item.kind)).toEqual([
      'renewal_failed',
      'subscribed',
    ]);

    clock.advance(3 * DAY_MS + 60_000);
    await runJobs(server);
    await runJobs(server);
    expect((await planOf(server, user)).tier).toBe('basic');
    expect((await chargesOf(server, user)).map((c) => c.amountCents)).toEqual([1499]);
    expect(
      (await historyOf(server, user))
        .map((item) => item.kind)
        .slice(0, 2)
        .sort(),
    ).toEqual(['plan_ended', 'renewal_failed']);
  });
});

describe('cancel and resume', () => {
  it('ends the plan at the period end, not before; resuming keeps it', async () => {
    const { user } = await member('premium');
    // A second apart, so the history's order is the order of the clicks.
    clock.advance(1000);
    expect((await post(user, '/api/payments/subscription/cancel')).status).toBe(200);
    expect((await planOf(server, user)).subscription?.cancelAtPeriodEnd).toBe(true);
    const again = await post(user, '/api/payments/subscription/cancel');
    expect(again.status).toBe(409);
    expect(again.body).toEqual(MEMBERSHIP_ERRORS.notCancellable);
    const cancelledMail = await mailsOf(server, user, 'subscription_cancelled');
    expect(cancelledMail).toHaveLength(1);

    clock.advance(1000);
    expect((await post(user, '/api/payments/subscription/resume')).status).toBe(200);
    expect((await planOf(server, user)).subscription?.cancelAtPeriodEnd).toBe(false);
    const resumeAgain = await post(user, '/api/payments/subscription/resume');
    expect(resumeAgain.status).toBe(409);
    expect(resumeAgain.body).toEqual(MEMBERSHIP_ERRORS.notResumable);

    clock.advance(1000);
    expect((await post(user, '/api/payments/subscription/cancel')).status).toBe(200);
    // The provider's own subscription.updated events find nothing new to record.
    await runJobs(server);
    const periodEnd = (await planOf(server, user)).subscription!.currentPeriodEnd;
    clock.set(new Date(periodEnd.getTime() - 60_000));
    await runJobs(server);
    expect((await planOf(server, user)).tier).toBe('premium');
    clock.set(new Date(periodEnd.getTime() + 60_000));
    await runJobs(server);
    await runJobs(server);
    expect((await planOf(server, user)).tier).toBe('basic');
    expect(await chargesOf(server, user)).toHaveLength(1);
    expect((await historyOf(server, user)).map((item) => item.kind)).toEqual([
      'plan_ended',
      'cancel_scheduled',
      'resumed',
      'cancel_scheduled',
      'subscribed',
    ]);
  });
});

describe('refunds', () => {
  it('refund a payment within 7 days and end its plan; once only, and only your own', async () => {
    const { user } = await member('premium');
    const other = await member('premium');
    const [charge] = await chargesOf(server, user);
    const [history] = await historyOf(server, user);
    expect(history!.refundable_charge_id).toBe(charge!.id);

    const stranger = await post(other.user, '/api/payments/refund', { charge_id: charge!.id });
    expect(stranger.status).toBe(404);
    expect(stranger.body).toEqual(MEMBERSHIP_ERRORS.refundNotFound);

    clock.advance(6 * DAY_MS);
    expect((await post(user, '/api/payments/refund', { charge_id: charge!.id })).status).toBe(200);
    expect((await planOf(server, user)).tier).toBe('basic');
    const twice = await post(user, '/api/payments/refund', { charge_id: charge!.id });
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual(MEMBERSHIP_ERRORS.alreadyRefunded);
    await runJobs(server);
    const refunds = await mailsOf(server, user, 'payment_refunded');
    expect(refunds).toHaveLength(1);
    const kinds = (await historyOf(server, user)).map((item) => item.kind);
    expect(kinds.slice(0, 2).sort()).toEqual(['plan_ended', 'refunded']);
    expect(kinds.at(-1)).toBe('subscribed');
    expect((await historyOf(server, user)).every((item) => item.refundable_charge_id === null)).toBe(true);

    // The other member's payment is now past the money-back period.
    clock.advance(DAY_MS + 60_000);
    const [late] = await chargesOf(server, other.user);
    expect((await historyOf(server, other.user))[0]!.refundable_charge_id).toBeNull();
    const tooLate = await post(other.user, '/api/payments/refund', { charge_id: late!.id });
    expect(tooLate.status).toBe(400);
    expect(tooLate.body).toEqual(MEMBERSHIP_ERRORS.refundTooLate(7));
    expect((await planOf(server, other.user)).tier).toBe('premium');
  });
});

describe('deleting the account', () => {
  it('ends its plan at the provider, so nobody is billed for a deleted account', async () => {
    const { user } = await member('premium');
    const providerId = (await planOf(server, user)).subscription!.providerSubscriptionId;
    const deleted = await server.request(
      'DELETE',
      '/api/account',
      { current_password: TEST_PASSWORD },
      await headersOf(server, user),
    );
    expect(deleted.status).toBe(200);
    await runJobs(server);
    expect((await server.app.ctx.payments.retrieveSubscription(providerId))?.status).toBe('canceled');
  });
});
