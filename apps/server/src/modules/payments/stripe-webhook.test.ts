import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type LocalStripePeer, startLocalStripePeer } from '../../../test/local-stripe-peer';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type ManualClock, manualClock } from '../../platform/clock';
import {
  chargesOf,
  DAY_MS,
  headersOf,
  historyOf,
  mailsOf,
  openCheckout,
  planOf,
  runJobs,
} from './payments.test-support';

/**
 * Payments through Stripe, end to end over HTTP: the server configured for Stripe talks to a
 * local peer speaking Stripe's endpoints, and receives webhook deliveries signed by the SDK's
 * own test signer: signed, replayed, forged, stale and out-of-order ones.
 */
const WEBHOOK_SECRET = 'whsec_local_webhook_secret';

let peer: LocalStripePeer;
let server: TestServer;
let clock: ManualClock;

beforeAll(async () => {
  peer = await startLocalStripePeer({ webhookSecret: WEBHOOK_SECRET });
  clock = manualClock(new Date());
  server = await startTestServer(
    {
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PROFESSIONAL: 'price_pro_monthly',
      STRIPE_PRICE_PREMIUM: 'price_premium_monthly',
      STRIPE_API_URL: peer.url,
    },
    { clock },
  );
});
afterAll(async () => {
  await server.close();
  await peer.close();
});

const deliver = (delivery: { payload: string; signature: string }) =>
  fetch(`${server.url}/api/payments/webhook/stripe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    body: delivery.payload,
  });

describe('Stripe webhooks', { timeout: 30_000 }, () => {
  it('a signed checkout.session.completed starts the plan once, however often it is delivered', async () => {
    const worker = await buildUser(server, { fullName: 'Stripe Worker' });
    const headers = await headersOf(server, worker);
    const opened = await openCheckout(server, headers, 'professional');
    expect(opened.status).toBe(200);
    expect(opened.body.checkout_url.startsWith(peer.url)).toBe(true);
    const sent = peer.lastCall('/v1/checkout/sessions')!.params;
    expect(sent.success_url).toContain('session_id={CHECKOUT_SESSION_ID}');
    expect(sent['subscription_data[trial_period_days]']).toBe('7');

    const session = peer.completeCheckout(opened.body.session_id, clock.now());
    const delivery = peer.signedEvent('checkout.session.completed', session, clock.now());
    const first = await deliver(delivery);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ received: true });
    await runJobs(server);
    const plan = await planOf(server, worker);
    expect(plan.tier).toBe('professional');
    expect(plan.subscription).toMatchObject({ provider: 'stripe', status: 'trialing' });

    // Delivered again (Stripe retries), and the status page read meanwhile: nothing doubles.
    expect((await deliver(delivery)).status).toBe(200);
    await runJobs(server);
    const status = await server.request(
      'GET',
      `/api/payments/checkout/status/${opened.body.session_id}`,
      undefined,
      headers,
    );
    expect(status.body).toMatchObject({ payment_status: 'no_payment_required', status: 'complete' });
    const history = await historyOf(server, worker);
    expect(history.filter((item: { kind: string }) => item.kind === 'trial_started')).toHaveLength(1);
  });

  it('refuses forged, altered, unsigned and stale deliveries with 400, storing nothing', async () => {
    const object = { id: 'cs_test_forged', object: 'checkout.session' };
    const forged = peer.signedEvent('checkout.session.completed', object, clock.now(), 'whsec_attacker');
    const refused = await deliver(forged);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('payments.bad_signature');
    const genuine = peer.signedEvent('checkout.session.completed', object, clock.now());
    expect(
      (await deliver({ ...genuine, payload: genuine.payload.replace('forged', 'altered') })).status,
    ).toBe(400);
    expect((await deliver({ payload: genuine.payload, signature: '' })).status).toBe(400);
    // Signed 301 s before the server's clock: a replay of an old delivery.
    const stale = peer.signedEvent(
      'checkout.session.completed',
      object,
      new Date(clock.now().getTime() - 301_000),
    );
    expect((await deliver(stale)).status).toBe(400);
    expect((await deliver({ payload: 'not json', signature: genuine.signature })).status).toBe(400);
  });

  it('out of order: a subscription update before its checkout still leaves the latest state', async () => {
    const worker = await buildUser(server, { fullName: 'Out Of Order' });
    const headers = await headersOf(server, worker);
    const opened = await openCheckout(server, headers, 'premium');
    const session = peer.completeCheckout(opened.body.session_id, clock.now());
    const subscriptionId = session.subscription as string;
    // The person sets "cancel at period end" in the portal; that update arrives first.
    peer.updateSubscription(subscriptionId, { cancel_at_period_end: true });
    expect(
      (
        await deliver(
          peer.signedEvent('customer.subscription.updated', peer.subscription(subscriptionId)!, clock.now()),
        )
      ).status,
    ).toBe(200);
    expect((await deliver(peer.signedEvent('checkout.session.completed', session, clock.now()))).status).toBe(
      200,
    );
    await runJobs(server);
    clock.advance(60 * 60_000);
    await runJobs(server);
    const plan = await planOf(server, worker);
    expect(plan.tier).toBe('premium');
    expect(plan.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await chargesOf(server, worker)).toHaveLength(1);

    // A renewal's invoice: a second charge, once.
    const renewal = peer.signedEvent(
      'invoice.paid',
      peer.paidInvoice(subscriptionId, clock.now(), 1499),
      clock.now(),
    );
    expect((await deliver(renewal)).status).toBe(200);
    expect((await deliver(renewal)).status).toBe(200);
    await runJobs(server);
    expect(await chargesOf(server, worker)).toHaveLength(2);
  });
});

describe("Stripe webhooks through a plan's life", { timeout: 30_000 }, () => {
  it('a trial paid for at once: a subscription checkout with no trial, which ends the trial at Stripe once complete', async () => {
    const worker = await buildUser(server, { fullName: 'Trial To Paid' });
    const headers = await headersOf(server, worker);
    const trial = await openCheckout(server, headers, 'professional');
    const trialSession = peer.completeCheckout(trial.body.session_id, clock.now());
    expect(
      (await deliver(peer.signedEvent('checkout.session.completed', trialSession, clock.now()))).status,
    ).toBe(200);
    await runJobs(server);

    const paid = await openCheckout(server, headers, 'professional');
    expect(paid.status).toBe(200);
    const sent = peer.lastCall('/v1/checkout/sessions')!.params;
    expect(sent['subscription_data[trial_period_days]']).toBeUndefined();
    expect(sent.payment_method_collection).toBe('always');
    const paidSession = peer.completeCheckout(paid.body.session_id, clock.now());
    expect(
      (await deliver(peer.signedEvent('checkout.session.completed', paidSession, clock.now()))).status,
    ).toBe(200);
    await runJobs(server);
    expect((await planOf(server, worker)).subscription).toMatchObject({
      tier: 'professional',
      status: 'active',
      providerSubscriptionId: paidSession.subscription,
    });
    expect(
      peer.calls.some(
        (call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${trialSession.subscription}`,
      ),
    ).toBe(true);
    expect((await chargesOf(server, worker)).map((c) => c.amountCents)).toEqual([499]);
  });

  it('trial_will_end e-mails once; invoice.payment_failed leaves the plan past due; subscription.deleted ends it', async () => {
    const worker = await buildUser(server, { fullName: 'Lifecycle Worker' });
    const headers = await headersOf(server, worker);
    const opened = await openCheckout(server, headers, 'professional');
    const session = peer.completeCheckout(opened.body.session_id, clock.now());
    const subscriptionId = session.subscription as string;
    expect((await deliver(peer.signedEvent('checkout.session.completed', session, clock.now()))).status).toBe(
      200,
    );
    await runJobs(server);
    expect((await planOf(server, worker)).subscription).toMatchObject({ status: 'trialing' });

    // Stripe tells us before the trial ends; a second delivery of its kind mails nothing more.
    for (let delivery = 0; delivery < 2; delivery++) {
      const trialEnding = peer.signedEvent(
        'customer.subscription.trial_will_end',
        peer.subscription(subscriptionId)!,
        clock.now(),
      );
      expect((await deliver(trialEnding)).status).toBe(200);
    }
    await runJobs(server);
    expect(await mailsOf(server, worker, 'trial_ending')).toHaveLength(1);

    // The trial's first payment is declined.
    clock.advance(7 * DAY_MS);
    peer.updateSubscription(subscriptionId, { status: 'past_due', trial_end: null });
    const declined = { ...peer.paidInvoice(subscriptionId, clock.now(), 499), amount_paid: 0 };
    expect((await deliver(peer.signedEvent('invoice.payment_failed', declined, clock.now()))).status).toBe(
      200,
    );
    await runJobs(server);
    expect(await planOf(server, worker)).toMatchObject({
      tier: 'professional',
      subscription: { status: 'past_due' },
    });
    expect(await mailsOf(server, worker, 'renewal_failed')).toHaveLength(1);
    expect(await chargesOf(server, worker)).toHaveLength(0);

    // Stripe gives up and deletes the subscription: back on Basic, told once.
    peer.updateSubscription(subscriptionId, { status: 'canceled' });
    const deleted = peer.signedEvent(
      'customer.subscription.deleted',
      peer.subscription(subscriptionId)!,
      clock.now(),
    );
    expect((await deliver(deleted)).status).toBe(200);
    expect((await deliver(deleted)).status).toBe(200);
    await runJobs(server);
    expect((await planOf(server, worker)).tier).toBe('basic');
    expect(await mailsOf(server, worker, 'plan_ended')).toHaveLength(1);
    const kinds = (await historyOf(server, worker)).map((item) => item.kind);
    expect(kinds.filter((kind) => kind === 'plan_ended')).toHaveLength(1);
    expect(kinds).toContain('renewal_failed');
    expect(kinds.at(-1)).toBe('trial_started');
  });
});

describe('without Stripe', () => {
  it('the webhook route answers 404', async () => {
    const sandbox = await startTestServer();
    try {
      const res = await fetch(`${sandbox.url}/api/payments/webhook/stripe`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        body: '{}',
      });
      expect(res.status).toBe(404);
    } finally {
      await sandbox.close();
    }
  });
});
