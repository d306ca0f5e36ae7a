import { expect, test } from './fixtures';
import { bearer, createAccount } from './support/api';
import { createJobPosting } from './support/dashboard';
import { expectNoSeriousViolations, openWorkTool, signInAs } from './support/ui';

// The AI Job Matcher (issue 21, spec 2 §2.3): a worker sets work preferences in Settings, finds
// matches explained factor by factor, saves a job and enables smart notifications; 1280 and 375 px.

test.describe('AI Job Matcher', () => {
  test('a worker sets work preferences, finds an explained match, saves it and enables smart notifications', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Tremblay',
      user_type: 'employer',
    });
    const title = `Panel upgrade ${stamp}`;
    // Well paid, in the worker's city and category: it should rank among their best matches.
    await createJobPosting(page.request, employer, {
      title,
      hourly_rate: 95,
      // On site in Toronto (a remote job shows "Remote" instead of a city).
      location_type: 'onsite',
      remote_allowed: false,
      description: 'Replace a 100 A panel with a 200 A panel. Electrical wiring experience needed.',
    });
    const worker = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Priya Patel',
      user_type: 'worker',
    });
    const profile = await page.request.patch('/api/profile/me', {
      headers: bearer(worker),
      data: { skills: ['Electrical Wiring', 'Troubleshooting'] },
    });
    expect(profile.status(), await profile.text()).toBe(200);

    // Settings: the work preferences section, reached by its anchor.
    await signInAs(page, worker);
    await page.goto('/settings#work-preferences');
    const form = page.getByRole('form', { name: 'Work preferences' });
    await expect(form).toBeVisible();
    await form.getByLabel('Desired hourly rate (CAD)').fill('45');
    await form.getByLabel('Maximum distance (km)').fill('25');
    await form.getByRole('group', { name: 'Job types' }).getByRole('checkbox', { name: 'Full-time' }).check();
    await form.getByRole('group', { name: 'Schedules' }).getByRole('checkbox', { name: 'Day' }).check();
    await form
      .getByRole('group', { name: 'Categories of work' })
      .getByRole('checkbox', { name: 'Electrical' })
      .check();
    await form.getByRole('button', { name: 'Add certification' }).click();
    const certification = form.getByRole('group', { name: 'Certification 1' });
    await certification.getByLabel('Certification', { exact: true }).selectOption('red_seal_electrician');
    await certification.getByLabel('Licence or certificate number').fill(`RS-${stamp}`.slice(0, 20));
    await form.getByRole('switch', { name: 'Let employers nearby find me' }).check();
    await expectNoSeriousViolations(page);
    await form.getByRole('button', { name: 'Save Work Preferences' }).click();
    await expect(form.getByText('Your work preferences have been saved.')).toBeVisible();
    // Saved on the server: a reload shows them.
    await page.reload();
    await expect(
      page.getByRole('form', { name: 'Work preferences' }).getByLabel('Desired hourly rate (CAD)'),
    ).toHaveValue('45');

    // The matcher, from the work menu (the mobile menu at 375 px).
    await page.goto('/');
    await openWorkTool(page, 'AI Matcher');
    const matcher = page.getByRole('dialog', { name: 'AI Job Matcher' });
    await expect(matcher.getByText('Intelligent job matching powered by AI')).toBeVisible();
    await matcher.getByRole('button', { name: 'Find AI Matches' }).click();
    const summary = matcher.getByLabel('Match summary');
    await expect(summary).toBeVisible({ timeout: 20_000 });
    await expect(summary).toContainText('Total Matches');
    await expect(summary).toContainText('5 factors');

    const card = matcher.getByRole('article', { name: new RegExp(title) });
    await expect(card).toBeVisible();
    await expect(card.getByTestId('match-badge')).toHaveText(/^\d{1,3}% match$/);
    await expect(card).toContainText('Toronto');
    await expect(card).toContainText('$95/hr');
    await expect(card.getByText(/^Success: \d{1,3}%$/)).toBeVisible();
    const meters = card.getByRole('meter');
    await expect(meters).toHaveCount(5);
    for (const factor of ['Skills', 'Location', 'Pay', 'Schedule', 'Growth'])
      await expect(card.getByRole('meter', { name: factor })).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    await card.getByText('Why these scores').click();
    await expect(card.locator('dl dd')).toHaveCount(5);
    await expect(matcher.getByTestId('market-insights')).toContainText(/\d+ opportunit(y|ies) available/);

    await card.getByRole('button', { name: 'Save Job' }).click();
    await expect(card.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
    await expectNoSeriousViolations(page, { include: '[data-testid="ai-matcher"]' });

    // Smart notifications: not enabled on the defaults, then enabled.
    const notifications = matcher.getByTestId('smart-notifications');
    await expect(notifications.getByRole('combobox', { name: 'Minimum match score' })).toHaveValue('75');
    await notifications.getByRole('combobox', { name: 'Minimum match score' }).selectOption('90');
    await notifications.getByRole('combobox', { name: 'Frequency' }).selectOption('weekly');
    await notifications.getByRole('button', { name: 'Electrical' }).click();
    await notifications.getByRole('button', { name: 'Enable Smart Notifications' }).click();
    await expect(
      notifications.getByText("Smart notifications enabled! You'll receive personalized job matches."),
    ).toBeVisible();
    await expect(notifications.getByText('Active', { exact: true })).toBeVisible();

    // Opened again, the saved preferences load as enabled.
    await page.keyboard.press('Escape');
    await expect(matcher).toBeHidden();
    await openWorkTool(page, 'AI Matcher');
    const again = page.getByRole('dialog', { name: 'AI Job Matcher' }).getByTestId('smart-notifications');
    await expect(again.getByText('Active', { exact: true })).toBeVisible();
    await expect(again.getByRole('combobox', { name: 'Minimum match score' })).toHaveValue('90');
    await expect(again.getByRole('combobox', { name: 'Frequency' })).toHaveValue('weekly');
  });

  test('employers do not get the AI Matcher', async ({ page }) => {
    const employer = await createAccount(page.request, {
      user_type: 'employer',
      full_name: 'Olivia Tremblay',
    });
    await signInAs(page, employer);
    const banner = page.getByRole('banner');
    if ((page.viewportSize()?.width ?? 1280) >= 1024) {
      await banner.getByRole('button', { name: 'Work', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: /^Post Job/ })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^AI Matcher/ })).toHaveCount(0);
    } else {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('button', { name: 'Post Job', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'AI Matcher', exact: true })).toHaveCount(0);
    }
  });
});
