import { expect, test } from './fixtures';
import { createAccount } from './support/api';

/**
 * Watches every frame from the first paint: was a "Sign In" or "Join Now" button ever shown?
 * Installed before the page's own scripts, so it sees the prerendered page too.
 */
const WATCH_SIGNED_OUT_BUTTONS = () => {
  const seen: string[] = [];
  (window as unknown as { signedOutSeen: string[] }).signedOutSeen = seen;
  const look = () => {
    for (const button of document.querySelectorAll('header button')) {
      const text = button.textContent?.trim() ?? '';
      if (text !== 'Sign In' && text !== 'Join Now') continue;
      const box = button.getBoundingClientRect();
      const style = getComputedStyle(button);
      if (box.width > 0 && style.visibility !== 'hidden' && style.display !== 'none') seen.push(text);
    }
    if (seen.length < 50) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

test.describe('a stored session on reload', () => {
  for (const path of ['/', '/contact']) {
    test(`never shows the signed-out header on ${path}, even on a slow CPU`, async ({ page }) => {
      const account = await createAccount(page, { full_name: 'Maya Singh' });
      await page.addInitScript(
        ({ token, user }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('user', JSON.stringify(user));
        },
        { token: account.access_token, user: account.user },
      );
      await page.addInitScript(WATCH_SIGNED_OUT_BUTTONS);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The app's code arrives late (a slow phone, a slow network): the page paints first.
      await page.route('**/assets/**/*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(path);
      // The signed-in header arrives (the user menu or, at 375, the messages badge).
      await expect(page.getByRole('banner').getByRole('button', { name: /^Messages/ })).toBeVisible({
        timeout: 15_000,
      });
      await page.waitForTimeout(300);
      expect(
        await page.evaluate(() => (window as unknown as { signedOutSeen: string[] }).signedOutSeen),
      ).toEqual([]);
    });
  }

  test('a stale session that is cleared shows the signed-out buttons again', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('token', 'not-a-session');
      localStorage.setItem('user', '{broken');
    });
    await page.goto('/');
    await page
      .getByRole('button', { name: 'Open menu' })
      .or(page.getByRole('button', { name: 'Join Now' }))
      .first()
      .click({ trial: true });
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-session', 'none');
  });
});
