import { expect, test } from './fixtures';
import { bearer, createAccount } from './support/api';
import { createJobPosting } from './support/dashboard';
import { expectNoSeriousViolations, isDesktop, signInAs } from './support/ui';

// Smart notifications that really arrive (issue 21, decision 039): an employer posts a job that
// meets a worker's preferences, the worker's open page shows the in-app notification live, and
// it opens the job; the e-mail's one-click unsubscribe page stops the e-mails. 1280 and 375 px.

test.describe('Match notifications', () => {
  test('a posted job reaches the worker live, opens from the bell, and the e-mail unsubscribe works', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now();
    const size = isDesktop(page) ? 1280 : 375;
    const worker = await createAccount(page.request, { city: 'Toronto', full_name: 'Priya Patel' });
    const profile = await page.request.patch('/api/profile/me', {
      headers: bearer(worker),
      data: { skills: ['Electrical Wiring', 'Panel Upgrades', 'Troubleshooting'] },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const saved = await page.request.post('/api/ai/smart-notifications', {
      headers: bearer(worker),
      data: {
        min_match_score: 60,
        max_distance_km: 25,
        preferred_categories: ['electrical'],
        notification_frequency: 'immediate',
        methods: ['email', 'in_app'],
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    // The worker's page is open.
    await signInAs(page, worker);
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: /^Notifications/ })).toBeVisible();

    // An employer posts a matching job.
    const employer = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Olivia Tremblay',
      user_type: 'employer',
    });
    const title = `Panel upgrade ${stamp}`;
    await createJobPosting(page.request, employer, {
      title,
      description: 'Replace a 100 A panel with a 200 A panel. Electrical wiring and troubleshooting.',
      skills_required: ['Electrical Wiring', 'Panel Upgrades'],
      hourly_rate: 48,
      location_type: 'onsite',
      remote_allowed: false,
    });

    // Live, without a reload (the realtime hub; the bell's poll is 30 s). Other tests' jobs in
    // Toronto may match this worker too, so the count is at least one.
    const bell = banner.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ });
    await expect(bell).toBeVisible({ timeout: 15_000 });
    await bell.click();
    const item = page.getByRole('menuitem', { name: new RegExp(`New job match: "${title}"`) });
    await expect(item).toBeVisible();
    await expect(item).toContainText(/Olivia Tremblay|Tremblay Builds/);
    await page.screenshot({ path: `/tmp/match-notification-${size}.png` });
    await item.click();
    const job = page.getByRole('dialog', { name: title });
    await expect(job).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]job=/);
    await page.screenshot({ path: `/tmp/match-job-${size}.png` });
    await page.keyboard.press('Escape');
    await expect(job).toBeHidden();

    // The e-mail, in the development mailbox: its unsubscribe link leads to the page.
    const subject = `New job match: ${title}`;
    const mailbox = await page.context().newPage();
    const row = mailbox
      .getByRole('row')
      .filter({ hasText: worker.email })
      .filter({ hasText: subject })
      .first();
    await expect(async () => {
      await mailbox.goto('/dev/mailbox');
      await expect(row).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await row.getByRole('link', { name: subject }).click();
    const text = (await mailbox.locator('pre').first().textContent()) ?? '';
    const link = /Unsubscribe from these e-mails: (\S+)/.exec(text)?.[1];
    expect(link, text).toMatch(/\/api\/match-emails\/unsubscribe\?token=/);
    const jobLink = /View the job: (\S+)/.exec(text)?.[1];
    expect(jobLink, text).toMatch(/\/api\/match-emails\/click\?token=/);
    await mailbox.close();

    // The e-mail's job link (the click redirect) opens the job on a fresh page.
    await page.goto(new URL(jobLink!).pathname + new URL(jobLink!).search);
    await expect(page.getByRole('dialog', { name: title })).toBeVisible();
    await expect(page).not.toHaveURL(/[?&]job=/);
    await page.keyboard.press('Escape');

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await expect(page).toHaveURL(/\/unsubscribe\?token=/);
    await expect(page.getByRole('heading', { name: 'Stop these job e-mails?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `/tmp/unsubscribe-${size}.png` });
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
    await expect(
      page.getByText('You will get no more smart notification e-mails. Your in-app notifications stay on.'),
    ).toBeVisible();
    await page.screenshot({ path: `/tmp/unsubscribed-${size}.png` });

    // Stopped on the server: e-mail is off, in-app stays.
    const after = await page.request.get('/api/ai/smart-notifications', { headers: bearer(worker) });
    expect((await after.json()).notification_preferences.methods).toEqual(['in_app']);
  });
});
