import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, PASSWORD, randomAddress } from './support/api';
import { expectStoredUser } from './support/ui';

/**
 * The landing page arrives as prerendered HTML before its code. Its plan buttons and "Post a
 * Job" are links to real pages, so a click works before the app has taken over (or without
 * JavaScript at all); once it has, they open the in-app flow: the posting wizard, signing in
 * first when needed.
 */

const WIZARD = 'Post a Job - Hire Someone';

/** A context of its own (no hydration wait), as wide as the project's, on the test's client address. */
const newContext = (browser: Browser, page: Page, baseURL: string | undefined, javaScriptEnabled = true) =>
  browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport: page.viewportSize(),
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });

const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return url.pathname + url.search;
};

test.describe('landing links before the app has taken over', () => {
  test('without JavaScript, the plan buttons and Post a Job lead to their pages', async ({
    browser,
    page,
    baseURL,
  }) => {
    const context = await newContext(browser, page, baseURL, false);
    const plain = await context.newPage();
    const pricing = plain.locator('#pricing');

    await plain.goto('/');
    await pricing
      .getByRole('article', { name: 'Monthly Pro' })
      .getByRole('link', { name: 'Start free trial' })
      .click();
    await expect.poll(() => pathOf(plain)).toBe('/membership');

    await plain.goto('/');
    await pricing
      .getByRole('article', { name: 'Pay-Per-Post' })
      .getByRole('link', { name: 'Post a job' })
      .click();
    await expect.poll(() => pathOf(plain)).toBe('/?post=job');

    await plain.goto('/');
    await plain.locator('#post').getByRole('link', { name: 'Post a Job' }).click();
    await expect.poll(() => pathOf(plain)).toBe('/?post=job');

    await plain.goto('/');
    await pricing
      .getByRole('article', { name: 'Free' })
      .getByRole('link', { name: 'Get started free' })
      .click();
    await expect.poll(() => pathOf(plain)).toBe('/dashboard');
    await context.close();
  });

  test('signed in, Post a Job clicked before hydration opens the wizard once the app is up', async ({
    browser,
    page,
    baseURL,
  }) => {
    const account = await createAccount(page, { full_name: 'Maya Chen', user_type: 'employer' });
    const context = await newContext(browser, page, baseURL);
    await context.addInitScript(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: account.access_token, user: account.user },
    );
    const early = await context.newPage();
    // The app's code waits until the click has happened: the page is HTML only.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await early.route(/\/assets\/.+\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => {});
    });
    await early.goto('/', { waitUntil: 'commit' });
    const postJob = early.locator('#post').getByRole('link', { name: 'Post a Job' });
    await postJob.click();
    await expect.poll(() => pathOf(early)).toBe('/?post=job');
    release();
    await expect(early.getByRole('dialog', { name: WIZARD })).toBeVisible();
    // Opened, the link leaves the address (going back or reloading does not open it again).
    await expect.poll(() => pathOf(early)).toBe('/');
    await context.close();
  });
});

test.describe("the employers section's Post a Job", () => {
  test('signed in, opens the wizard in job mode', async ({ page }) => {
    const account = await createAccount(page, { full_name: 'Maya Chen', user_type: 'employer' });
    await page.goto('/');
    await page.evaluate(
      ({ token, user }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('user', JSON.stringify(user));
      },
      { token: account.access_token, user: account.user },
    );
    await page.reload();
    await page.locator('#post').getByRole('link', { name: 'Post a Job' }).click();
    await expect(page.getByRole('dialog', { name: WIZARD })).toBeVisible();
    expect(pathOf(page)).toBe('/');
  });

  test('signed out, asks to sign in first, then opens the wizard', async ({ page }) => {
    const account = await createAccount(page, { full_name: 'Omar Haddad', user_type: 'employer' });
    await page.goto('/');
    await page.locator('#post').getByRole('link', { name: 'Post a Job' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Join HireHand' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Already have an account? Sign in' }).click();
    const form = dialog.getByRole('form', { name: 'Sign in' });
    await form.getByRole('textbox', { name: /^Email/ }).fill(account.email);
    await form.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign In' }).click();
    // The address is new, so the e-mail is unverified: the modal offers verification first.
    await dialog.getByRole('button', { name: 'Skip for now (not recommended)' }).click();
    await expectStoredUser(page, 'Omar Haddad');
    await expect(page.getByRole('dialog', { name: WIZARD })).toBeVisible();
  });
});
