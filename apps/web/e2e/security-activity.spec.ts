import { expect, test } from './fixtures';
import { createAccount, PASSWORD } from './support/api';
import { expectNoSeriousViolations, signInAs } from './support/ui';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

test.describe('Settings: security activity', () => {
  test('shows sign-ins with their device and network, flags a new device, and adds a password change', async ({
    page,
  }, testInfo) => {
    const account = await createAccount(page, { full_name: 'Noor Haddad' });
    // A second sign-in from another device and network: the list flags both.
    const elsewhere = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: PASSWORD },
      headers: { 'user-agent': FIREFOX_WINDOWS, 'x-forwarded-for': '203.0.113.45' },
    });
    expect(elsewhere.status()).toBe(200);

    await signInAs(page, account);
    await page.goto('/settings');
    const heading = page.getByRole('heading', { name: 'Security activity', level: 2 });
    await heading.scrollIntoViewIfNeeded();
    const list = page.getByRole('list', { name: 'Security activity' });
    const items = list.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.nth(0)).toContainText('Signed in with your password');
    await expect(items.nth(0)).toContainText('Firefox on Windows');
    await expect(items.nth(0)).toContainText('Network 203.0.113.x');
    await expect(items.nth(0)).toContainText('New device');
    await expect(items.nth(0)).toContainText('New location');
    await expect(items.nth(1)).toContainText('Account created with your password');
    await expect(items.nth(0).locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);

    // A too-common new password is refused before it is sent; a good one is a new entry.
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(PASSWORD);
    await form.getByLabel(/^New password/).fill('Password1!');
    await form.getByLabel(/^Confirm new password/).fill('Password1!');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText(/This password is too common/)).toBeVisible();
    await form.getByLabel(/^New password/).fill('Lantern#Harbour77');
    await form.getByLabel(/^Confirm new password/).fill('Lantern#Harbour77');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText(/Your password has been changed/)).toBeVisible();
    await expect(items.nth(0)).toContainText('Password changed');
    await expect(items.nth(0)).toContainText('1 other session was signed out.');
    await expect(items).toHaveCount(3);

    await heading.scrollIntoViewIfNeeded();
    await expectNoSeriousViolations(page, { include: 'main' });
    // No sideways scrolling at 375 px: long device names and networks wrap.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await heading.locator('..').screenshot({ path: testInfo.outputPath('security-activity.png') });
  });
});
