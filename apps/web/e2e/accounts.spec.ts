import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createAccount, PASSWORD, uniqueEmail } from './support/api';
import { codeFromDevMailbox } from './support/dev-mailbox';
import {
  expectNoSeriousViolations,
  expectSignedInAs,
  openAuth,
  signInWithToken,
  signOutFromHeader,
  toastWith,
} from './support/ui';

async function verifyWithServerCode(page: Page) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  const testing = dialog.getByRole('region', { name: 'Development server only' });
  await expect(testing).toContainText(/Code from the server: \d{6}/);
  const code = (await testing.textContent())!.match(/Code from the server: (\d{6})/)![1]!;
  await dialog.getByLabel('Verification code').fill(code);
  await dialog.getByRole('button', { name: 'Verify Email' }).click();
}

test.describe('accounts', () => {
  test('registers through the two-step form (after a validation error), verifies the e-mail and sees the profile', async ({
    page,
  }) => {
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    await dialog.getByRole('button', { name: 'More sign-up options' }).click();
    const form = dialog;
    await expect(form.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeVisible();

    await form.getByText('Hire people for tasks and projects').click();
    await expect(form.getByRole('radio', { name: 'Employer' })).toBeChecked();
    await form.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await form.getByRole('button', { name: 'Continue to Profile Details' }).click();
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await expect(form.getByText('Full name is required')).toBeVisible();

    const email = uniqueEmail('form');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await expect(form.getByText('Email is invalid')).toBeHidden();
    await form.getByRole('textbox', { name: 'Full name' }).fill('Olivia Bennett');
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await form.getByRole('textbox', { name: 'Confirm password' }).fill(PASSWORD);
    await form.getByRole('button', { name: 'Continue to Profile Details' }).click();

    await expect(form.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeVisible();
    await expect(form.getByText(/^Complete your profile:/)).toBeVisible();
    await form.getByRole('textbox', { name: 'City (optional)' }).fill('Vancouver');
    await form.getByRole('textbox', { name: 'Skills (optional)' }).fill('Renovation, Project management');
    await form.getByRole('button', { name: 'Create Account' }).click();

    await verifyWithServerCode(page);
    await expect(
      toastWith(page, 'Email verified successfully! Your account is now fully activated.'),
    ).toBeVisible();
    await expectSignedInAs(page, 'Olivia Bennett');

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(email);
    await expect(page.getByRole('main')).toContainText('Vancouver');
    await expect(page.getByRole('main')).toContainText('Renovation');
    await expect(page.getByRole('main')).toContainText(/verified/i);
    await expectNoSeriousViolations(page);
  });

  test('signs up and in through the identity-provider form, and signs out', async ({ page }) => {
    // A long journey (sign-up, verification, sign-out, sign-in): 20 s alone, more on a busy machine.
    test.slow();
    await page.goto('/');
    let dialog = await openAuth(page, 'register');
    await expect(dialog.getByText('Phone verification temporarily unavailable')).toBeVisible();
    const email = uniqueEmail('idp');
    await dialog.getByLabel('Full name').fill('Noah Tremblay');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Skip for now (not recommended)' }).click();
    await expect(
      toastWith(page, 'Account created but email not verified. You can verify it later from your profile.'),
    ).toBeVisible();
    await expectSignedInAs(page, 'Noah Tremblay');

    await signOutFromHeader(page, 'Noah Tremblay');
    await expect
      // Sign Out reloads the page; a read during the reload is retried.
      .poll(() =>
        page
          .evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])
          .catch(() => 'reloading'),
      )
      .toEqual([null, null]);
    await expect(page.getByRole('button', { name: 'Sign In', includeHidden: true }).first()).toBeAttached();

    dialog = await openAuth(page, 'login');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^Password\*?$/).fill('Wrong#Pass1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Incorrect email or password. Please try again.');
    await dialog.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    // The e-mail is still unverified, so the modal offers verification first.
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Skip for now (not recommended)' }).click();
    await expectSignedInAs(page, 'Noah Tremblay');
  });

  test('signs in with the legacy form and resets a forgotten password', async ({ page }) => {
    const account = await createAccount(page, { full_name: 'Hannah Lee' });
    await page.goto('/');
    const dialog = await openAuth(page, 'login');
    await dialog.getByRole('button', { name: 'More sign-in options' }).click();
    await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
    await dialog.getByRole('textbox', { name: 'Email' }).fill(account.email);
    await dialog.getByRole('button', { name: 'Send Reset Code' }).click();
    // The code comes only by e-mail; on this development server, the form points to the dev mailbox.
    await expect(dialog.getByRole('link', { name: /read the code in the dev mailbox/ })).toBeVisible();
    const code = await codeFromDevMailbox(page, account.email, 'Reset your HireHand password');
    await dialog.getByRole('textbox', { name: 'Reset code' }).fill(code);
    await dialog.getByRole('textbox', { name: 'New password' }).fill('Brand#New2025');
    await dialog.getByRole('button', { name: 'Reset Password' }).click();
    // Back on sign-in at once: one heading, the address filled in, the success note.
    await expect(dialog.getByText('Your password has been reset.')).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(['Welcome Back']);
    const form = dialog.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('Brand#New2025');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(toastWith(page, "Welcome back! You're now logged in.")).toBeVisible();
    await expectSignedInAs(page, 'Hannah Lee');
  });

  test('signs in with Google through the development provider (form flow)', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuth(page, 'login');
    await dialog.getByRole('button', { name: 'More sign-in options' }).click();
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.getByRole('heading', { name: 'Development tool — this is not Google' })).toBeVisible();
    await page.getByLabel('Email').fill(uniqueEmail('google-form'));
    await page.getByLabel('Full name').fill('Diego Ramirez');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await expectSignedInAs(page, 'Diego Ramirez');
  });

  test('signs in with Google through the popup (identity-provider flow)', async ({ page }) => {
    await page.goto('/');
    const dialog = await openAuth(page, 'login');
    await dialog.getByRole('tab', { name: 'Google' }).click();
    const popupPromise = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupPromise;
    await expect(popup.getByRole('heading', { name: 'Development tool — this is not Google' })).toBeVisible();
    await popup.getByLabel('Email').fill(uniqueEmail('google-popup'));
    await popup.getByLabel('Full name').fill('Grace Kim');
    await popup.getByRole('button', { name: 'Continue' }).click();
    await expect(
      toastWith(page, 'Welcome to HireHand! Your account has been created with Google.'),
    ).toBeVisible();
    await expectSignedInAs(page, 'Grace Kim');
  });

  test('edits the profile and changes the password in settings', async ({ page }) => {
    const account = await createAccount(page, { full_name: 'Jack Wilson' });
    await signInWithToken(page, account);
    await page.goto('/settings');
    const profile = page.getByRole('form', { name: 'Profile' });
    await profile.getByRole('textbox', { name: /^City/ }).fill('Winnipeg');
    await profile.getByRole('button', { name: 'Save Profile' }).click();
    await expect(profile.getByRole('status')).not.toBeEmpty();

    const password = page.getByRole('form', { name: 'Change password' });
    await password.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wrong#Pass1');
    await password.getByRole('textbox', { name: 'New password', exact: true }).fill('Moving#Day2025');
    await password.getByRole('textbox', { name: 'Confirm new password' }).fill('Moving#Day2025');
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByText('Current password is incorrect')).toBeVisible();
    await password.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
    await password.getByRole('button', { name: 'Change Password' }).click();
    await expect(password.getByRole('status')).not.toBeEmpty();
    await expectNoSeriousViolations(page);

    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText('Winnipeg');
    const login = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: 'Moving#Day2025' },
    });
    expect(login.status()).toBe(200);
  });

  test('signs up with the keyboard only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await page.evaluate(() => window.openAuthModal?.('register'));
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const email = uniqueEmail('keyboard');
    // Walk the focus order until each field is reached, typing as a person would.
    const fill = async (label: RegExp, value: string) => {
      for (let i = 0; i < 25; i++) {
        const focusedLabel = await page.evaluate(() => {
          const el = document.activeElement as HTMLInputElement | null;
          return el?.labels?.[0]?.textContent ?? el?.getAttribute('aria-label') ?? '';
        });
        if (label.test(focusedLabel)) {
          await page.keyboard.type(value);
          return;
        }
        await page.keyboard.press('Tab');
      }
      throw new Error(`no field ${label} in the focus order`);
    };
    await fill(/^Full name/, 'Aisha Rahman');
    await fill(/^Email/, email);
    await fill(/^Password/, PASSWORD);
    await fill(/^Confirm password/, PASSWORD);
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});
