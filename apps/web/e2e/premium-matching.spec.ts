import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type Account, bearer, createAccount, subscribeTo } from './support/api';
import { createJobPosting } from './support/dashboard';
import { expectNoSeriousViolations, openWorkTool, signInAs } from './support/ui';

// Premium AI Matching and AI Matching Analytics (issue 21, spec 3 §2, §4; decision 040), at 1280
// and 375 px: a premium worker tunes preferences and the list changes; a basic worker sees the
// upgrade card; a worker who used the matcher sees their analytics and switches period.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${test.info().project.name}-${name}.png`) });
}

/** An electrician in Toronto, with two fresh jobs posted nearby: one well paid, one not. */
async function electricianAndJobs(page: Page, stamp: string) {
  const employer = await createAccount(page.request, {
    city: 'Toronto',
    full_name: 'Olivia Tremblay',
    user_type: 'employer',
  });
  const job = (title: string, hourly_rate: number) =>
    createJobPosting(page.request, employer, {
      title,
      hourly_rate,
      location_type: 'onsite',
      remote_allowed: false,
      skills_required: ['Electrical Wiring'],
      description: 'Replace a 100 A panel with a 200 A panel. Electrical wiring experience needed.',
    });
  const wellPaid = `Premium panel ${stamp}`;
  const lowPaid = `Outlet repairs ${stamp}`;
  await job(wellPaid, 95);
  await job(lowPaid, 30);
  const worker = await createAccount(page.request, { city: 'Toronto', full_name: 'Priya Patel' });
  const profile = await page.request.patch('/api/profile/me', {
    headers: bearer(worker),
    data: { skills: ['Electrical Wiring', 'Troubleshooting'] },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  return { worker, wellPaid, lowPaid };
}

const card = (dialog: ReturnType<Page['getByRole']>, title: string) =>
  dialog.getByRole('article', { name: new RegExp(title) });

test.describe('Premium AI Matching and AI Matching Analytics', () => {
  test('a premium worker sees matches of the jobs just posted, tunes preferences and the list changes', async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now());
    const { worker, wellPaid, lowPaid } = await electricianAndJobs(page, stamp);
    await subscribeTo(page.request, worker as Account, 'premium', baseURL!);

    await signInAs(page, worker);
    await page.goto('/');
    await openWorkTool(page, 'Premium AI Matching');
    const dialog = page.getByRole('dialog', { name: 'Premium AI Matching' });
    await expect(dialog.getByText('Premium Feature')).toBeVisible();
    // Defaults (premium only): the $95 job is gold or platinum whatever its score.
    const top = card(dialog, wellPaid);
    await expect(top).toBeVisible({ timeout: 20_000 });
    await expect(top).toContainText('$95/hr');
    await expect(top.getByTestId('premium-tier')).toHaveText(/Platinum|Gold/);
    await expect(top).toContainText(/\d+ min travel/);
    const strip = dialog.getByLabel('Premium summary');
    await expect(strip).toContainText('Premium matches');
    await shot(page, 'premium-matches');
    await expectNoSeriousViolations(page, { include: '[data-testid="premium-matching"]' });

    // Preferences: every job, not only premium ones: the $30 job is in the list.
    await dialog.getByRole('tab', { name: 'Matching Preferences' }).click();
    await dialog.getByRole('checkbox', { name: 'Only premium jobs (gold and platinum tiers)' }).uncheck();
    await shot(page, 'premium-preferences');
    await dialog.getByRole('button', { name: 'Update Matches' }).click();
    await expect(card(dialog, lowPaid)).toBeVisible({ timeout: 20_000 });
    await expect(card(dialog, wellPaid)).toBeVisible();

    // Raise the minimum pay to $50: the $30 job leaves the list.
    await dialog.getByRole('tab', { name: 'Matching Preferences' }).click();
    await dialog.getByRole('slider', { name: 'Minimum pay' }).fill('50');
    await expect(dialog.getByText('$50/hr')).toBeVisible();
    await dialog.getByRole('button', { name: 'Update Matches' }).click();
    await expect(card(dialog, wellPaid)).toBeVisible({ timeout: 20_000 });
    await expect(card(dialog, lowPaid)).toHaveCount(0);

    // Stored: opened again, the preferences are the ones chosen.
    await page.keyboard.press('Escape');
    await openWorkTool(page, 'Premium AI Matching');
    const again = page.getByRole('dialog', { name: 'Premium AI Matching' });
    await again.getByRole('tab', { name: 'Matching Preferences' }).click();
    await expect(again.getByRole('slider', { name: 'Minimum pay' })).toHaveValue('50');

    await again.getByRole('tab', { name: 'AI Analytics' }).click();
    await expect(again.getByLabel('Premium match summary')).toBeVisible({ timeout: 20_000 });
    await expect(again.getByTestId('premium-recommendations').getByRole('listitem')).toHaveCount(3);
    await shot(page, 'premium-analytics');
  });

  test('a basic worker sees the upgrade card; after using the matcher, AI Matching Analytics counts the matches', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now());
    const { worker, wellPaid } = await electricianAndJobs(page, stamp);
    await signInAs(page, worker);
    await page.goto('/');

    await openWorkTool(page, 'Premium AI Matching');
    const premium = page.getByRole('dialog', { name: 'Premium AI Matching' });
    const upgrade = premium.getByTestId('premium-upgrade');
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByRole('link', { name: 'See membership plans' })).toHaveAttribute(
      'href',
      '/membership',
    );
    await expect(premium.getByRole('article')).toHaveCount(0);
    await shot(page, 'premium-upgrade');
    await page.keyboard.press('Escape');

    // Before any match: the empty state.
    await openWorkTool(page, 'Analytics');
    const analytics = page.getByRole('dialog', { name: 'AI Matching Analytics' });
    await expect(analytics.getByText('No Analytics Available')).toBeVisible({ timeout: 20_000 });
    await page.keyboard.press('Escape');

    // The matcher shows matches (recorded as impressions).
    await openWorkTool(page, 'AI Matcher');
    const matcher = page.getByRole('dialog', { name: 'AI Job Matcher' });
    await matcher.getByRole('button', { name: 'Find AI Matches' }).click();
    await expect(matcher.getByRole('article', { name: new RegExp(wellPaid) })).toBeVisible({
      timeout: 20_000,
    });
    const found = Number(
      (await matcher
        .getByLabel('Match summary')
        .getByText('Total Matches')
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '0',
    );
    await page.keyboard.press('Escape');

    await openWorkTool(page, 'Analytics');
    const stats = analytics.getByLabel('Matching performance');
    await expect(stats).toBeVisible({ timeout: 20_000 });
    const total = stats.getByText('Total Matches').locator('xpath=following-sibling::dd[1]');
    await expect(total).toHaveText(String(Math.min(found, 20)));
    expect(Number(await total.textContent())).toBeGreaterThan(0);
    await expect(stats).toContainText('Success Score');
    await shot(page, 'match-analytics');
    await expectNoSeriousViolations(page, { include: '[data-testid="match-analytics"]' });

    await analytics.getByRole('button', { name: '7 Days' }).click();
    await expect(analytics.getByRole('button', { name: '7 Days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(total).toHaveText(String(Math.min(found, 20)));

    // Configure Notifications: the matcher opens on Smart Notifications.
    await analytics.getByRole('button', { name: 'Configure Notifications' }).click();
    await expect(
      page.getByRole('dialog', { name: 'AI Job Matcher' }).getByTestId('smart-notifications'),
    ).toBeFocused();
  });
});
