import { SUBSCRIPTION_STATUSES } from '@hirehand/shared/membership/membership';
import { PAID_TIERS } from '@hirehand/shared/membership/plans';
import { CHECKOUT_STATUSES, PAYMENT_STATUSES } from '@hirehand/shared/payments/payments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { postings } from './postings';
import { users } from './users';

/** Which payment provider holds a row's money: the embedded sandbox or Stripe (decision 032). */
export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Paid plans. A person is on basic unless they hold a subscription whose status is trialing,
 * active or past_due (at most one: the partial unique index); ended ones stay as history.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tier: text('tier', { enum: PAID_TIERS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's subscription id (`sub_…`); the sandbox makes its own. */
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('subscriptions_tier_check', sql`${t.tier} in ('professional', 'premium')`),
    check('subscriptions_status_check', sql`${t.status} in ('active', 'trialing', 'past_due', 'canceled')`),
    check('subscriptions_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    uniqueIndex('subscriptions_provider_id_idx').on(t.provider, t.providerSubscriptionId),
    // One live plan per person.
    uniqueIndex('subscriptions_live_user_idx')
      .on(t.userId)
      .where(sql`status in ('active', 'trialing', 'past_due')`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;

/**
 * Checkout sessions: a plan or a post on its way through the provider's checkout. The id is the
 * provider's session id (`cs_…`), which the result page polls. Completing one applies its effect
 * exactly once (`applied_at`, set in the effect's transaction).
 */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    purpose: text('purpose', { enum: ['subscription', 'post'] }).notNull(),
    tier: text('tier', { enum: PAID_TIERS }),
    postingId: uuid('posting_id').references(() => postings.id, { onDelete: 'set null' }),
    /** A subscription that starts with the free trial (no payment required). */
    withTrial: boolean('with_trial').notNull().default(false),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    /** Before tax; the provider's total (tax included) replaces it once complete. */
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('checkout_sessions_purpose_check', sql`${t.purpose} in ('subscription', 'post')`),
    check('checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'expired')`),
    check(
      'checkout_sessions_payment_status_check',
      sql`${t.paymentStatus} in ('paid', 'unpaid', 'no_payment_required')`,
    ),
    check(
      'checkout_sessions_target_check',
      sql`(${t.purpose} = 'subscription' and ${t.tier} is not null) or (${t.purpose} = 'post' and ${t.tier} is null)`,
    ),
    index('checkout_sessions_user_idx').on(t.userId, t.createdAt.desc()),
    index('checkout_sessions_open_expiry_idx').on(t.expiresAt).where(sql`status = 'open'`),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type NewCheckoutSessionRow = typeof checkoutSessions.$inferInsert;

/** Money taken: a plan's first payment or renewal, or a post. Refunds mark the row. */
export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The provider's payment (Stripe: the payment intent), what a refund names. */
    providerPaymentId: text('provider_payment_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    subscriptionId: uuid('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    postingId: uuid('posting_id').references(() => postings.id, { onDelete: 'set null' }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('charges_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('charges_user_idx').on(t.userId, t.createdAt.desc()),
    // A company's Pay-Per-Post charges, by posting: business analytics' spending (decision 043).
    index('charges_posting_idx').on(t.postingId).where(sql`posting_id is not null`),
  ],
);
export type ChargeRow = typeof charges.$inferSelect;

/**
 * Provider events already applied (webhook deliveries and the sandbox's own), so a replayed or
 * repeated event changes nothing: the id is inserted in the transaction of its effect.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/**
 * Counted uses of a limited action (job applications, AI chats) per person and usage period.
 * Incremented by one atomic upsert that stops at the limit (platform/usage), so concurrent
 * requests never overshoot; given back when the counted action fails.
 */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    metric: text('metric', { enum: ['applications', 'ai_chats'] }).notNull(),
    /** The first day of the usage period (basic: the calendar month in America/Vancouver). */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.metric, t.periodStart] }),
    check('usage_counters_used_check', sql`${t.used} >= 0`),
  ],
);
export type UsageMetric = (typeof usageCounters.metric.enumValues)[number];
