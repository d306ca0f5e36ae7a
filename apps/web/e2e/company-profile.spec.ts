import { expect, test } from './fixtures';
import { createAccount } from './support/api';
import { png } from './support/files';
import { expectNoSeriousViolations, isDesktop, signInAs } from './support/ui';

test.describe('A company account is a company (issue 22)', () => {
  test('fills its company profile with a logo and sees it on its profile, with no worker wording', async ({
    page,
  }, testInfo) => {
    const account = await createAccount(page, { full_name: 'Maple Builders', user_type: 'company' });
    await signInAs(page, account);
    await page.goto('/profile');

    const card = page.getByRole('region', { name: 'Company profile' });
    await expect(card.getByRole('button', { name: 'Edit company profile' })).toBeVisible();
    await expect(page.getByText(/Add your skills/)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Skills and bio' })).toHaveCount(0);

    await card.getByRole('button', { name: 'Edit company profile' }).click();
    const form = page.getByRole('form', { name: 'Edit company profile' });
    await form.getByLabel(/^Company name/).fill('Maple Builders Inc.');
    await form.getByLabel('City').fill('Toronto');
    await form.getByLabel('Website').fill('https://maple-builders.example.ca');
    await form.getByRole('combobox', { name: 'Company size' }).click();
    await page.getByRole('option', { name: '11-50 employees' }).click();
    await form.getByLabel('About the company').fill('Renovations and new builds across the GTA since 2009.');
    await form.getByTestId('company-logo-input').setInputFiles({
      name: 'maple.png',
      mimeType: 'image/png',
      buffer: png(64, 64, (x, y) => (x + y < 64 ? [200, 30, 40] : [250, 250, 250])),
    });
    await expect(form.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
    await form.getByRole('button', { name: 'Save Company Profile' }).click();

    await expect(card.getByText('Your company profile has been updated.')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Maple Builders Inc.' })).toBeVisible();
    await expect(card.getByText('Toronto')).toBeVisible();
    await expect(card.getByText('11-50 employees')).toBeVisible();
    await expect(card.getByRole('link', { name: 'maple-builders.example.ca' })).toBeVisible();
    const logo = card.getByRole('img', { name: 'Logo of Maple Builders Inc.' });
    await expect(logo).toHaveAttribute(
      'src',
      /^\/api\/business\/companies\/[0-9a-f-]+\/logo\/[0-9a-f-]+\.png$/,
    );
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    // Still there after a reload: it was saved, not just shown.
    await page.reload();
    await expect(page.getByRole('img', { name: 'Logo of Maple Builders Inc.' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: 'main' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .getByRole('region', { name: 'Company profile' })
      .screenshot({ path: testInfo.outputPath(`company-profile-${isDesktop(page) ? 1280 : 375}.png`) });

    // The header: the Business menu, and no "Experience: Your work experience and portfolio".
    const banner = page.getByRole('banner');
    if (isDesktop(page)) {
      await banner.getByRole('button', { name: 'Business', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: /^Premium AI Matching/ })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Experience/ })).toHaveCount(0);
      await expect(page.getByText('Your work experience and portfolio')).toHaveCount(0);
      await page.keyboard.press('Escape');
    } else {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByText('Business', { exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Premium AI Matching', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Experience', exact: true })).toHaveCount(0);
    }
    await page.screenshot({
      path: testInfo.outputPath(`company-header-${isDesktop(page) ? 1280 : 375}.png`),
    });
  });

  test('the dashboard acts as the person or for their company, and keeps the choice in the tab', async ({
    page,
  }) => {
    const account = await createAccount(page, { full_name: 'Cedar Works', user_type: 'company' });
    await signInAs(page, account);
    await page.goto('/dashboard');
    const actingAs = page.getByRole('combobox', { name: 'Acting as' });
    await expect(actingAs).toHaveText('Cedar Works (me)');
    await actingAs.click();
    // A company account's company is made on first need, named after the account.
    await page.getByRole('option', { name: 'Cedar Works', exact: true }).click();
    await expect(page.getByText(/^Here is where the job posts of Cedar Works stand\./)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Post a Job' }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Offer a Service' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Acting as' })).toHaveText('Cedar Works');
  });
});
