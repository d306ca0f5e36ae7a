import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PLAN_TEXTS } from '@hirehand/shared/membership/membership-texts';
import { MONEY_BACK_DAYS } from '@hirehand/shared/membership/plans';
import type { FastifyBaseLogger } from 'fastify';
import { audit } from '../../platform/audit/audit';
import { BILLING_ACTION_PREFIX, recordBillingEvent } from '../../platform/audit/billing-activity';
import { userSubject } from '../../platform/audit/security-activity';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { withdrawPaidPosting } from '../gigs/paid-posting.service';
import * as membership from '../membership/membership.service';
import { findUserById } from '../users/users.service';
import { refundMail } from './payments.mail';
import * as repo from './payments.repo';
import { atProvider } from './payments.service';

/** Refunds within the money-back period, and the billing history that offers them. */

const DAY_MS = 24 * 60 * 60_000;

export const isWithinMoneyBack = (chargedAt: Date, now: Date) =>
  now.getTime() - chargedAt.getTime() <= MONEY_BACK_DAYS * DAY_MS;

/**
 * Refunds one of the person's own payments within MONEY_BACK_DAYS, in full. Refunding a plan's
 * payment ends the plan now: the money back means the plan was not bought.
 */
export async function refundCharge(props: {
  ctx: AppContext;
  actor: Actor;
  chargeId: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, actor, chargeId } = props;
  const charge = isUuid(chargeId) ? await repo.findCharge(ctx.db, chargeId) : null;
  if (!charge || charge.userId !== actor.userId) throw errors.notFound(MEMBERSHIP_ERRORS.refundNotFound);
  if (charge.refundedAt) throw errors.conflict(MEMBERSHIP_ERRORS.alreadyRefunded);
  if (!isWithinMoneyBack(charge.createdAt, ctx.clock.now())) {
    throw errors.badRequest(MEMBERSHIP_ERRORS.refundTooLate(MONEY_BACK_DAYS));
  }
  const subscription = charge.subscriptionId
    ? ((await membership.listSubscriptions(ctx.db, actor.userId)).find(
        (s) => s.id === charge.subscriptionId,
      ) ?? null)
    : null;
  const endsPlan = subscription !== null && subscription.status !== 'canceled';
  await atProvider(props.log, () => ctx.payments.refund(charge.providerPaymentId));
  if (endsPlan)
    await atProvider(props.log, () => ctx.payments.cancelSubscription(subscription.providerSubscriptionId));

  await ctx.db.transaction(async (tx) => {
    const locked = await repo.findCharge(tx, charge.id, { lock: true });
    if (!locked || locked.refundedAt) return;
    const now = ctx.clock.now();
    await repo.markChargeRefunded(tx, charge.id, now);
    const tier = subscription?.tier ?? null;
    await recordBillingEvent(tx, {
      at: now,
      userId: actor.userId,
      actorId: actor.userId,
      kind: 'refunded',
      data: {
        tier,
        posting_id: charge.postingId,
        amount_cents: charge.amountCents,
        currency: charge.currency,
        charge_id: charge.id,
      },
    });
    if (endsPlan) {
      await membership.updateSubscription(tx, subscription.id, {
        status: 'canceled',
        endedAt: now,
        updatedAt: now,
      });
      await recordBillingEvent(tx, {
        at: now,
        userId: actor.userId,
        actorId: actor.userId,
        kind: 'plan_ended',
        data: {
          tier,
          posting_id: null,
          amount_cents: null,
          currency: null,
          charge_id: null,
          reason: 'refunded',
        },
      });
    }
    // A refunded post leaves the board: the job waits for a new payment, as an expired one does.
    if (charge.postingId) await withdrawPaidPosting(tx, charge.postingId, now);
    const user = await findUserById(tx, actor.userId);
    if (user) {
      await ctx.mail.send(refundMail, {
        to: user.email,
        params: {
          planName: tier ? PLAN_TEXTS[tier].name : null,
          amountCents: charge.amountCents,
          currency: charge.currency,
        },
        dedupeKey: `refund:${charge.id}`,
        executor: tx,
      });
    }
  });
}

/** The person's billing events, newest first, with the charges they name. */
export async function billingHistory(props: { ctx: AppContext; actor: Actor }) {
  const { ctx, actor } = props;
  const events = await audit.listForSubject(ctx.db, userSubject(actor.userId), {
    actionPrefix: BILLING_ACTION_PREFIX,
    limit: 200,
  });
  const chargeIds = [
    ...new Set(events.map((e) => e.data.charge_id).filter((id): id is string => typeof id === 'string')),
  ];
  const charges = await repo.listChargesByIds(ctx.db, actor.userId, chargeIds);
  return { events, charges, now: ctx.clock.now() };
}
