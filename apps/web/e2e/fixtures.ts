import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test acts as its own person: a distinct client address (the e2e server
 * trusts X-Forwarded-For), so per-address rate limits never leak between tests.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
});
export { expect };

export const PASSWORD = 'Sparky#2024';
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${randomInt(1e6)}@example.ca`;

/** Creates an account through the API and returns its e-mail. */
export async function createAccount(page: Page, overrides: Record<string, unknown> = {}) {
  const email = uniqueEmail('api');
  const response = await page.request.post('/api/auth/register-enhanced', {
    data: { email, password: PASSWORD, full_name: 'Priya Patel', user_type: 'worker', ...overrides },
  });
  expect(response.status()).toBe(200);
  return { email, ...(await response.json()) } as {
    email: string;
    access_token: string;
    user: { full_name: string };
  };
}

/** Signs the browser in as the account, the way the client stores a session. */
export async function signInWithToken(page: Page, account: { access_token: string; user: unknown }) {
  await page.goto('/');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: account.access_token, user: account.user },
  );
}

export async function openAuth(page: Page, mode: 'login' | 'register') {
  await page.waitForFunction(() => typeof window.openAuthModal === 'function');
  await page.evaluate((m) => window.openAuthModal?.(m), mode);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Whether the page is wide enough for the desktop header (account menu rather than the mobile menu). */
export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;

/** Sign Out from the header: the account menu on desktop, the mobile menu on phones. */
export async function signOutFromHeader(page: Page, name: string) {
  if (isDesktop(page)) {
    await page
      .getByRole('banner')
      .getByRole('button', { name: `Account menu for ${name}` })
      .click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' }).click();
  }
}
