/**
 * Test data through the HTTP API: accounts, postings and applications, made the way the client
 * makes them. Every browser test creates its own people and data with these.
 */
import { randomInt } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '../fixtures';

export const PASSWORD = 'Sparky#2024';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${randomInt(1e6)}@example.ca`;

/**
 * A made-up word to find one test's data among everyone else's: letters only, so that search
 * tokenises it whole.
 */
export function uniqueWord(prefix = 'zq') {
  let word = prefix;
  for (let i = 0; i < 8; i += 1) word += String.fromCharCode(97 + randomInt(26));
  return word;
}

/** A client address of its own, so that per-address rate limits never leak between people. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

export interface Account {
  email: string;
  access_token: string;
  user: { id: string; full_name: string };
}

/** A page (its request context carries the test's client address) or any request context. */
type Requester = Page | APIRequestContext;
const requestOf = (from: Requester): APIRequestContext => ('request' in from ? from.request : from);

export const bearer = (account: Pick<Account, 'access_token'>) => ({
  authorization: `Bearer ${account.access_token}`,
});

/** POST /api/auth/register-enhanced: a worker named Priya Patel unless told otherwise. */
export async function createAccount(
  from: Requester,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const email = uniqueEmail(String(overrides.user_type ?? 'api'));
  const response = await requestOf(from).post('/api/auth/register-enhanced', {
    data: { email, password: PASSWORD, full_name: 'Priya Patel', user_type: 'worker', ...overrides },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { email, ...(await response.json()) };
}

/** POST /api/gigs/create as the account, with exactly these fields; returns the posting's id. */
export async function createPosting(
  from: Requester,
  account: Pick<Account, 'access_token'>,
  data: Record<string, unknown>,
): Promise<string> {
  const response = await requestOf(from).post('/api/gigs/create', { headers: bearer(account), data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** POST /api/gigs/{id}/apply as the account; returns the application's id. */
export async function applyTo(
  from: Requester,
  account: Pick<Account, 'access_token'>,
  postingId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await requestOf(from).post(`/api/gigs/${postingId}/apply`, {
    headers: bearer(account),
    data: { cover_letter: 'Licensed, insured and available next week.', proposed_rate: 42, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { application: { id: string } }).application.id;
}

/** GET /api/gigs/mine: the account's postings, straight from the API. */
export async function myPostings(from: Requester, account: Pick<Account, 'access_token'>) {
  const response = await requestOf(from).get('/api/gigs/mine', { headers: bearer(account) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { postings: Array<Record<string, unknown>> }).postings;
}

/**
 * Pays at the sandbox checkout the way a person does: a checkout session for `purchase` (a plan
 * or a posting), the checkout page's Pay (or Start trial) pressed over HTTP, then the result
 * page's status call, which applies a completed checkout at once (the provider's event applies
 * it too, but later, in the background). `origin` is the app's base URL.
 */
export async function payAtSandboxCheckout(
  request: APIRequestContext,
  payer: Pick<Account, 'access_token'>,
  purchase: { membership_tier: string } | { posting_id: string },
  origin: string,
) {
  const session = await request.post('/api/payments/checkout/session', {
    headers: bearer(payer),
    data: { ...purchase, origin_url: origin },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { checkout_url, session_id } = (await session.json()) as { checkout_url: string; session_id: string };
  const paid = await request.post(checkout_url, {
    form: { action: 'pay' },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  const status = await request.get(`/api/payments/checkout/status/${session_id}`, { headers: bearer(payer) });
  expect(status.status(), await status.text()).toBe(200);
}

/**
 * Puts the account on a paid plan the way a person does: a checkout session, then the sandbox
 * checkout page's Pay (or Start trial) pressed over HTTP. `origin` is the app's base URL.
 */
export async function subscribeTo(
  from: Requester,
  account: Pick<Account, 'access_token'>,
  tier: 'professional' | 'premium',
  origin: string,
) {
  const request = requestOf(from);
  await payAtSandboxCheckout(request, account, { membership_tier: tier }, origin);
  await expect
    .poll(async () => {
      const mine = await request.get('/api/membership/my-subscription', { headers: bearer(account) });
      return ((await mine.json()) as { membership_tier: string }).membership_tier;
    })
    .toBe(tier);
}
