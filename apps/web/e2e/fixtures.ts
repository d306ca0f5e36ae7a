import { randomInt } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test acts as its own person: a distinct client address (the e2e server
 * trusts X-Forwarded-For), so per-address rate limits never leak between tests.
 * Test data comes from support/api.ts, shared browser steps from support/ui.ts.
 */
export const test = base.extend<{ page: Page }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` });
  },
  // The landing page is prerendered: its buttons are on screen before React can handle a click.
  // Going to (or reloading) it waits until the app has taken over, as a person would see it react.
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const interactive = () =>
      page.waitForFunction(() => document.documentElement.dataset.interactive === 'true');
    const isLanding = () => new URL(page.url()).pathname === '/';
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (isLanding()) await interactive();
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (isLanding()) await interactive();
      return response;
    };
    await use(page);
  },
});
export { expect };
