import { randomInt } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, PASSWORD, uniqueEmail } from '../fixtures';

export interface ApiAccount {
  email: string;
  access_token: string;
  user: { id: string; full_name: string };
}

/** A client address of its own, so that per-address rate limits never leak between people. */
export const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** Creates an account through the API (like fixtures.createAccount, from any request context). */
export async function registerAccount(
  request: APIRequestContext,
  overrides: { full_name: string; user_type: 'worker' | 'employer' | 'company' } & Record<string, unknown>,
): Promise<ApiAccount> {
  const email = uniqueEmail(overrides.user_type);
  const response = await request.post('/api/auth/register-enhanced', {
    data: { email, password: PASSWORD, city: 'Toronto', ...overrides },
  });
  expect(response.status()).toBe(200);
  return { email, ...(await response.json()) };
}

const bearer = (account: ApiAccount) => ({ authorization: `Bearer ${account.access_token}` });

/** POST /api/gigs/create as the account: a job-mode posting by default. */
export async function createPosting(
  request: APIRequestContext,
  account: ApiAccount,
  fields: Record<string, unknown> & { title: string },
): Promise<string> {
  const response = await request.post('/api/gigs/create', {
    headers: bearer(account),
    data: {
      mode: 'job',
      description: 'Clear scope, tools on site, paid weekly through HireHand.',
      category: 'electrical',
      gig_type: 'full_time',
      pricing_type: 'hourly',
      hourly_rate: 38,
      city: 'Toronto',
      company: 'Tremblay Builds',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).id;
}

/** POST /api/gigs/{id}/apply as the account. */
export async function applyTo(
  request: APIRequestContext,
  account: ApiAccount,
  postingId: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const response = await request.post(`/api/gigs/${postingId}/apply`, {
    headers: bearer(account),
    data: { cover_letter: 'Licensed, insured and available next week.', proposed_rate: 42, ...fields },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()).application.id;
}

/** A second person in their own browser context, with the same screen as the test's page. */
export async function secondPerson(browser: Browser, page: Page, baseURL: string | undefined) {
  const viewport = page.viewportSize();
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: (viewport?.width ?? 1280) < 1024,
    hasTouch: (viewport?.width ?? 1280) < 1024,
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  return { context, page: await context.newPage() };
}

export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;

/** A toast with the exact text (Radix also repeats it in a hidden live region). */
export const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** Opens a header work entry: the Work menu (or, signed out, the header button) on desktop; the mobile menu below 1024 px. */
export async function openWorkEntry(page: Page, name: string, { signedIn = true } = {}) {
  const banner = page.getByRole('banner');
  if (isDesktop(page) && !signedIn) {
    // Signed out, Browse Gigs sits in the header itself.
    await banner.getByRole('button', { name }).click();
  } else if (isDesktop(page)) {
    await banner.getByRole('button', { name: 'Work' }).click();
    await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name, exact: true }).click();
  }
}
