import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { backgroundJobs } from '../../db/schema/jobs';
import { type ManualClock, manualClock } from '../../platform/clock';
import { type PaymentEventPayload, parsePaymentEvent } from '../../platform/payments/payment-event-payload';
import { listSubscriptions } from '../membership/membership.service';
import { applyPaymentEvent } from './payment-events.service';
import { PAYMENT_LIMITS } from './payments.routes';
import {
  chargesOf,
  historyOf,
  mailsOf,
  onCheckoutPage,
  openCheckout,
  ownOrigin,
  planOf,
  runJobs,
  statusOf,
  subscribe,
} from './payments.test-support';

/** Checkout through the sandbox provider over HTTP, on a manual clock (decision 032). */
let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer({}, { clock });
});
afterAll(() => server.close());

describe('checkout through the sandbox', () => {
  it('starts the Professional trial without a payment: no_payment_required, 7 days, the plan at once', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const opened = await openCheckout(server, headers, 'professional');
    expect(opened.status).toBe(200);
    expect(opened.body.session_id).toMatch(/^cs_sandbox_[0-9a-f]{32}$/);

    const page = await onCheckoutPage(server, opened.body.checkout_url);
    expect(page.html).toContain('<h1>Sandbox checkout</h1>');
    expect(page.html).toContain('Sandbox: no real charge');
    expect(page.html).toContain('HireHand Professional');
    expect(page.html).toContain('$4.99 CAD');
    expect(page.html).toContain('>Start trial</button>');
    expect(page.html).toContain('>Cancel</button>');
    expect(page.html).not.toContain('>Pay</button>');
    // A page under the app's CSP: no script at all, its one style block carrying the nonce.
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.html).toContain(`<style nonce="${nonce}">`);
    expect(page.html).not.toContain('<script');

    expect((await statusOf(server, headers, opened.body.session_id)).body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
    const cancelled = await page.press('cancel');
    expect(cancelled).toEqual({ status: 303, location: `${ownOrigin(server)}/membership` });
    expect((await planOf(server, user)).tier).toBe('basic');

    expect((await page.press('pay')).status).toBe(303);
    // The status page applies it before any event job has run.
    const status = await statusOf(server, headers, opened.body.session_id);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({
      status: 'complete',
      payment_status: 'no_payment_required',
      membership_tier: 'professional',
      posting_id: null,
      amount_total: 0,
      estimated_reach: null,
      currency: 'cad',
      trial_end: new Date(clock.now().getTime() + 7 * 24 * 60 * 60_000).toISOString(),
    });
    const plan = await planOf(server, user);
    expect(plan.tier).toBe('professional');
    expect(plan.subscription?.status).toBe('trialing');
    await runJobs(server);
    expect(await chargesOf(server, user)).toHaveLength(0);
    expect((await historyOf(server, user)).map((item) => item.kind)).toEqual(['trial_started']);

    // Once per account: the next Professional checkout is a paid one (see the trial to paid test).
    const paid = await openCheckout(server, headers, 'professional');
    expect(paid.status).toBe(200);
    expect((await onCheckoutPage(server, paid.body.checkout_url)).html).toContain('>Pay</button>');
  });

  it('turns a Professional trial into the paid plan at once: $4.99 CAD paid, no second trial, the trial ended', async () => {
    const { user, headers } = await buildSignedInUser(server);
    await subscribe(server, headers, 'professional');
    await runJobs(server);
    expect((await planOf(server, user)).subscription?.status).toBe('trialing');
    clock.advance(1000);

    const opened = await openCheckout(server, headers, 'professional');
    expect(opened.status).toBe(200);
    const page = await onCheckoutPage(server, opened.body.checkout_url);
    expect(page.html).toContain('>Pay</button>');
    expect(page.html).not.toContain('>Start trial</button>');
    expect(page.html).toContain('$4.99 CAD');
    expect((await page.press('pay')).status).toBe(303);
    expect((await statusOf(server, headers, opened.body.session_id)).body).toEqual({
      status: 'complete',
      payment_status: 'paid',
      membership_tier: 'professional',
      posting_id: null,
      amount_total: 499,
      currency: 'cad',
      trial_end: null,
      estimated_reach: null,
    });
    await runJobs(server);

    const plan = await planOf(server, user);
    expect(plan.tier).toBe('professional');
    expect(plan.subscription).toMatchObject({ status: 'active', trialEnd: null });
    const subscriptions = await listSubscriptions(server.app.ctx.db, user.id);
    expect(subscriptions.map((s) => s.status).sort()).toEqual(['active', 'canceled']);
    expect((await chargesOf(server, user)).map((c) => [c.amountCents, c.currency])).toEqual([[499, 'cad']]);
    const kinds = (await historyOf(server, user)).map((item) => item.kind);
    expect(kinds.at(-1)).toBe('trial_started');
    expect(kinds.slice(0, 2).sort()).toEqual(['plan_ended', 'subscribed']);

    // The trial's old end passes: the paid plan stays, and now it is the plan in force.
    clock.advance(8 * 24 * 60 * 60_000);
    await runJobs(server);
    expect((await planOf(server, user)).subscription).toMatchObject({
      tier: 'professional',
      status: 'active',
    });
    expect((await openCheckout(server, headers, 'professional')).body).toEqual(
      MEMBERSHIP_ERRORS.alreadyOnTier('Professional'),
    );
  });

  it('takes a Premium payment and changes the plan exactly once, however often status is read or the event arrives', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const opened = await openCheckout(server, headers, 'premium');
    const page = await onCheckoutPage(server, opened.body.checkout_url);
    expect(page.html).toContain('>Pay</button>');
    expect(page.html).toContain('$14.99 CAD');
    expect((await page.press('pay')).status).toBe(303);
    // Pressing Pay again (Back, then Pay) is the same payment.
    expect((await page.press('pay')).status).toBe(303);

    for (let read = 0; read < 5; read++) {
      const status = await statusOf(server, headers, opened.body.session_id);
      expect(status.body).toEqual({
        status: 'complete',
        payment_status: 'paid',
        membership_tier: 'premium',
        posting_id: null,
        amount_total: PLAN_CATALOG.premium.price.amount_cents,
        currency: 'cad',
        trial_end: null,
        estimated_reach: null,
      });
    }
    await runJobs(server);
    // The provider delivers the same event again (a webhook retry): nothing changes.
    const events = await server.app.ctx.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, 'payments.apply_event'));
    expect(events.length).toBeGreaterThan(0);
    for (const event of events) {
      await applyPaymentEvent(
        server.app.ctx,
        parsePaymentEvent(event.payload as PaymentEventPayload),
        server.app.log,
      );
    }

    expect(await listSubscriptions(server.app.ctx.db, user.id)).toHaveLength(1);
    const plan = await planOf(server, user);
    expect(plan.tier).toBe('premium');
    expect(plan.subscription?.status).toBe('active');
    const charges = await chargesOf(server, user);
    expect(charges.map((c) => c.amountCents)).toEqual([1499]);
    const history = await historyOf(server, user);
    expect(history.map((item) => item.kind)).toEqual(['subscribed']);
    expect(history[0]).toMatchObject({
      tier: 'premium',
      amount: { amount_cents: 1499, currency: 'CAD' },
      refundable_charge_id: charges[0]!.id,
    });
    const receipts = await mailsOf(server, user, 'payment_receipt');
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe('Your HireHand receipt');
  });

  it('replaces Professional with Premium when the upgrade completes', async () => {
    const { user, headers } = await buildSignedInUser(server);
    await subscribe(server, headers, 'professional');
    await runJobs(server);
    // A second later, so the history's order is the order of the steps.
    clock.advance(1000);
    const sessionId = await subscribe(server, headers, 'premium');
    expect((await statusOf(server, headers, sessionId)).body.membership_tier).toBe('premium');
    await runJobs(server);

    const subscriptions = await listSubscriptions(server.app.ctx.db, user.id);
    expect(subscriptions.map((s) => [s.tier, s.status]).sort()).toEqual([
      ['premium', 'active'],
      ['professional', 'canceled'],
    ]);
    expect((await planOf(server, user)).tier).toBe('premium');
    // The old plan's end at the provider (its subscription.deleted) records nothing twice; the
    // replacement and the new plan share their instant, so their order is not asserted.
    const kinds = (await historyOf(server, user)).map((item) => item.kind);
    expect(kinds.at(-1)).toBe('trial_started');
    expect(kinds.slice(0, 2).sort()).toEqual(['plan_ended', 'subscribed']);
  });

  it('lets an unpaid session expire after 30 minutes', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const opened = await openCheckout(server, headers, 'premium');
    clock.advance(31 * 60_000);
    await runJobs(server);
    expect((await statusOf(server, headers, opened.body.session_id)).body).toMatchObject({
      status: 'expired',
      payment_status: 'unpaid',
    });
    const page = await onCheckoutPage(server, opened.body.checkout_url);
    expect(page.status).toBe(410);
    expect(page.html).toContain('Payment session expired. Please try again.');
    expect((await page.press('pay')).status).toBe(410);
    expect((await planOf(server, user)).tier).toBe('basic');
  });
});

describe('what checkout refuses', () => {
  it('refuses return addresses on other sites (no open redirect)', async () => {
    const { headers } = await buildSignedInUser(server);
    const own = ownOrigin(server);
    for (const origin_url of [
      'https://evil.example/membership',
      `${own}.evil.example/membership`,
      `http://user@${new URL(own).host}/membership`,
      '//evil.example',
      'javascript:alert(1)',
      'not a url',
    ]) {
      const response = await server.request(
        'POST',
        '/api/payments/checkout/session',
        { membership_tier: 'premium', origin_url },
        headers,
      );
      expect(response.status, origin_url).toBe(400);
      expect(response.body).toEqual(MEMBERSHIP_ERRORS.badOrigin);
    }
  });

  it("refuses Basic, the plan in force, unknown and other people's sessions, and a form posted from another site", async () => {
    const { headers } = await buildSignedInUser(server);
    const basic = await openCheckout(server, headers, 'basic');
    expect(basic.status).toBe(400);
    expect(basic.body).toEqual(MEMBERSHIP_ERRORS.alreadyBasic);

    const sessionId = await subscribe(server, headers, 'premium');
    await runJobs(server);
    const again = await openCheckout(server, headers, 'premium');
    expect(again.status).toBe(400);
    expect(again.body).toEqual(MEMBERSHIP_ERRORS.alreadyOnTier('Premium'));

    const other = await buildSignedInUser(server);
    for (const id of [sessionId, 'cs_sandbox_00000000000000000000000000000000', 'nonsense']) {
      const response = await statusOf(server, other.headers, id);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual(MEMBERSHIP_ERRORS.sessionNotFound);
    }

    const opened = await openCheckout(server, other.headers, 'premium');
    const page = await onCheckoutPage(server, opened.body.checkout_url);
    const forged = await page.press('pay', { origin: 'https://evil.example' });
    expect(forged.status).toBe(403);
    expect((await statusOf(server, other.headers, opened.body.session_id)).body.status).toBe('open');

    const portal = await server.request(
      'GET',
      `/api/payments/billing-portal?return_url=${encodeURIComponent(`${ownOrigin(server)}/membership`)}`,
      undefined,
      headers,
    );
    expect(portal.status).toBe(404);
    expect(portal.body).toEqual(MEMBERSHIP_ERRORS.noBillingPortal);
    const elsewhere = await server.request(
      'GET',
      `/api/payments/billing-portal?return_url=${encodeURIComponent('https://evil.example/')}`,
      undefined,
      headers,
    );
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body).toEqual(MEMBERSHIP_ERRORS.badOrigin);
    const noPlan = await server.request(
      'POST',
      '/api/payments/subscription/cancel',
      undefined,
      other.headers,
    );
    expect(noPlan.status).toBe(400);
    expect(noPlan.body).toEqual(MEMBERSHIP_ERRORS.noSubscription);
  });

  it('limits how many checkouts one person opens', async () => {
    const { headers } = await buildSignedInUser(server);
    for (let i = 0; i < PAYMENT_LIMITS.checkouts.max; i++) {
      expect((await openCheckout(server, headers, 'premium')).status).toBe(200);
    }
    const over = await openCheckout(server, headers, 'premium');
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('rate_limited');
    expect(over.headers.get('retry-after')).toBeTruthy();
  });
});
