import type { PaidTier } from '@hirehand/shared/membership/plans';
import Stripe from 'stripe';
import type {
  CreateCheckoutInput,
  CreatedCheckout,
  PaymentEvent,
  PaymentProvider,
  ProviderCheckout,
  ProviderSubscription,
} from './payment-provider';

/** What the Stripe adapter needs, from env (STRIPE_*). */
export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price ids of the monthly plans (the catalog's prices, set up in the Stripe dashboard). */
  prices: Record<PaidTier, string>;
  /** Stripe Tax adds GST/HST/PST/QST at checkout. */
  automaticTax: boolean;
  /** Another API host (tests point the SDK at a local peer speaking Stripe's endpoints). */
  apiUrl?: string;
}

/** Seconds Stripe's webhook signature may be old: Stripe's own default. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface StripePayments extends PaymentProvider {
  /**
   * Checks a webhook delivery's signature against the raw body (at `receivedAt`, the clock's
   * now) and answers the verified Stripe event; throws on a forged, altered or stale one.
   */
  verifyWebhook(rawBody: Buffer, signature: string, receivedAt: Date): Promise<Stripe.Event>;
  /**
   * A verified Stripe event as our normalised event, or null for one we do not act on. The
   * subscription is re-read from the API, so events applied out of order still leave the
   * latest state.
   */
  toPaymentEvent(event: Stripe.Event): Promise<PaymentEvent | null>;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const fromSeconds = (value: number) => new Date(value * 1000);
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Stripe's subscription statuses, as the plan's: a missed first or renewal payment is past due. */
function statusOf(status: Stripe.Subscription.Status): ProviderSubscription['status'] {
  switch (status) {
    case 'active':
      return 'active';
    case 'trialing':
      return 'trialing';
    case 'past_due':
    case 'unpaid':
    case 'incomplete':
      return 'past_due';
    default:
      // canceled, incomplete_expired, paused (a trial that ended without a card).
      return 'canceled';
  }
}

export function createStripePayments(settings: StripeSettings): StripePayments {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
  const stripe = new Stripe(settings.secretKey, {
    ...(api
      ? {
          host: api.hostname,
          port: api.port || (api.protocol === 'https:' ? 443 : 80),
          protocol: api.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
    maxNetworkRetries: 2,
    appInfo: { name: 'HireHand' },
  });
  const tierOfPrice = (priceId: string | undefined): PaidTier | null =>
    (Object.entries(settings.prices).find(([, id]) => id === priceId)?.[0] as PaidTier | undefined) ?? null;

  const toSubscription = (subscription: Stripe.Subscription): ProviderSubscription => {
    const item = subscription.items.data[0];
    const tier =
      (subscription.metadata.tier as PaidTier | undefined) ?? tierOfPrice(item?.price.id) ?? 'professional';
    return {
      providerSubscriptionId: subscription.id,
      providerCustomerId: idOf(subscription.customer),
      tier,
      status: statusOf(subscription.status),
      // The period lives on the subscription's item since Stripe's 2025 API versions.
      currentPeriodStart: fromSeconds(item?.current_period_start ?? subscription.start_date),
      currentPeriodEnd: fromSeconds(item?.current_period_end ?? subscription.start_date),
      trialEnd: subscription.trial_end ? fromSeconds(subscription.trial_end) : null,
      cancelAtPeriodEnd: subscription.cancel_at_period_end,
    };
  };

  const toCheckout = (session: Stripe.Checkout.Session): ProviderCheckout => ({
    providerSessionId: session.id,
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paymentStatus:
      session.payment_status === 'paid'
        ? 'paid'
        : session.payment_status === 'no_payment_required'
          ? 'no_payment_required'
          : 'unpaid',
    amountTotalCents: session.amount_total ?? 0,
    currency: session.currency ?? 'cad',
    providerCustomerId: idOf(session.customer),
    providerSubscriptionId: idOf(session.subscription),
    // A plan's first payment is its invoice; a post's is its payment intent.
    providerPaymentId: idOf(session.invoice) ?? idOf(session.payment_intent),
  });

  const retrieveSubscription = async (id: string) => {
    try {
      return toSubscription(await stripe.subscriptions.retrieve(id));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  };

  const provider: StripePayments = {
    name: 'stripe',
    taxesExtra: settings.automaticTax,

    webhooks: {
      async verify(rawBody, signature, receivedAt) {
        const event = await provider.verifyWebhook(rawBody, signature, receivedAt);
        return { id: event.id, type: event.type, json: rawBody.toString('utf8') };
      },
      toPaymentEvent: (json) => provider.toPaymentEvent(JSON.parse(json) as Stripe.Event),
    },

    async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
      const { item, reference, customer } = input;
      const metadata: Record<string, string> = {
        user_id: reference.userId,
        purpose: reference.purpose,
        ...(reference.tier ? { tier: reference.tier } : {}),
        ...(reference.postingId ? { posting_id: reference.postingId } : {}),
      };
      const common: Stripe.Checkout.SessionCreateParams = {
        client_reference_id: reference.userId,
        metadata,
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        expires_at: seconds(input.expiresAt),
        automatic_tax: { enabled: settings.automaticTax },
        ...(customer.providerCustomerId
          ? { customer: customer.providerCustomerId }
          : { customer_email: customer.email }),
      };
      const session =
        item.kind === 'subscription'
          ? await stripe.checkout.sessions.create({
              ...common,
              mode: 'subscription',
              line_items: [{ price: settings.prices[item.tier], quantity: 1 }],
              // The trial needs no card; without one, the plan ends with the trial.
              payment_method_collection: item.trialDays > 0 ? 'if_required' : 'always',
              subscription_data: {
                metadata,
                ...(item.trialDays > 0
                  ? {
                      trial_period_days: item.trialDays,
                      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
                    }
                  : {}),
              },
            })
          : await stripe.checkout.sessions.create({
              ...common,
              mode: 'payment',
              line_items: [
                {
                  quantity: 1,
                  price_data: {
                    currency: item.currency.toLowerCase(),
                    unit_amount: item.amountCents,
                    product_data: { name: item.name },
                  },
                },
              ],
              payment_intent_data: { metadata },
            });
      if (!session.url) throw new Error('Stripe answered a checkout session without a URL');
      return { providerSessionId: session.id, url: session.url };
    },

    async retrieveCheckout(providerSessionId) {
      return toCheckout(await stripe.checkout.sessions.retrieve(providerSessionId));
    },

    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel });
    },

    async cancelSubscription(providerSubscriptionId) {
      // Ends it now, without proration or a final invoice: Stripe then sends subscription.deleted.
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },

    retrieveSubscription,

    async refund(providerPaymentId) {
      let paymentIntent = providerPaymentId;
      if (providerPaymentId.startsWith('in_')) {
        // An invoice is paid by one or more payments; a plan's invoice by one payment intent.
        const payments = await stripe.invoicePayments.list({
          invoice: providerPaymentId,
          status: 'paid',
          limit: 1,
        });
        const found = idOf(payments.data[0]?.payment.payment_intent);
        if (!found) throw new Error(`Stripe invoice ${providerPaymentId} has no paid payment intent`);
        paymentIntent = found;
      }
      await stripe.refunds.create({ payment_intent: paymentIntent });
    },

    async billingPortalUrl(providerCustomerId, returnUrl) {
      const session = await stripe.billingPortal.sessions.create({
        customer: providerCustomerId,
        return_url: returnUrl,
      });
      return session.url;
    },

    verifyWebhook(rawBody, signature, receivedAt) {
      return stripe.webhooks.constructEventAsync(
        rawBody,
        signature,
        settings.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        // The SDK takes milliseconds here (it divides by 1000 itself).
        receivedAt.getTime(),
      );
    },

    async toPaymentEvent(event) {
      const base = { id: event.id, provider: 'stripe' as const, occurredAt: fromSeconds(event.created) };
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const subscriptionId = idOf(session.subscription);
          return {
            ...base,
            type: 'checkout.completed',
            checkout: toCheckout(session),
            subscription: subscriptionId ? await retrieveSubscription(subscriptionId) : null,
          };
        }
        case 'checkout.session.expired':
          return { ...base, type: 'checkout.expired', providerSessionId: event.data.object.id };
        case 'customer.subscription.created':
        case 'customer.subscription.updated': {
          const latest = await retrieveSubscription(event.data.object.id);
          return latest ? { ...base, type: 'subscription.updated', subscription: latest } : null;
        }
        case 'customer.subscription.deleted': {
          // A deleted subscription keeps answering retrieve (status canceled); the event's copy will do.
          const latest =
            (await retrieveSubscription(event.data.object.id)) ?? toSubscription(event.data.object);
          return { ...base, type: 'subscription.deleted', subscription: latest };
        }
        case 'customer.subscription.trial_will_end': {
          const subscription = event.data.object;
          if (!subscription.trial_end) return null;
          return {
            ...base,
            type: 'subscription.trial_will_end',
            providerSubscriptionId: subscription.id,
            trialEnd: fromSeconds(subscription.trial_end),
          };
        }
        case 'invoice.paid': {
          const invoice = event.data.object;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
          // A trial's opening invoice is for nothing: no charge to record.
          if (!subscriptionId || !invoice.id || invoice.amount_paid === 0) return null;
          const period = invoice.lines.data[0]?.period ?? {
            start: invoice.period_start,
            end: invoice.period_end,
          };
          return {
            ...base,
            type: 'invoice.paid',
            providerSubscriptionId: subscriptionId,
            providerPaymentId: invoice.id,
            amountCents: invoice.amount_paid,
            currency: invoice.currency,
            periodStart: fromSeconds(period.start),
            periodEnd: fromSeconds(period.end),
          };
        }
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
          if (!subscriptionId) return null;
          return {
            ...base,
            type: 'invoice.payment_failed',
            providerSubscriptionId: subscriptionId,
            amountCents: invoice.amount_due,
            currency: invoice.currency,
          };
        }
        default:
          return null;
      }
    },
  };
  return provider;
}
