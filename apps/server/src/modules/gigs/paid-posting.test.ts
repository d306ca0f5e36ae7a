import { CATEGORY_SKILL_WORDS } from '@hirehand/shared/gigs/gig-enums';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, postingRow, signInAs } from '../../../test/factories';
import { settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type ManualClock, manualClock } from '../../platform/clock';
import { openPaidPosting } from './paid-posting.service';

/**
 * Pay-Per-Post's posting lifecycle (decision 032): a job is published unpaid and seen only by its
 * poster, opens for 30 days once paid, then expires off the board until renewed. The payment
 * itself arrives through the payments module, which calls openPaidPosting.
 */
const DAY = 86_400_000;
const ownOrigin = (server: TestServer) => new URL(server.env.PUBLIC_URL).origin;

/** The sandbox checkout page as a browser uses it: read it, then press a button (no redirect followed). */
async function payOnSandboxPage(server: TestServer, checkoutUrl: string, action: 'pay' | 'cancel' = 'pay') {
  const path = new URL(checkoutUrl).pathname;
  const html = await (await fetch(`${server.url}${path}`)).text();
  const paid = await fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action }).toString(),
  });
  return { html, status: paid.status, location: paid.headers.get('location') };
}
const job = (title: string) => ({
  mode: 'job',
  title,
  description: 'Weld a steel gate and two railings on site, materials supplied.',
  hourly_rate: 42,
});

describe('Pay-Per-Post postings', () => {
  let server: TestServer;
  let clock: ManualClock;
  beforeAll(async () => {
    clock = manualClock(new Date());
    server = await startTestServer({ JOB_POST_PRICE_CENTS: '200' }, { clock });
  });
  afterAll(() => server.close());

  const publish = async (title: string) => {
    const poster = await buildSignedInUser(server, { fullName: 'Gate Works', userType: 'employer' });
    const res = await server.request('POST', '/api/gigs/create', job(title), poster.headers);
    expect(res.status).toBe(201);
    return { poster, id: res.body.id as string, body: res.body };
  };
  const onBoard = async (title: string) => {
    const found = await server.request('GET', `/api/jobs?searchTerm=${encodeURIComponent(title)}`);
    return (found.body as { title: string }[]).some((listing) => listing.title === title);
  };

  it('publishes a job unpaid: only its poster sees it, and no status change opens it', async () => {
    const title = 'Gate welder unpaid';
    const { poster, id, body } = await publish(title);
    expect(body.status).toBe('pending_payment');
    expect(await onBoard(title)).toBe(false);
    const stranger = await buildSignedInUser(server);
    expect((await server.request('GET', `/api/gigs/${id}`, undefined, stranger.headers)).status).toBe(404);
    expect((await server.request('GET', `/api/gigs/${id}`)).status).toBe(404);
    expect((await server.request('GET', `/api/gigs/${id}`, undefined, poster.headers)).status).toBe(200);
    const mine = await server.request('GET', '/api/gigs/mine', undefined, poster.headers);
    expect(mine.body.postings[0]).toMatchObject({ id, status: 'pending_payment', visible_until: null });
    const reopen = await server.request('POST', `/api/gigs/${id}/status`, { status: 'open' }, poster.headers);
    expect(reopen.status).toBe(400);
    expect(reopen.body).toEqual(GIG_ERRORS.needsPayment);
  });

  it('a service gig stays free: it opens at once, with no end', async () => {
    const poster = await buildSignedInUser(server);
    const res = await server.request(
      'POST',
      '/api/gigs/create',
      { ...job('Free gig'), mode: 'service' },
      poster.headers,
    );
    expect(res.body).toMatchObject({ status: 'open', checkout_url: null });
    expect((await postingRow(server, res.body.id)).visibleUntil).toBeNull();
  });

  it('paid, the job opens for 30 days; then the expiry job takes it off the board; renewed, it is back', async () => {
    const title = 'Gate welder paid';
    const { id } = await publish(title);
    const paidAt = clock.now();
    expect(
      await openPaidPosting(server.app.ctx, server.database.db, await postingRow(server, id), paidAt),
    ).toBe(true);
    // Paid twice (a replayed payment): nothing more happens.
    expect(
      await openPaidPosting(server.app.ctx, server.database.db, await postingRow(server, id), paidAt),
    ).toBe(false);
    const opened = await postingRow(server, id);
    expect(opened.status).toBe('open');
    expect(opened.visibleUntil).toEqual(new Date(paidAt.getTime() + 30 * DAY));
    expect(await onBoard(title)).toBe(true);

    clock.advance(30 * DAY - 60_000);
    await server.app.jobs.runDue();
    expect((await postingRow(server, id)).status).toBe('open');
    clock.advance(2 * 60_000);
    await server.app.jobs.runDue();
    expect((await postingRow(server, id)).status).toBe('expired');
    expect(await onBoard(title)).toBe(false);

    const renewedAt = clock.now();
    expect(
      await openPaidPosting(server.app.ctx, server.database.db, await postingRow(server, id), renewedAt),
    ).toBe(true);
    expect(await postingRow(server, id)).toMatchObject({
      status: 'open',
      visibleUntil: new Date(renewedAt.getTime() + 30 * DAY),
    });
    expect(await onBoard(title)).toBe(true);
  });

  it('pays for a post through the sandbox checkout: once, for its poster only, at the price in force', async () => {
    const title = 'Gate welder through checkout';
    const { poster, id, body: created } = await publish(title);
    const checkout = (postingId: string, headers = poster.headers) =>
      server.request(
        'POST',
        '/api/payments/checkout/session',
        { posting_id: postingId, origin_url: `${ownOrigin(server)}/dashboard` },
        headers,
      );
    // Someone else's job, or a made-up one, is not payable by this person.
    const stranger = await buildSignedInUser(server);
    expect((await checkout(id, stranger.headers)).body.code).toBe('payments.posting_not_payable');
    expect((await checkout('00000000-0000-4000-8000-000000000000')).status).toBe(400);

    const opened = await checkout(id);
    expect(opened.status).toBe(200);
    // Cancel leads back to the dashboard that holds the unpaid job; the session stays open.
    const cancelled = await payOnSandboxPage(server, opened.body.checkout_url, 'cancel');
    expect(cancelled.location).toBe(`${ownOrigin(server)}/dashboard`);
    const page = await payOnSandboxPage(server, opened.body.checkout_url);
    expect(page.html).toContain('Sandbox: no real charge');
    expect(page.html).toContain('$2.00');
    expect(page.status).toBe(303);
    await settleMail(server);
    const row = await postingRow(server, id);
    // A worker of the trade where the job is: the reach the result page shows is one more than at publishing.
    await buildUser(server, {
      userType: 'worker',
      skills: [`${CATEGORY_SKILL_WORDS[row!.category]?.[0] ?? 'general'} work`],
      latitude: row!.latitude,
      longitude: row!.longitude,
    });
    const status = await server.request(
      'GET',
      `/api/payments/checkout/status/${opened.body.session_id}`,
      undefined,
      poster.headers,
    );
    expect(status.body).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      membership_tier: null,
      posting_id: id,
      amount_total: 200,
    });
    expect(status.body.estimated_reach).toBe(created.estimated_reach + 1);
    expect(await postingRow(server, id)).toMatchObject({ status: 'open' });
    expect(await onBoard(title)).toBe(true);
    // Paid now: no second checkout for it.
    expect((await checkout(id)).body.code).toBe('payments.posting_not_payable');
    const history = await server.request('GET', '/api/payments/billing-history', undefined, poster.headers);
    expect(history.body.items[0]).toMatchObject({
      kind: 'post_paid',
      posting_id: id,
      amount: { amount_cents: 200 },
    });

    // Refunded within 7 days: the money goes back and the job leaves the board.
    const refund = await server.request(
      'POST',
      '/api/payments/refund',
      { charge_id: history.body.items[0].refundable_charge_id },
      poster.headers,
    );
    expect(refund.status).toBe(200);
    expect((await postingRow(server, id)).status).toBe('expired');
    expect(await onBoard(title)).toBe(false);
  });

  it('publishing a job answers its checkout_url: paid through the sandbox, the job opens; expired, the same checkout renews it', async () => {
    const title = 'Gate welder paid at publish';
    const poster = await buildSignedInUser(server, { fullName: 'Gate Works', userType: 'employer' });
    const published = await server.request(
      'POST',
      '/api/gigs/create',
      { ...job(title), origin_url: `${ownOrigin(server)}/dashboard` },
      poster.headers,
    );
    expect(published.status).toBe(201);
    expect(published.body).toMatchObject({ status: 'pending_payment', estimated_reach: expect.any(Number) });
    expect(published.body.checkout_url).toEqual(expect.stringContaining(ownOrigin(server)));
    const id = published.body.id as string;
    expect(await onBoard(title)).toBe(false);

    const page = await payOnSandboxPage(server, published.body.checkout_url);
    expect(page.html).toContain('$2.00');
    expect(page.status).toBe(303);
    const sessionId = new URL(page.location!).searchParams.get('session_id');
    expect(page.location).toBe(`${ownOrigin(server)}/membership-success?session_id=${sessionId}`);
    const paidAt = clock.now();
    const status = await server.request(
      'GET',
      `/api/payments/checkout/status/${sessionId}`,
      undefined,
      poster.headers,
    );
    expect(status.body).toMatchObject({
      payment_status: 'paid',
      status: 'complete',
      posting_id: id,
      amount_total: 200,
      currency: 'cad',
    });
    await settleMail(server);
    expect(await postingRow(server, id)).toMatchObject({
      status: 'open',
      visibleUntil: new Date(paidAt.getTime() + 30 * DAY),
    });
    expect(await onBoard(title)).toBe(true);

    // 30 days on, the job expires; the dashboard's Renew is the same checkout, with the posting.
    clock.advance(30 * DAY + 60_000);
    await server.app.jobs.runDue();
    expect((await postingRow(server, id)).status).toBe('expired');
    expect(await onBoard(title)).toBe(false);
    const headers = (await signInAs(server, poster.user)).headers;
    const renewal = await server.request(
      'POST',
      '/api/payments/checkout/session',
      { posting_id: id, origin_url: `${ownOrigin(server)}/dashboard` },
      headers,
    );
    expect(renewal.status).toBe(200);
    const renewedPage = await payOnSandboxPage(server, renewal.body.checkout_url);
    expect(renewedPage.status).toBe(303);
    const renewedAt = clock.now();
    const renewed = await server.request(
      'GET',
      `/api/payments/checkout/status/${renewal.body.session_id}`,
      undefined,
      headers,
    );
    expect(renewed.body).toMatchObject({ payment_status: 'paid', status: 'complete', amount_total: 200 });
    expect(await postingRow(server, id)).toMatchObject({
      status: 'open',
      visibleUntil: new Date(renewedAt.getTime() + 30 * DAY),
    });
    expect(await onBoard(title)).toBe(true);
  });

  it('refuses to publish a job whose checkout would return to another site, and writes nothing', async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const res = await server.request(
      'POST',
      '/api/gigs/create',
      { ...job('Gate welder elsewhere'), origin_url: 'https://evil.example/dashboard' },
      poster.headers,
    );
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('payments.bad_origin');
    const mine = await server.request('GET', '/api/gigs/mine', undefined, poster.headers);
    expect(mine.body.postings).toEqual([]);
  });
});
