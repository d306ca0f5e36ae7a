import { expect, test } from '@playwright/test';
import { openSupportWidget, seriousViolations } from './support/ui';

for (const path of ['/', '/contact', '/membership', '/membership-success']) {
  test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The fixed launcher floats over whatever text sits at the viewport's corner, which axe
    // would read as that text's background; the launcher is scanned in the overlay test below.
    await page
      .getByRole('button', { name: 'Open the support assistant' })
      .evaluate((launcher: HTMLElement) => {
        launcher.style.visibility = 'hidden';
      });
    expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
  });

  test(`${path} has no horizontal scroll`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('the auth modal and the support chat widget have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/');
  await openSupportWidget(page);
  expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => typeof window.openAuthModal === 'function');
  await page.evaluate(() => window.openAuthModal?.('register'));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page, { bestPractice: true })).toEqual([]);
});

test('no content security policy violations while using the page', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  await page.goto('/contact');
  await page.getByRole('combobox', { name: 'Type of inquiry' }).click();
  await page.getByRole('option', { name: 'Feedback' }).click();
  await page.waitForFunction(() => typeof window.openAuthModal === 'function');
  await page.evaluate(() => window.openAuthModal?.('login'));
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(violations).toEqual([]);
});
