import type { PaidTier } from '@hirehand/shared/membership/plans';
import type { CheckoutStatus, PaymentStatus } from '@hirehand/shared/payments/payments';
import type { PaymentProviderName } from '../../db/schema/billing';

/**
 * The payments slot of the provider registry (decision 032): the embedded sandbox (default; a
 * checkout page served by the app, no real charge) or Stripe (STRIPE_SECRET_KEY). Both report
 * what happened as the same `PaymentEvent`s, which one handler applies (the billing service), so
 * the sandbox drives the very code Stripe's webhooks drive.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Sales tax is added by the provider at checkout (Stripe Tax), so prices show "taxes extra". */
  readonly taxesExtra: boolean;

  /** Opens a checkout session at the provider; the person is sent to `url`. */
  createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout>;

  /** The session as the provider sees it now (the status page re-reads an open one). */
  retrieveCheckout(providerSessionId: string): Promise<ProviderCheckout>;

  /** Sets or clears "cancel at period end" on a subscription. */
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;

  /**
   * Ends a subscription now, without charging again (a refunded plan, an upgrade replacing it);
   * the provider reports it as subscription.deleted.
   */
  cancelSubscription(providerSubscriptionId: string): Promise<void>;

  /** The subscription as the provider sees it now (to settle events that arrive out of order). */
  retrieveSubscription(providerSubscriptionId: string): Promise<ProviderSubscription | null>;

  /** Refunds a payment in full. */
  refund(providerPaymentId: string): Promise<void>;

  /**
   * Deliveries the provider sends us (Stripe's webhooks); absent where the provider reports its
   * events itself (the sandbox enqueues them directly).
   */
  readonly webhooks?: ProviderWebhooks;

  /** A page where the customer manages cards and invoices; null where the provider has none. */
  billingPortalUrl(providerCustomerId: string, returnUrl: string): Promise<string | null>;
}

export interface ProviderWebhooks {
  /**
   * Checks a delivery's signature against the exact raw body at `receivedAt` (the clock's now);
   * throws on a forged, altered or stale one. Answers the verified event's id, type and JSON.
   */
  verify(
    rawBody: Buffer,
    signature: string,
    receivedAt: Date,
  ): Promise<{ id: string; type: string; json: string }>;
  /** A verified delivery (its JSON) as our event, or null for one we do not act on. */
  toPaymentEvent(json: string): Promise<PaymentEvent | null>;
}

export interface CreateCheckoutInput {
  /** Our reference, echoed back in events (`client_reference_id` at Stripe). */
  reference: { userId: string; purpose: 'subscription' | 'post'; tier?: PaidTier; postingId?: string };
  customer: { email: string; providerCustomerId: string | null };
  /** What is bought: a plan (monthly) or one post. */
  item:
    | {
        kind: 'subscription';
        tier: PaidTier;
        name: string;
        amountCents: number;
        currency: string;
        trialDays: number;
      }
    | { kind: 'post'; name: string; amountCents: number; currency: string };
  successUrl: string;
  cancelUrl: string;
  /** When the provider lets the session lapse (30 minutes, as Stripe's minimum). */
  expiresAt: Date;
}

export interface CreatedCheckout {
  providerSessionId: string;
  url: string;
}

export interface ProviderCheckout {
  providerSessionId: string;
  status: CheckoutStatus;
  paymentStatus: PaymentStatus;
  amountTotalCents: number;
  currency: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
  providerPaymentId: string | null;
}

export interface ProviderSubscription {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  tier: PaidTier;
  status: 'active' | 'trialing' | 'past_due' | 'canceled';
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * What a provider reports, normalised. Stripe's webhook adapter maps its events to these; the
 * sandbox emits them itself. `id` is the provider's event id: each is applied once.
 */
export type PaymentEvent = { id: string; provider: PaymentProviderName; occurredAt: Date } & (
  | {
      type: 'checkout.completed';
      checkout: ProviderCheckout;
      /** The subscription the checkout started, when it was for a plan. */
      subscription: ProviderSubscription | null;
    }
  | { type: 'checkout.expired'; providerSessionId: string }
  | { type: 'subscription.updated'; subscription: ProviderSubscription }
  | { type: 'subscription.deleted'; subscription: ProviderSubscription }
  | {
      type: 'invoice.paid';
      providerSubscriptionId: string;
      providerPaymentId: string;
      amountCents: number;
      currency: string;
      /** The period the payment covers. */
      periodStart: Date;
      periodEnd: Date;
    }
  | { type: 'invoice.payment_failed'; providerSubscriptionId: string; amountCents: number; currency: string }
  | { type: 'subscription.trial_will_end'; providerSubscriptionId: string; trialEnd: Date }
);
