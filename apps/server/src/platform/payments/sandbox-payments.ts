import { SANDBOX_CHECKOUT_PATH } from '@hirehand/shared/payments/payments';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import {
  type SandboxCheckoutSessionRow,
  type SandboxSubscriptionRow,
  sandboxCheckoutSessions,
  sandboxPayments,
  sandboxSubscriptions,
} from '../../db/schema/sandbox-payments';
import type { Clock } from '../clock';
import type { JobRunner } from '../jobs/job-types';
import { serializePaymentEvent } from './payment-event-payload';
import type { PaymentEvent, PaymentProvider, ProviderCheckout } from './payment-provider';
import {
  markSessionExpired,
  registerSandboxBillingCycle,
  type SandboxEmit,
  scheduleSubscription,
  toProviderSubscription,
} from './sandbox-billing-cycle';
import { addDays, addMonth, sandboxId } from './sandbox-ids';

/** What the checkout page's Pay / Start trial button led to, and where the browser goes next. */
export type SandboxCompletion =
  | { outcome: 'completed'; redirectTo: string }
  | { outcome: 'expired' }
  | { outcome: 'not_found' };

/** The embedded provider, with what its checkout page (sandbox-checkout.routes.ts) needs beside the interface. */
export interface SandboxPayments extends PaymentProvider {
  readonly name: 'sandbox';
  findCheckout(id: string): Promise<SandboxCheckoutSessionRow | null>;
  /** The person paid, or started the trial, on the page (`declinesRenewal`: the test card that fails at renewal). */
  completeCheckout(id: string, options: { declinesRenewal: boolean }): Promise<SandboxCompletion>;
}

export const isSandboxPayments = (provider: PaymentProvider): provider is SandboxPayments =>
  provider.name === 'sandbox' && 'completeCheckout' in provider;

export interface SandboxDeps {
  db: Database;
  clock: Clock;
  jobs: JobRunner;
  publicUrl: string;
}

const toProviderCheckout = (row: SandboxCheckoutSessionRow): ProviderCheckout => ({
  providerSessionId: row.id,
  status: row.status,
  paymentStatus: row.paymentStatus,
  amountTotalCents: row.paymentStatus === 'no_payment_required' ? 0 : row.amountCents,
  currency: row.currency,
  providerCustomerId: row.customerId,
  providerSubscriptionId: row.subscriptionId,
  providerPaymentId: row.paymentId,
});

/**
 * The embedded payment provider (decision 032): it keeps its own books (sandbox_* tables), serves
 * a checkout page, and reports what happens as the PaymentEvents Stripe's webhooks would, by
 * enqueuing the same `payments.apply_event` job in the transaction of its own change. Renewals,
 * trial ends and expiries are durable jobs on the clock (sandbox-billing-cycle.ts), so they run
 * once across instances and a test moves time instead of waiting. No money moves.
 */
export function createSandboxPayments(deps: SandboxDeps): SandboxPayments {
  const { db, clock, jobs } = deps;

  const emit: SandboxEmit = async (executor, event) => {
    const full = { ...event, provider: 'sandbox' } as PaymentEvent;
    await jobs.enqueue('payments.apply_event', serializePaymentEvent(full), {
      dedupeKey: `payment-event:sandbox:${event.id}`,
      executor,
    });
  };

  registerSandboxBillingCycle({ db, clock, jobs, emit });

  const lockSession = async (tx: Executor, id: string) => {
    const [row] = await tx
      .select()
      .from(sandboxCheckoutSessions)
      .where(eq(sandboxCheckoutSessions.id, id))
      .for('update');
    return row ?? null;
  };

  const lockSubscription = async (tx: Executor, id: string) => {
    const [row] = await tx
      .select()
      .from(sandboxSubscriptions)
      .where(eq(sandboxSubscriptions.id, id))
      .for('update');
    return row ?? null;
  };

  return {
    name: 'sandbox',
    taxesExtra: false,

    async createCheckout(input) {
      const id = sandboxId('cs');
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.insert(sandboxCheckoutSessions).values({
          id,
          mode: input.item.kind === 'subscription' ? 'subscription' : 'payment',
          tier: input.item.kind === 'subscription' ? input.item.tier : null,
          itemName: input.item.name,
          amountCents: input.item.amountCents,
          currency: input.item.currency,
          trialDays: input.item.kind === 'subscription' ? input.item.trialDays : 0,
          reference: input.reference,
          customerEmail: input.customer.email,
          customerId: input.customer.providerCustomerId ?? sandboxId('cus'),
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          expiresAt: input.expiresAt,
          createdAt: now,
        });
        await jobs.enqueue(
          'payments.sandbox.expire_session',
          { sessionId: id },
          { runAt: input.expiresAt, dedupeKey: `sandbox-expire:${id}`, executor: tx },
        );
      });
      return { providerSessionId: id, url: `${deps.publicUrl}${SANDBOX_CHECKOUT_PATH}/${id}` };
    },

    async retrieveCheckout(providerSessionId) {
      const row = await this.findCheckout(providerSessionId);
      if (!row) throw new Error('sandbox checkout session not found');
      return toProviderCheckout(row);
    },

    async findCheckout(id) {
      const [row] = await db.select().from(sandboxCheckoutSessions).where(eq(sandboxCheckoutSessions.id, id));
      return row ?? null;
    },

    completeCheckout(id, options) {
      return db.transaction(async (tx): Promise<SandboxCompletion> => {
        const session = await lockSession(tx, id);
        if (!session) return { outcome: 'not_found' };
        const redirectTo = session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id);
        // A second press of Pay (or Back then Pay) is the same payment, as at Stripe.
        if (session.status === 'complete') return { outcome: 'completed', redirectTo };
        const now = clock.now();
        if (session.status === 'expired') return { outcome: 'expired' };
        if (now >= session.expiresAt) {
          await markSessionExpired(tx, emit, now, session.id);
          return { outcome: 'expired' };
        }
        const trial = session.mode === 'subscription' && session.trialDays > 0;
        const paymentId = trial ? null : sandboxId('pi');
        let subscription: SandboxSubscriptionRow | null = null;
        if (session.mode === 'subscription' && session.tier) {
          const periodEnd = trial ? addDays(now, session.trialDays) : addMonth(now);
          const [inserted] = await tx
            .insert(sandboxSubscriptions)
            .values({
              id: sandboxId('sub'),
              customerId: session.customerId,
              tier: session.tier,
              amountCents: session.amountCents,
              currency: session.currency,
              status: trial ? 'trialing' : 'active',
              currentPeriodStart: now,
              currentPeriodEnd: periodEnd,
              trialEnd: trial ? periodEnd : null,
              declinesRenewal: options.declinesRenewal,
              createdAt: now,
            })
            .returning();
          subscription = inserted ?? null;
        }
        if (paymentId) {
          await tx.insert(sandboxPayments).values({
            id: paymentId,
            subscriptionId: subscription?.id ?? null,
            amountCents: session.amountCents,
            currency: session.currency,
            createdAt: now,
          });
        }
        const [completed] = await tx
          .update(sandboxCheckoutSessions)
          .set({
            status: 'complete',
            paymentStatus: trial ? 'no_payment_required' : 'paid',
            subscriptionId: subscription?.id ?? null,
            paymentId,
            completedAt: now,
          })
          .where(eq(sandboxCheckoutSessions.id, id))
          .returning();
        if (subscription) await scheduleSubscription(jobs, tx, subscription);
        await emit(tx, {
          id: sandboxId('evt'),
          occurredAt: now,
          type: 'checkout.completed',
          checkout: toProviderCheckout(completed!),
          subscription: subscription ? toProviderSubscription(subscription) : null,
        });
        return { outcome: 'completed', redirectTo };
      });
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await db.transaction(async (tx) => {
        const row = await lockSubscription(tx, providerSubscriptionId);
        if (!row || row.status === 'canceled') throw new Error('sandbox subscription is not live');
        if (row.cancelAtPeriodEnd === cancel) return;
        const [updated] = await tx
          .update(sandboxSubscriptions)
          .set({ cancelAtPeriodEnd: cancel })
          .where(eq(sandboxSubscriptions.id, row.id))
          .returning();
        await emit(tx, {
          id: sandboxId('evt'),
          occurredAt: clock.now(),
          type: 'subscription.updated',
          subscription: toProviderSubscription(updated!),
        });
      });
    },

    async cancelSubscription(providerSubscriptionId) {
      await db.transaction(async (tx) => {
        const row = await lockSubscription(tx, providerSubscriptionId);
        if (!row || row.status === 'canceled') return;
        const now = clock.now();
        const [ended] = await tx
          .update(sandboxSubscriptions)
          .set({ status: 'canceled', endedAt: now })
          .where(eq(sandboxSubscriptions.id, row.id))
          .returning();
        await emit(tx, {
          id: sandboxId('evt'),
          occurredAt: now,
          type: 'subscription.deleted',
          subscription: toProviderSubscription(ended!),
        });
      });
    },

    async retrieveSubscription(providerSubscriptionId) {
      const [row] = await db
        .select()
        .from(sandboxSubscriptions)
        .where(eq(sandboxSubscriptions.id, providerSubscriptionId));
      return row ? toProviderSubscription(row) : null;
    },

    async refund(providerPaymentId) {
      const refunded = await db
        .update(sandboxPayments)
        .set({ refundedAt: clock.now() })
        .where(eq(sandboxPayments.id, providerPaymentId))
        .returning({ id: sandboxPayments.id });
      if (refunded.length === 0) throw new Error('sandbox payment not found');
    },

    // The sandbox has no customer portal: cancel and resume are on /membership.
    async billingPortalUrl() {
      return null;
    },
  };
}
