import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type SandboxSubscriptionRow,
  sandboxCheckoutSessions,
  sandboxPayments,
  sandboxSubscriptions,
} from '../../db/schema/sandbox-payments';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import type { PaymentEvent, ProviderSubscription } from './payment-provider';
import { addDays, addMonth, sandboxId } from './sandbox-ids';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Reports one event as the sandbox (the `payments.apply_event` job, in the caller's transaction). */
export type SandboxEmit = (
  executor: Executor,
  event: DistributiveOmit<PaymentEvent, 'provider'>,
) => Promise<void>;

/** Stripe's trial_will_end comes 3 days ahead; the spec's e-mail says "in 2 days", so the sandbox says it then. */
const TRIAL_WILL_END_DAYS = 2;
/** A declined renewal is tried once more this much later; a second decline ends the plan. */
const RENEWAL_RETRY_DAYS = 3;
const MAX_RENEWAL_ATTEMPTS = 2;

export const toProviderSubscription = (row: SandboxSubscriptionRow): ProviderSubscription => ({
  providerSubscriptionId: row.id,
  providerCustomerId: row.customerId,
  tier: row.tier,
  status: row.status,
  currentPeriodStart: row.currentPeriodStart,
  currentPeriodEnd: row.currentPeriodEnd,
  trialEnd: row.trialEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
});

/**
 * Queues the subscription's next turn: its period (or trial) end, and the trial_will_end notice.
 * The dedupe keys name the period, so scheduling one twice makes one job.
 */
export async function scheduleSubscription(
  jobs: JobRunner,
  tx: Executor,
  subscription: SandboxSubscriptionRow,
) {
  const periodEnd = subscription.currentPeriodEnd.toISOString();
  await jobs.enqueue(
    'payments.sandbox.period_end',
    { subscriptionId: subscription.id, periodEnd },
    {
      runAt: subscription.currentPeriodEnd,
      dedupeKey: `sandbox-period-end:${subscription.id}:${periodEnd}:1`,
      executor: tx,
    },
  );
  if (subscription.status === 'trialing' && subscription.trialEnd) {
    const notice = addDays(subscription.trialEnd, -TRIAL_WILL_END_DAYS);
    await jobs.enqueue(
      'payments.sandbox.trial_will_end',
      { subscriptionId: subscription.id, trialEnd: subscription.trialEnd.toISOString() },
      {
        runAt: notice > subscription.currentPeriodStart ? notice : subscription.currentPeriodStart,
        dedupeKey: `sandbox-trial-will-end:${subscription.id}`,
        executor: tx,
      },
    );
  }
}

export async function markSessionExpired(tx: Executor, emit: SandboxEmit, now: Date, sessionId: string) {
  await tx
    .update(sandboxCheckoutSessions)
    .set({ status: 'expired' })
    .where(eq(sandboxCheckoutSessions.id, sessionId));
  // One id per session: a re-run of the expiry job reports it once.
  await emit(tx, {
    id: `evt_sandbox_expired_${sessionId}`,
    occurredAt: now,
    type: 'checkout.expired',
    providerSessionId: sessionId,
  });
}

/**
 * The sandbox's clock-driven work, as durable jobs (once across instances, at least once, so
 * each handler re-reads its row under a lock and does nothing when the row has moved on).
 */
export function registerSandboxBillingCycle(deps: {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  emit: SandboxEmit;
}) {
  const { db, clock, jobs, emit } = deps;

  jobs.register('payments.sandbox.expire_session', async ({ sessionId }) => {
    await db.transaction(async (tx) => {
      const [session] = await tx
        .select()
        .from(sandboxCheckoutSessions)
        .where(eq(sandboxCheckoutSessions.id, sessionId))
        .for('update');
      const now = clock.now();
      if (session?.status !== 'open' || now < session.expiresAt) return;
      await markSessionExpired(tx, emit, now, sessionId);
    });
  });

  jobs.register('payments.sandbox.trial_will_end', async ({ subscriptionId, trialEnd }) => {
    const [row] = await db
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, subscriptionId));
    if (row?.status !== 'trialing' || row.trialEnd?.toISOString() !== trialEnd) return;
    await emit(db, {
      id: `evt_sandbox_trial_will_end_${subscriptionId}`,
      occurredAt: clock.now(),
      type: 'subscription.trial_will_end',
      providerSubscriptionId: subscriptionId,
      trialEnd: row.trialEnd,
    });
  });

  jobs.register('payments.sandbox.period_end', async ({ subscriptionId, periodEnd }) => {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, subscriptionId))
        .for('update');
      // Stale: already renewed, ended, or the job of an earlier period ran again.
      if (!row || row.status === 'canceled' || row.currentPeriodEnd.toISOString() !== periodEnd) return;
      const now = clock.now();
      // A trial collected no card, so it ends unless paid; a cancellation takes effect now.
      if (row.status === 'trialing' || row.cancelAtPeriodEnd) return end(tx, row, row.currentPeriodEnd);
      if (row.declinesRenewal) return decline(tx, row, now);
      await renew(tx, row, now);
    });
  });

  const update = async (tx: Executor, id: string, patch: Partial<SandboxSubscriptionRow>) => {
    const [row] = await tx
      .update(sandboxSubscriptions)
      .set(patch)
      .where(eq(sandboxSubscriptions.id, id))
      .returning();
    return row!;
  };

  async function end(tx: Executor, row: SandboxSubscriptionRow, at: Date) {
    const ended = await update(tx, row.id, { status: 'canceled', endedAt: at });
    await emit(tx, {
      id: sandboxId('evt'),
      occurredAt: at,
      type: 'subscription.deleted',
      subscription: toProviderSubscription(ended),
    });
  }

  async function decline(tx: Executor, row: SandboxSubscriptionRow, now: Date) {
    const attempts = row.failedAttempts + 1;
    await emit(tx, {
      id: sandboxId('evt'),
      occurredAt: now,
      type: 'invoice.payment_failed',
      providerSubscriptionId: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
    });
    if (attempts >= MAX_RENEWAL_ATTEMPTS) return end(tx, row, now);
    const pastDue = await update(tx, row.id, { status: 'past_due', failedAttempts: attempts });
    await emit(tx, {
      id: sandboxId('evt'),
      occurredAt: now,
      type: 'subscription.updated',
      subscription: toProviderSubscription(pastDue),
    });
    await jobs.enqueue(
      'payments.sandbox.period_end',
      { subscriptionId: row.id, periodEnd: row.currentPeriodEnd.toISOString() },
      {
        runAt: addDays(now, RENEWAL_RETRY_DAYS),
        dedupeKey: `sandbox-period-end:${row.id}:${row.currentPeriodEnd.toISOString()}:${attempts + 1}`,
        executor: tx,
      },
    );
  }

  async function renew(tx: Executor, row: SandboxSubscriptionRow, now: Date) {
    const periodStart = row.currentPeriodEnd;
    const periodEnd = addMonth(periodStart);
    const paymentId = sandboxId('pi');
    await tx.insert(sandboxPayments).values({
      id: paymentId,
      subscriptionId: row.id,
      amountCents: row.amountCents,
      currency: row.currency,
      createdAt: now,
    });
    const renewed = await update(tx, row.id, {
      status: 'active',
      failedAttempts: 0,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    });
    await emit(tx, {
      id: sandboxId('evt'),
      occurredAt: now,
      type: 'invoice.paid',
      providerSubscriptionId: row.id,
      providerPaymentId: paymentId,
      amountCents: row.amountCents,
      currency: row.currency,
      periodStart,
      periodEnd,
    });
    await emit(tx, {
      id: sandboxId('evt'),
      occurredAt: now,
      type: 'subscription.updated',
      subscription: toProviderSubscription(renewed),
    });
    await scheduleSubscription(jobs, tx, renewed);
  }
}
