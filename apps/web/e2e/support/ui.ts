/** What many journeys do in the browser: sign in, find the header's tools, read toasts, run axe. */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { randomAddress } from './api';

/** Whether the page is wide enough for the desktop header (account menu rather than the mobile menu). */
export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 1024;

/** A toast with the exact text (Radix also repeats it in a hidden live region). */
export const toastWith = (page: Page, text: string | RegExp) =>
  page.getByTestId('toast').filter({ hasText: text });

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

/**
 * Signs in as above, then reloads: going from "/" to "/#work" is only a fragment change, which
 * would keep the signed-out page.
 */
export async function signInAs(page: Page, account: { access_token: string; user: unknown }) {
  await signInWithToken(page, account);
  await page.reload();
}

/** Opens the auth modal through the global entry point the product documents. */
export async function openAuth(page: Page, mode: 'login' | 'register') {
  await page.waitForFunction(() => typeof window.openAuthModal === 'function');
  await page.evaluate((m) => window.openAuthModal?.(m), mode);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The stored user's name (polled: a sign-in reloads the page). */
export async function expectStoredUser(page: Page, name: string) {
  await expect
    .poll(() =>
      page
        .evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')?.full_name ?? null)
        .catch(() => 'reloading'),
    )
    .toBe(name);
}

/** The header shows the person signed in: the account menu on desktop, Sign Out in the mobile menu. */
export async function expectSignedInAs(page: Page, name: string) {
  await expectStoredUser(page, name);
  if (isDesktop(page)) {
    await expect(
      page.getByRole('banner').getByRole('button', { name: `Account menu for ${name}` }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('#mobile-menu').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
  }
}

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

/**
 * Opens one of the header's work tools ("Browse Gigs", "Experience", "My Dashboard", ...): a
 * header button when it is one, else the signed-in "Work" menu ("Business" for a company account)
 * on wide screens, else the mobile menu.
 */
export async function openWorkTool(page: Page, name: string) {
  const banner = page.getByRole('banner');
  if (!isDesktop(page)) {
    await banner.getByRole('button', { name: 'Open menu' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name, exact: true }).click();
    return;
  }
  const direct = banner.getByRole('button', { name, exact: true });
  const workMenu = banner.getByRole('button', { name: /^(Work|Business)$/ });
  await expect(direct.or(workMenu).first()).toBeVisible();
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await workMenu.click();
  await page.getByRole('menuitem', { name: new RegExp(`^${name}`) }).click();
}

/** A second person in their own browser context, with the same screen as the test's page. */
export async function secondPerson(browser: Browser, page: Page, baseURL: string | undefined) {
  const viewport = page.viewportSize();
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: !isDesktop(page),
    hasTouch: !isDesktop(page),
    extraHTTPHeaders: { 'x-forwarded-for': randomAddress() },
  });
  return { context, page: await context.newPage() };
}

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Serious and critical axe findings on the page (or inside one part of it), one line each. */
export async function seriousViolations(
  page: Page,
  { include, bestPractice = false }: { include?: string; bestPractice?: boolean } = {},
) {
  let builder = new AxeBuilder({ page }).withTags(bestPractice ? [...WCAG_AA, 'best-practice'] : WCAG_AA);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

export async function expectNoSeriousViolations(page: Page, options?: { include?: string }) {
  expect(await seriousViolations(page, options)).toEqual([]);
}

/**
 * Opens the support widget as a person would on any screen: on a phone the launcher steps aside
 * while text lies under its corner (covered-content.spec.ts), and the end of the page keeps it
 * free. Sections that load late (the job board) can push the end further down: scroll again until it is.
 */
export async function openSupportWidget(page: Page) {
  const launcher = page.getByRole('button', { name: 'Open the support assistant' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await launcher.click({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}
