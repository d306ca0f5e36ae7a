import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { PASSWORD, uniqueEmail } from './support/api';
import { openAuth } from './support/ui';

/** The rows of the dev mailbox (the outbox) addressed to `email`, once nothing more arrives for a moment. */
async function mailCount(page: Page, email: string, atLeast: number) {
  const mailbox = await page.context().newPage();
  try {
    const rows = mailbox.getByRole('row').filter({ hasText: email });
    // E-mails are stored just after the answers: wait for the expected ones, then for any straggler.
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      expect(await rows.count()).toBeGreaterThanOrEqual(atLeast);
    }).toPass({ timeout: 30_000 });
    await mailbox.waitForTimeout(1500);
    await mailbox.goto('/dev/mailbox');
    return await rows.count();
  } finally {
    await mailbox.close();
  }
}

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null')).catch(() => 'reloading');

test.describe('sign-up e-mails and account types', () => {
  // Several page loads each (the app, the dev mailbox, a popup): give slow machines room.
  test.describe.configure({ timeout: 90_000 });

  test("the modal's default form sends one verification e-mail", async ({ page }) => {
    const email = uniqueEmail('one-mail-idp');
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    await dialog.getByLabel('Full name').fill('Lena Wright');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    expect(await mailCount(page, email, 1)).toBe(1);
  });

  test('the two-step form sends one verification e-mail', async ({ page }) => {
    const email = uniqueEmail('one-mail-form');
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    await dialog.getByRole('button', { name: 'More sign-up options' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByRole('textbox', { name: 'Full name' }).fill('Ravi Shah');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Continue to Profile Details' }).click();
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    expect(await mailCount(page, email, 1)).toBe(1);
  });

  test('Google sign-up in the modal creates the account type chosen there (and sends no verification e-mail)', async ({
    page,
  }) => {
    const email = uniqueEmail('google-type');
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    await dialog.getByRole('tab', { name: 'Google' }).click();
    await dialog.getByRole('combobox', { name: 'I am a' }).click();
    await page.getByRole('option', { name: 'Employer' }).click();
    await expect(dialog.getByRole('combobox', { name: 'I am a' })).toHaveText('Employer');
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Development tool — this is not Google' })).toBeVisible();
    await popup.getByLabel('Email').fill(email);
    await popup.getByLabel('Full name').fill('Mei Tanaka');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect.poll(async () => (await storedUser(page))?.user_type).toBe('employer');
    expect(await mailCount(page, email, 0)).toBe(0);
  });

  test('Google sign-up from the two-step form creates the account type chosen on it', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    await dialog.getByRole('button', { name: 'More sign-up options' }).click();
    await dialog.getByText('Business hiring solutions for teams').click();
    await expect(dialog.getByRole('radio', { name: 'Company' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Development tool — this is not Google' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('google-form-type'));
    await page.getByLabel('Full name').fill('Nadia Petrov');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect.poll(async () => (await storedUser(page))?.user_type).toBe('company');
  });
});
