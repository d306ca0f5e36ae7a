import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { CheckoutSessionRow } from '../../db/schema/billing';
import { recordBillingEvent } from '../../platform/audit/billing-activity';
import type { AppContext } from '../../platform/context';
import type {
  PaymentEvent,
  ProviderCheckout,
  ProviderSubscription,
} from '../../platform/payments/payment-provider';
import { openPaidPostingById } from '../gigs/paid-posting.service';
import * as membership from '../membership/membership.service';
import { mailUser, planName } from './billing-mail';
import { receiptMail } from './payments.mail';
import * as repo from './payments.repo';
import {
  applyInvoicePaid,
  applyPaymentFailed,
  applySubscriptionEnd,
  applySubscriptionUpdate,
  applyTrialWillEnd,
} from './subscription-events.service';

/*
 * The one handler of provider events (decision 032): Stripe's webhook and the sandbox both
 * enqueue `payments.apply_event`, whose job calls applyPaymentEvent. Each event is applied once:
 * its id goes into payment_events in the transaction of its effect. A checkout's effect is also
 * guarded by checkout_sessions.applied_at, since the status page may apply it first.
 */

/** Provider work to do once the transaction has committed (ending a replaced plan at the provider). */
type AfterCommit = (() => Promise<void>)[];

async function runAfterCommit(after: AfterCommit, log: FastifyBaseLogger) {
  for (const work of after) {
    try {
      await work();
    } catch (error) {
      // The plan is already ended on our side; the provider's own end comes with its next event.
      log.error({ feature: 'payments', err: error }, 'provider follow-up failed');
    }
  }
}

/** Applies one provider event, once however often it arrives. */
export async function applyPaymentEvent(ctx: AppContext, event: PaymentEvent, log: FastifyBaseLogger) {
  // Order matters for a subscription's state: read it as the provider has it now (before the
  // transaction: the provider may share our database, as the sandbox does).
  const reported =
    event.type === 'subscription.updated' || event.type === 'checkout.completed' ? event.subscription : null;
  const fresh = reported
    ? ((await ctx.payments.retrieveSubscription(reported.providerSubscriptionId)) ?? reported)
    : null;
  const after: AfterCommit = [];
  await ctx.db.transaction(async (tx) => {
    const first = await repo.claimPaymentEvent(tx, {
      provider: event.provider,
      eventId: event.id,
      type: event.type,
      at: ctx.clock.now(),
    });
    if (!first) return;
    switch (event.type) {
      case 'checkout.completed': {
        const session = await repo.findCheckoutSession(tx, event.checkout.providerSessionId, { lock: true });
        if (session) await applyCompletedCheckout(ctx, tx, session, event.checkout, fresh, after);
        return;
      }
      case 'checkout.expired': {
        const session = await repo.findCheckoutSession(tx, event.providerSessionId, { lock: true });
        if (session?.status === 'open')
          await repo.updateCheckoutSession(tx, session.id, { status: 'expired' });
        return;
      }
      case 'subscription.updated':
        return applySubscriptionUpdate(ctx, tx, fresh ?? event.subscription, { actorId: null });
      case 'subscription.deleted':
        return applySubscriptionEnd(
          ctx,
          tx,
          event.provider,
          event.subscription.providerSubscriptionId,
          event.occurredAt,
        );
      case 'invoice.paid':
        return applyInvoicePaid(ctx, tx, event);
      case 'invoice.payment_failed':
        return applyPaymentFailed(ctx, tx, event);
      case 'subscription.trial_will_end':
        return applyTrialWillEnd(ctx, tx, event);
    }
  });
  await runAfterCommit(after, log);
}

/**
 * A session the provider reports complete, applied from the status page when no event has come
 * yet (the provider re-read); the same effect as its checkout.completed event, once.
 */
export async function applyCheckoutFromProvider(
  ctx: AppContext,
  sessionId: string,
  checkout: ProviderCheckout,
  log: FastifyBaseLogger,
) {
  const subscription = checkout.providerSubscriptionId
    ? await ctx.payments.retrieveSubscription(checkout.providerSubscriptionId)
    : null;
  const after: AfterCommit = [];
  await ctx.db.transaction(async (tx) => {
    const session = await repo.findCheckoutSession(tx, sessionId, { lock: true });
    if (!session) return;
    if (checkout.status === 'complete') {
      await applyCompletedCheckout(ctx, tx, session, checkout, subscription, after);
    } else if (checkout.status === 'expired' && session.status === 'open') {
      await repo.updateCheckoutSession(tx, session.id, { status: 'expired' });
    }
  });
  await runAfterCommit(after, log);
}

async function applyCompletedCheckout(
  ctx: AppContext,
  tx: Executor,
  session: CheckoutSessionRow,
  checkout: ProviderCheckout,
  subscription: ProviderSubscription | null,
  after: AfterCommit,
) {
  if (session.appliedAt) return;
  const now = ctx.clock.now();
  if (session.purpose === 'post') return applyPaidPost(ctx, tx, session, checkout, now);
  if (!subscription) throw new Error('a plan checkout completed without its subscription');
  let ours = await membership.findSubscriptionByProviderId(
    tx,
    session.provider,
    subscription.providerSubscriptionId,
    { lock: true },
  );
  if (!ours) {
    // An upgrade (or a change of plan) replaces the live plan when the new one completes.
    const live = await membership.findLiveSubscription(tx, session.userId);
    if (live) {
      await membership.updateSubscription(tx, live.id, { status: 'canceled', endedAt: now, updatedAt: now });
      await recordBillingEvent(tx, {
        at: now,
        userId: session.userId,
        actorId: session.userId,
        kind: 'plan_ended',
        data: {
          tier: live.tier,
          posting_id: null,
          amount_cents: null,
          currency: null,
          charge_id: null,
          replaced_by: subscription.tier,
        },
      });
      after.push(() => ctx.payments.cancelSubscription(live.providerSubscriptionId));
    }
    ours = await membership.insertSubscription(tx, {
      userId: session.userId,
      tier: subscription.tier,
      status: subscription.status,
      provider: session.provider,
      providerSubscriptionId: subscription.providerSubscriptionId,
      providerCustomerId: subscription.providerCustomerId,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      trialEnd: subscription.trialEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      createdAt: now,
      updatedAt: now,
    });
  }
  const charge = await completeCheckout(tx, session, checkout, { subscriptionId: ours.id, now });
  await recordBillingEvent(tx, {
    at: now,
    userId: session.userId,
    actorId: session.userId,
    kind: ours.status === 'trialing' ? 'trial_started' : 'subscribed',
    data: {
      tier: ours.tier,
      posting_id: null,
      ...chargeFacts(charge),
    },
  });
  if (charge) {
    await mailUser(
      ctx,
      tx,
      session.userId,
      receiptMail,
      {
        planName: planName(ours.tier),
        amountCents: charge.amountCents,
        currency: charge.currency,
        paidAt: now.toISOString(),
        periodEnd: ours.currentPeriodEnd.toISOString(),
      },
      `receipt:${charge.id}`,
    );
  }
}

/**
 * A post paid for (Pay-Per-Post): the charge, the job open for 30 days, a `post_paid` billing
 * event and a receipt, in the checkout's transaction. A job no longer awaiting payment (paid
 * twice, or deleted) still records the money, so it can be refunded.
 */
async function applyPaidPost(
  ctx: AppContext,
  tx: Executor,
  session: CheckoutSessionRow,
  checkout: ProviderCheckout,
  now: Date,
) {
  const charge = await completeCheckout(tx, session, checkout, { subscriptionId: null, now });
  const visibleUntil = session.postingId ? await openPaidPostingById(ctx, tx, session.postingId, now) : null;
  await recordBillingEvent(tx, {
    at: now,
    userId: session.userId,
    actorId: session.userId,
    kind: 'post_paid',
    data: {
      tier: null,
      posting_id: session.postingId,
      ...chargeFacts(charge),
    },
  });
  if (charge) {
    await mailUser(
      ctx,
      tx,
      session.userId,
      receiptMail,
      {
        planName: 'a job post (30 days on the board)',
        amountCents: charge.amountCents,
        currency: charge.currency,
        paidAt: now.toISOString(),
        periodEnd: null,
      },
      `receipt:${charge.id}`,
    );
  }
  if (session.postingId && !visibleUntil) {
    ctx.log.warn({ feature: 'payments', checkoutId: session.id }, 'paid post was not awaiting payment');
  }
}

/**
 * What every completed checkout records, in its effect's transaction: the charge when money was
 * taken (a plan's or a post's) and the session marked complete and applied, so it applies once.
 */
async function completeCheckout(
  tx: Executor,
  session: CheckoutSessionRow,
  checkout: ProviderCheckout,
  props: { subscriptionId: string | null; now: Date },
) {
  const charge =
    checkout.paymentStatus === 'paid' && checkout.providerPaymentId
      ? await repo.insertCharge(tx, {
          userId: session.userId,
          provider: session.provider,
          providerPaymentId: checkout.providerPaymentId,
          amountCents: checkout.amountTotalCents,
          currency: checkout.currency,
          subscriptionId: props.subscriptionId,
          postingId: session.postingId,
          createdAt: props.now,
        })
      : null;
  await repo.updateCheckoutSession(tx, session.id, {
    status: 'complete',
    paymentStatus: checkout.paymentStatus,
    amountTotalCents: checkout.amountTotalCents,
    currency: checkout.currency,
    appliedAt: props.now,
  });
  return charge;
}

/** A completed checkout's charge as its billing event records it (all null when nothing was taken). */
function chargeFacts(charge: { id: string; amountCents: number; currency: string } | null) {
  return {
    amount_cents: charge?.amountCents ?? null,
    currency: charge?.currency ?? null,
    charge_id: charge?.id ?? null,
  };
}
