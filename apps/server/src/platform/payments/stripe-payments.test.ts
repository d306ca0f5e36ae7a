import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStripePeer, startLocalStripePeer } from '../../../test/local-stripe-peer';
import type { CreateCheckoutInput } from './payment-provider';
import { createStripePayments, type StripePayments } from './stripe-payments';

/**
 * The Stripe adapter against a local HTTP peer speaking Stripe's endpoints, with webhooks
 * signed by the SDK's own test signer: what it sends, what it reads back, and which deliveries
 * it believes.
 */
const WEBHOOK_SECRET = 'whsec_local_test_secret';
const NOW = new Date('2026-11-26T18:00:00Z');

let peer: LocalStripePeer;
let stripe: StripePayments;

beforeAll(async () => {
  peer = await startLocalStripePeer({ webhookSecret: WEBHOOK_SECRET });
  stripe = createStripePayments({
    secretKey: 'sk_test_local',
    webhookSecret: WEBHOOK_SECRET,
    prices: { professional: 'price_pro_monthly', premium: 'price_premium_monthly' },
    automaticTax: true,
    apiUrl: peer.url,
  });
});
afterAll(() => peer.close());

const planCheckout = (trialDays: number): CreateCheckoutInput => ({
  reference: { userId: 'user-1', purpose: 'subscription', tier: 'professional' },
  customer: { email: 'worker@example.ca', providerCustomerId: null },
  item: {
    kind: 'subscription',
    tier: 'professional',
    name: 'Professional',
    amountCents: 499,
    currency: 'CAD',
    trialDays,
  },
  successUrl: 'https://hirehand.test/membership-success?session_id={CHECKOUT_SESSION_ID}',
  cancelUrl: 'https://hirehand.test/membership',
  expiresAt: new Date(NOW.getTime() + 30 * 60_000),
});

const body = (delivery: { payload: string }) => Buffer.from(delivery.payload);

describe('Stripe adapter', { timeout: 20_000 }, () => {
  it('opens a plan checkout in subscription mode: its price, the card-free trial, tax and our reference', async () => {
    const created = await stripe.createCheckout(planCheckout(7));
    expect(created.providerSessionId).toMatch(/^cs_test_/);
    expect(created.url.startsWith(peer.url)).toBe(true);
    const sent = peer.lastCall('/v1/checkout/sessions')!.params;
    expect(sent).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_pro_monthly',
      'line_items[0][quantity]': '1',
      payment_method_collection: 'if_required',
      'subscription_data[trial_period_days]': '7',
      'subscription_data[trial_settings][end_behavior][missing_payment_method]': 'cancel',
      'subscription_data[metadata][tier]': 'professional',
      'automatic_tax[enabled]': 'true',
      client_reference_id: 'user-1',
      customer_email: 'worker@example.ca',
      'metadata[user_id]': 'user-1',
      success_url: 'https://hirehand.test/membership-success?session_id={CHECKOUT_SESSION_ID}',
      expires_at: String(Math.floor(NOW.getTime() / 1000) + 1800),
    });
  });

  it('asks for a card when there is no trial, and reuses a known customer', async () => {
    await stripe.createCheckout({
      ...planCheckout(0),
      customer: { email: 'w@example.ca', providerCustomerId: 'cus_known' },
    });
    const sent = peer.lastCall('/v1/checkout/sessions')!.params;
    expect(sent.payment_method_collection).toBe('always');
    expect(sent['subscription_data[trial_period_days]']).toBeUndefined();
    expect(sent.customer).toBe('cus_known');
    expect(sent.customer_email).toBeUndefined();
  });

  it('opens a post checkout in payment mode for the catalog amount', async () => {
    await stripe.createCheckout({
      ...planCheckout(0),
      reference: { userId: 'user-2', purpose: 'post', postingId: '00000000-0000-4000-8000-000000000001' },
      item: { kind: 'post', name: 'Job post: Welder', amountCents: 200, currency: 'CAD' },
    });
    const sent = peer.lastCall('/v1/checkout/sessions')!.params;
    expect(sent).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][currency]': 'cad',
      'line_items[0][price_data][unit_amount]': '200',
      'line_items[0][price_data][product_data][name]': 'Job post: Welder',
      'payment_intent_data[metadata][posting_id]': '00000000-0000-4000-8000-000000000001',
    });
  });

  it('reads a session back: open, then complete with its subscription and first invoice', async () => {
    const { providerSessionId } = await stripe.createCheckout(planCheckout(0));
    expect(await stripe.retrieveCheckout(providerSessionId)).toMatchObject({
      status: 'open',
      paymentStatus: 'unpaid',
    });
    peer.completeCheckout(providerSessionId, NOW);
    const done = await stripe.retrieveCheckout(providerSessionId);
    expect(done).toMatchObject({
      status: 'complete',
      paymentStatus: 'paid',
      amountTotalCents: 499,
      currency: 'cad',
    });
    expect(done.providerSubscriptionId).toMatch(/^sub_/);
    expect(done.providerPaymentId).toMatch(/^in_/);
    expect(done.providerCustomerId).toMatch(/^cus_/);
  });

  it('believes only deliveries signed with the secret over the exact body, within 300 seconds', async () => {
    const delivery = peer.signedEvent(
      'checkout.session.expired',
      { id: 'cs_test_x', object: 'checkout.session' },
      NOW,
    );
    const event = await stripe.verifyWebhook(body(delivery), delivery.signature, NOW);
    expect(event.id).toBe(delivery.id);
    // 299 s later still good; 301 s later stale (a replay of an old delivery).
    await expect(
      stripe.verifyWebhook(body(delivery), delivery.signature, new Date(NOW.getTime() + 299_000)),
    ).resolves.toBeTruthy();
    await expect(
      stripe.verifyWebhook(body(delivery), delivery.signature, new Date(NOW.getTime() + 301_000)),
    ).rejects.toThrow();
    // One byte changed, or signed with another secret: forged.
    const altered = Buffer.from(delivery.payload.replace('cs_test_x', 'cs_test_y'));
    await expect(stripe.verifyWebhook(altered, delivery.signature, NOW)).rejects.toThrow();
    const forged = peer.signedEvent('checkout.session.expired', { id: 'cs_test_x' }, NOW, 'whsec_attacker');
    await expect(stripe.verifyWebhook(body(forged), forged.signature, NOW)).rejects.toThrow();
    await expect(stripe.verifyWebhook(body(delivery), 'garbage', NOW)).rejects.toThrow();
  });

  it('maps a completed plan checkout to our event, re-reading the subscription for its tier and period', async () => {
    const { providerSessionId } = await stripe.createCheckout(planCheckout(7));
    const session = peer.completeCheckout(providerSessionId, NOW);
    const delivery = peer.signedEvent('checkout.session.completed', session, NOW);
    const event = await stripe.toPaymentEvent(
      await stripe.verifyWebhook(body(delivery), delivery.signature, NOW),
    );
    expect(event).toMatchObject({
      id: delivery.id,
      provider: 'stripe',
      type: 'checkout.completed',
      checkout: {
        providerSessionId,
        status: 'complete',
        paymentStatus: 'no_payment_required',
        amountTotalCents: 0,
      },
      subscription: {
        tier: 'professional',
        status: 'trialing',
        cancelAtPeriodEnd: false,
        currentPeriodStart: NOW,
        trialEnd: new Date(NOW.getTime() + 7 * 86_400_000),
      },
    });
  });

  it('an out-of-date subscription event still yields the latest state (deliveries can arrive out of order)', async () => {
    const { providerSessionId } = await stripe.createCheckout(planCheckout(0));
    const session = peer.completeCheckout(providerSessionId, NOW);
    const subscriptionId = session.subscription as string;
    const stale = { ...peer.subscription(subscriptionId)!, cancel_at_period_end: false };
    peer.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    const delivery = peer.signedEvent('customer.subscription.updated', stale, NOW);
    const event = await stripe.toPaymentEvent(
      await stripe.verifyWebhook(body(delivery), delivery.signature, NOW),
    );
    expect(event).toMatchObject({
      type: 'subscription.updated',
      subscription: { cancelAtPeriodEnd: true, status: 'active' },
    });

    peer.updateSubscription(subscriptionId, { status: 'canceled' });
    const deleted = peer.signedEvent(
      'customer.subscription.deleted',
      peer.subscription(subscriptionId)!,
      NOW,
    );
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(deleted), deleted.signature, NOW)),
    ).toMatchObject({
      type: 'subscription.deleted',
      subscription: { status: 'canceled' },
    });
  });

  it('maps invoices: a paid renewal with its period, a failed one, and ignores a trial’s $0 invoice', async () => {
    const parent = { subscription_details: { subscription: 'sub_renewing' } };
    const period = {
      start: Math.floor(NOW.getTime() / 1000),
      end: Math.floor(NOW.getTime() / 1000) + 30 * 86_400,
    };
    const invoice = (patch: Record<string, unknown>) => ({
      id: 'in_renewal',
      object: 'invoice',
      currency: 'cad',
      amount_paid: 565,
      amount_due: 565,
      parent,
      period_start: period.start,
      period_end: period.end,
      lines: { object: 'list', data: [{ period }] },
      ...patch,
    });
    const paid = peer.signedEvent('invoice.paid', invoice({}), NOW);
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(paid), paid.signature, NOW)),
    ).toMatchObject({
      type: 'invoice.paid',
      providerSubscriptionId: 'sub_renewing',
      providerPaymentId: 'in_renewal',
      amountCents: 565,
      periodEnd: new Date(period.end * 1000),
    });
    const free = peer.signedEvent('invoice.paid', invoice({ amount_paid: 0 }), NOW);
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(free), free.signature, NOW)),
    ).toBeNull();
    const failed = peer.signedEvent('invoice.payment_failed', invoice({ amount_paid: 0 }), NOW);
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(failed), failed.signature, NOW)),
    ).toMatchObject({
      type: 'invoice.payment_failed',
      providerSubscriptionId: 'sub_renewing',
      amountCents: 565,
    });
    const trialEnd = Math.floor(NOW.getTime() / 1000) + 2 * 86_400;
    const ending = peer.signedEvent(
      'customer.subscription.trial_will_end',
      { id: 'sub_renewing', trial_end: trialEnd },
      NOW,
    );
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(ending), ending.signature, NOW)),
    ).toMatchObject({
      type: 'subscription.trial_will_end',
      trialEnd: new Date(trialEnd * 1000),
    });
    const other = peer.signedEvent('customer.created', { id: 'cus_1' }, NOW);
    expect(
      await stripe.toPaymentEvent(await stripe.verifyWebhook(body(other), other.signature, NOW)),
    ).toBeNull();
  });

  it('refunds a plan payment through its invoice’s payment intent, and cancels at period end', async () => {
    const { providerSessionId } = await stripe.createCheckout(planCheckout(0));
    const session = peer.completeCheckout(providerSessionId, NOW);
    await stripe.refund(session.invoice as string);
    expect(peer.lastCall('/v1/refunds')!.params.payment_intent).toBe(
      peer.paymentIntentOf(session.invoice as string),
    );
    await stripe.setCancelAtPeriodEnd(session.subscription as string, true);
    expect(peer.subscription(session.subscription as string)!.cancel_at_period_end).toBe(true);
    expect(await stripe.retrieveSubscription('sub_missing')).toBeNull();
  });

  it('opens the customer portal', async () => {
    const url = await stripe.billingPortalUrl('cus_portal', 'https://hirehand.test/membership');
    expect(url).toBe(`${peer.url}/portal/cus_portal`);
    expect(peer.lastCall('/v1/billing_portal/sessions')!.params.return_url).toBe(
      'https://hirehand.test/membership',
    );
  });
});
