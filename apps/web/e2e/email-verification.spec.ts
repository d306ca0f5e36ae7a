import { expect, test } from './fixtures';
import { createAccount } from './support/api';
import { codeFromDevMailbox } from './support/dev-mailbox';
import { signInWithToken } from './support/ui';

test.describe('e-mail verification after "Skip for now"', () => {
  test('the profile offers verify / resend, and the code from the dev mailbox verifies the address', async ({
    page,
  }) => {
    const account = await createAccount(page, { full_name: 'Amara Okafor' });
    await signInWithToken(page, account);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Verify your email address' });
    await expect(card).toContainText(account.email);
    await expect(page.getByRole('main')).toContainText('Email not verified');

    await card.getByRole('button', { name: 'Verify or resend code' }).click();
    await expect(card.getByText('Verification code sent to your email!')).toBeVisible();
    // The screen counts down the code's real lifetime, the one the e-mail states.
    await expect(card.getByText(/^Code expires in (10:00|9:5\d)$/)).toBeVisible();

    const code = await codeFromDevMailbox(page, account.email, 'Your HireHand verification code');
    await card.getByLabel('Verification code').fill(code);
    await card.getByRole('button', { name: 'Verify Email' }).click();

    await expect(page.getByRole('main').getByText('Email verified', { exact: true })).toBeVisible();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main').getByText('Email verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Verify your email address' })).toBeHidden();
  });

  test('the dev mailbox lists the e-mail and says it is a development tool', async ({ page }) => {
    const account = await createAccount(page);
    await page.request.post('/api/auth/forgot-password', { data: { email: account.email } });
    await expect(async () => {
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('row').filter({ hasText: account.email })).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await expect(page.getByText('Development tool')).toBeVisible();
  });
});
