import type { PaidTier } from '@hirehand/shared/membership/plans';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Headers, signInAs } from '../../../test/factories';
import { settleMail } from '../../../test/mailbox';
import type { TestServer } from '../../../test/start-test-server';
import { charges } from '../../db/schema/billing';
import { outboxEmails } from '../../db/schema/mail';
import type { UserRow } from '../../db/schema/users';
import { membershipOf } from '../membership/membership.service';

/** The payments API tests' steps, taken as the person and their browser take them. */

/** A fresh bearer header: tokens run out when a test moves the clock past 30 days. */
export const headersOf = async (server: TestServer, user: UserRow): Promise<Headers> =>
  (await signInAs(server, user)).headers;

export const ownOrigin = (server: TestServer) => new URL(server.env.PUBLIC_URL).origin;

export async function openCheckout(server: TestServer, headers: Headers, tier: PaidTier | 'basic') {
  return server.request(
    'POST',
    '/api/payments/checkout/session',
    { membership_tier: tier, origin_url: `${ownOrigin(server)}/membership` },
    headers,
  );
}

/** The browser on the sandbox page: GET it, then press a button of its form (no redirect followed). */
export async function onCheckoutPage(server: TestServer, checkoutUrl: string) {
  const path = new URL(checkoutUrl).pathname;
  const page = await fetch(`${server.url}${path}`);
  const html = await page.text();
  const press = async (
    action: 'pay' | 'cancel',
    options: { declineRenewal?: boolean; origin?: string } = {},
  ) => {
    const form = new URLSearchParams({ action });
    if (options.declineRenewal) form.set('decline_renewal', 'on');
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(options.origin ? { origin: options.origin } : {}),
      },
      body: form.toString(),
    });
    return { status: response.status, location: response.headers.get('location') };
  };
  return { status: page.status, headers: page.headers, html, press };
}

/** Checkout through the sandbox page to the success redirect; answers the session id. */
export async function subscribe(
  server: TestServer,
  headers: Headers,
  tier: PaidTier,
  options: { declineRenewal?: boolean } = {},
) {
  const opened = await openCheckout(server, headers, tier);
  expect(opened.status).toBe(200);
  const page = await onCheckoutPage(server, opened.body.checkout_url);
  expect(page.status).toBe(200);
  const paid = await page.press('pay', options);
  expect(paid.status).toBe(303);
  expect(paid.location).toBe(`${ownOrigin(server)}/membership-success?session_id=${opened.body.session_id}`);
  return opened.body.session_id as string;
}

export const statusOf = (server: TestServer, headers: Headers, sessionId: string) =>
  server.request('GET', `/api/payments/checkout/status/${sessionId}`, undefined, headers);

/** Runs every due job (provider events, renewals, e-mail) as the clock stands. */
export const runJobs = (server: TestServer) => settleMail(server);

export const planOf = (server: TestServer, user: UserRow) => membershipOf(server.app.ctx.db, user.id);

export async function chargesOf(server: TestServer, user: UserRow) {
  return server.app.ctx.db.select().from(charges).where(eq(charges.userId, user.id));
}

export async function mailsOf(server: TestServer, user: UserRow, category: string) {
  await settleMail(server);
  return server.app.ctx.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.toAddress, user.email), eq(outboxEmails.category, category)));
}

export async function historyOf(server: TestServer, user: UserRow) {
  const response = await server.request(
    'GET',
    '/api/payments/billing-history',
    undefined,
    await headersOf(server, user),
  );
  expect(response.status).toBe(200);
  return response.body.items as {
    kind: string;
    refundable_charge_id: string | null;
    amount: unknown;
    tier: string;
  }[];
}

export const DAY_MS = 24 * 60 * 60_000;
