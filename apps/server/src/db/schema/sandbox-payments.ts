import { SUBSCRIPTION_STATUSES } from '@hirehand/shared/membership/membership';
import { PAID_TIERS } from '@hirehand/shared/membership/plans';
import { CHECKOUT_STATUSES, PAYMENT_STATUSES } from '@hirehand/shared/payments/payments';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/*
 * The embedded sandbox payment provider's own books (platform/payments/sandbox-payments.ts):
 * what Stripe would hold on its side. Our billing tables (billing.ts) learn of these rows only
 * through the PaymentEvents the sandbox emits, exactly as they learn of Stripe's (decision 032).
 */

/** What a sandbox checkout session was opened for: our reference, echoed back in its events. */
export interface SandboxCheckoutReference {
  userId: string;
  purpose: 'subscription' | 'post';
  tier?: (typeof PAID_TIERS)[number];
  postingId?: string;
}

export const sandboxCheckoutSessions = pgTable(
  'sandbox_checkout_sessions',
  {
    /** `cs_sandbox_…`, the id the person's browser and our checkout_sessions row carry. */
    id: text('id').primaryKey(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    mode: text('mode', { enum: ['subscription', 'payment'] }).notNull(),
    tier: text('tier', { enum: PAID_TIERS }),
    itemName: text('item_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    reference: jsonb('reference').$type<SandboxCheckoutReference>().notNull(),
    customerEmail: text('customer_email').notNull(),
    customerId: text('customer_id').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    subscriptionId: text('subscription_id'),
    paymentId: text('payment_id'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('sandbox_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`),
    check('sandbox_checkout_sessions_mode_check', sql`${t.mode} in ('subscription', 'payment')`),
  ],
);
export type SandboxCheckoutSessionRow = typeof sandboxCheckoutSessions.$inferSelect;

export const sandboxSubscriptions = pgTable(
  'sandbox_subscriptions',
  {
    /** `sub_sandbox_…` */
    id: text('id').primaryKey(),
    customerId: text('customer_id').notNull(),
    tier: text('tier', { enum: PAID_TIERS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** The test card chosen on the checkout page declines every renewal. */
    declinesRenewal: boolean('declines_renewal').notNull().default(false),
    /** Failed renewal attempts in the current period (the sandbox retries once, then ends the plan). */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check(
      'sandbox_subscriptions_status_check',
      sql`${t.status} in ('active', 'trialing', 'past_due', 'canceled')`,
    ),
    index('sandbox_subscriptions_customer_idx').on(t.customerId),
  ],
);
export type SandboxSubscriptionRow = typeof sandboxSubscriptions.$inferSelect;

/** Money the sandbox "took" (`pi_sandbox_…`): what a refund names. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  subscriptionId: text('subscription_id'),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type SandboxPaymentRow = typeof sandboxPayments.$inferSelect;
