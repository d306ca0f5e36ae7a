import type { Executor } from '../../db/client';
import type { SubscriptionRow } from '../../db/schema/billing';
import { recordBillingEvent } from '../../platform/audit/billing-activity';
import type { AppContext } from '../../platform/context';
import type { PaymentEvent, ProviderSubscription } from '../../platform/payments/payment-provider';
import * as membership from '../membership/membership.service';
import { mailUser, planName } from './billing-mail';
import {
  planEndedMail,
  receiptMail,
  renewalFailedMail,
  subscriptionCancelledMail,
  trialEndingMail,
} from './payments.mail';
import * as repo from './payments.repo';

/*
 * Provider events about a subscription after its checkout (decision 032): its state, its end,
 * renewals paid or failed, the trial's end notice. Called by applyPaymentEvent in the event's
 * transaction, and by cancel / resume, which apply the provider's answer at once.
 */

/**
 * Brings our copy of a subscription to the provider's state. What the person changed through us
 * (cancel, resume) was applied at once, so its event finds nothing new and records nothing twice.
 */
export async function applySubscriptionUpdate(
  ctx: AppContext,
  tx: Executor,
  theirs: ProviderSubscription,
  options: { actorId: string | null; provider?: SubscriptionRow['provider'] },
) {
  const ours = await membership.findSubscriptionByProviderId(
    tx,
    options.provider ?? ctx.payments.name,
    theirs.providerSubscriptionId,
    { lock: true },
  );
  // Unknown (its checkout has not landed yet: that event carries the state) or already ended.
  if (!ours || ours.status === 'canceled') return;
  const now = ctx.clock.now();
  // Re-read after a later deletion: the end is recorded (and mailed) as an end.
  if (theirs.status === 'canceled') {
    return applySubscriptionEnd(ctx, tx, ours.provider, ours.providerSubscriptionId, now);
  }
  await membership.updateSubscription(tx, ours.id, {
    status: theirs.status,
    currentPeriodStart: theirs.currentPeriodStart,
    currentPeriodEnd: theirs.currentPeriodEnd,
    trialEnd: theirs.trialEnd,
    cancelAtPeriodEnd: theirs.cancelAtPeriodEnd,
    updatedAt: now,
  });
  if (ours.cancelAtPeriodEnd === theirs.cancelAtPeriodEnd) return;
  const data = { tier: ours.tier, posting_id: null, amount_cents: null, currency: null, charge_id: null };
  await recordBillingEvent(tx, {
    at: now,
    userId: ours.userId,
    actorId: options.actorId,
    kind: theirs.cancelAtPeriodEnd ? 'cancel_scheduled' : 'resumed',
    data,
  });
  if (theirs.cancelAtPeriodEnd) {
    await mailUser(
      ctx,
      tx,
      ours.userId,
      subscriptionCancelledMail,
      { planName: planName(ours.tier), endsAt: theirs.currentPeriodEnd.toISOString() },
      `cancelled:${ours.id}:${now.getTime()}`,
    );
  }
}

/** The plan ended at the provider (trial over, cancelled at period end, renewals failed). */
export async function applySubscriptionEnd(
  ctx: AppContext,
  tx: Executor,
  provider: SubscriptionRow['provider'],
  providerSubscriptionId: string,
  endedAt: Date,
) {
  const ours = await membership.findSubscriptionByProviderId(tx, provider, providerSubscriptionId, {
    lock: true,
  });
  // Ended already on our side (a refund, an upgrade): nothing more to record.
  if (!ours || ours.status === 'canceled') return;
  const now = ctx.clock.now();
  await membership.updateSubscription(tx, ours.id, { status: 'canceled', endedAt, updatedAt: now });
  const trial = ours.status === 'trialing';
  await recordBillingEvent(tx, {
    at: now,
    userId: ours.userId,
    actorId: null,
    kind: trial ? 'trial_ended' : 'plan_ended',
    data: { tier: ours.tier, posting_id: null, amount_cents: null, currency: null, charge_id: null },
  });
  await mailUser(
    ctx,
    tx,
    ours.userId,
    planEndedMail,
    { planName: planName(ours.tier), trial },
    `plan-ended:${ours.id}`,
  );
}

export async function applyInvoicePaid(
  ctx: AppContext,
  tx: Executor,
  event: Extract<PaymentEvent, { type: 'invoice.paid' }>,
) {
  const ours = await membership.findSubscriptionByProviderId(
    tx,
    event.provider,
    event.providerSubscriptionId,
    {
      lock: true,
    },
  );
  // Its checkout has not been applied yet: fail, and the job's retry finds it.
  if (!ours) throw new Error('invoice for a subscription not known yet');
  const now = ctx.clock.now();
  const charge = await repo.insertCharge(tx, {
    userId: ours.userId,
    provider: event.provider,
    providerPaymentId: event.providerPaymentId,
    amountCents: event.amountCents,
    currency: event.currency,
    subscriptionId: ours.id,
    postingId: null,
    createdAt: now,
  });
  // The first invoice was recorded with its checkout; a refunded or ended plan is not revived.
  if (!charge || ours.status === 'canceled') return;
  await membership.updateSubscription(tx, ours.id, {
    status: 'active',
    currentPeriodStart: event.periodStart,
    currentPeriodEnd: event.periodEnd,
    updatedAt: now,
  });
  await recordBillingEvent(tx, {
    at: now,
    userId: ours.userId,
    actorId: null,
    kind: ours.status === 'trialing' ? 'subscribed' : 'renewed',
    data: {
      tier: ours.tier,
      posting_id: null,
      amount_cents: charge.amountCents,
      currency: charge.currency,
      charge_id: charge.id,
    },
  });
  await mailUser(
    ctx,
    tx,
    ours.userId,
    receiptMail,
    {
      planName: planName(ours.tier),
      amountCents: charge.amountCents,
      currency: charge.currency,
      paidAt: now.toISOString(),
      periodEnd: event.periodEnd.toISOString(),
    },
    `receipt:${charge.id}`,
  );
}

export async function applyPaymentFailed(
  ctx: AppContext,
  tx: Executor,
  event: Extract<PaymentEvent, { type: 'invoice.payment_failed' }>,
) {
  const ours = await membership.findSubscriptionByProviderId(
    tx,
    event.provider,
    event.providerSubscriptionId,
    {
      lock: true,
    },
  );
  if (!ours || ours.status === 'canceled') return;
  const now = ctx.clock.now();
  await membership.updateSubscription(tx, ours.id, { status: 'past_due', updatedAt: now });
  await recordBillingEvent(tx, {
    at: now,
    userId: ours.userId,
    actorId: null,
    kind: 'renewal_failed',
    data: {
      tier: ours.tier,
      posting_id: null,
      amount_cents: event.amountCents,
      currency: event.currency,
      charge_id: null,
    },
  });
  await mailUser(
    ctx,
    tx,
    ours.userId,
    renewalFailedMail,
    { planName: planName(ours.tier), amountCents: event.amountCents, currency: event.currency },
    `renewal-failed:${event.provider}:${event.id}`,
  );
}

/** Stripe's trial_will_end (the sandbox's 2 days ahead): the person is told the trial is ending. */
export async function applyTrialWillEnd(
  ctx: AppContext,
  tx: Executor,
  event: Extract<PaymentEvent, { type: 'subscription.trial_will_end' }>,
) {
  const ours = await membership.findSubscriptionByProviderId(
    tx,
    event.provider,
    event.providerSubscriptionId,
  );
  if (ours?.status !== 'trialing') return;
  await mailUser(
    ctx,
    tx,
    ours.userId,
    trialEndingMail,
    { planName: planName(ours.tier), trialEnd: event.trialEnd.toISOString() },
    `trial-ending:${ours.id}`,
  );
}
