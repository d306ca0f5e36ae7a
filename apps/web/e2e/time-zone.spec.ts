import { expect, test } from './fixtures';
import { bearer, createAccount, PASSWORD, uniqueEmail } from './support/api';
import { expectNoSeriousViolations, openAuth, signInAs } from './support/ui';

// The account's time zone (docs/decisions/023-locale-and-time-zone.md), at 1280 and 375 px.

/** How a moment's day reads in a zone, as the screens format it. */
const dayIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeZone }).format(new Date(iso));

test.describe('time zone', () => {
  // This browser says it is in Edmonton: a sign-up must keep that zone, and dates are not read in it.
  test.use({ timezoneId: 'America/Edmonton' });

  test('changing the time zone in Settings changes the dates on screen', async ({ page }) => {
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are 25 hours apart: every moment has a
    // different date in each, so the profile's "Member since" must change.
    const account = await createAccount(page.request, {
      full_name: 'Tala Faleolo',
      time_zone: 'Pacific/Pago_Pago',
    });
    const { created_at: createdAt } = account.user as unknown as { created_at: string };
    const before = dayIn(createdAt, 'Pacific/Pago_Pago');
    const after = dayIn(createdAt, 'Pacific/Kiritimati');
    expect(before).not.toBe(after);

    await signInAs(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText(`Member since ${before}`);

    await page.goto('/settings');
    const section = page.getByRole('form', { name: 'Time zone' });
    const select = section.getByRole('combobox', { name: 'Time zone' });
    await expect(select).toHaveValue('Pacific/Pago_Pago');
    // The browser's own zone is offered in one click.
    await expect(section).toContainText(/This device's time zone: Edmonton \(GMT-0[67]:00\)/);
    await select.selectOption('Pacific/Kiritimati');
    await expect(section).toContainText(/Now in this time zone: .*GMT\+14/);
    await expectNoSeriousViolations(page);
    await section.getByRole('button', { name: 'Save Time Zone' }).click();
    await expect(section).toContainText('Your time zone is now Kiritimati (GMT+14:00).');

    const stored = await page.request.get('/api/profile/me', { headers: bearer(account) });
    expect((await stored.json()).time_zone).toBe('Pacific/Kiritimati');
    await page.goto('/profile');
    await expect(page.getByRole('main')).toContainText(`Member since ${after}`);
    await expect(page.getByRole('main')).not.toContainText(`Member since ${before}`);
  });

  test("a sign-up in the browser keeps the browser's time zone", async ({ page }) => {
    test.slow();
    await page.goto('/');
    const dialog = await openAuth(page, 'register');
    const email = uniqueEmail('zone');
    await dialog.getByLabel('Full name').fill('Noah Tremblay');
    await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
    await dialog.getByLabel(/^Password\*?$/).fill(PASSWORD);
    await dialog.getByLabel(/^Confirm password/).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Create Account' }).click();
    await expect(dialog.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const me = await page.request.get('/api/profile/me', { headers: { authorization: `Bearer ${token}` } });
    expect(await me.json()).toMatchObject({ email, time_zone: 'America/Edmonton', locale: 'en-CA' });
  });
});
