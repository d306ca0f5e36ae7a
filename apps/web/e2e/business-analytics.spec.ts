import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { applyTo, bearer, createAccount } from './support/api';
import { createJobPosting } from './support/dashboard';
import { joinTeam } from './support/teams';
import { expectNoSeriousViolations, isDesktop, openWorkTool, signInAs } from './support/ui';

// The Business Intelligence Dashboard (issue 22, spec 2 §2.5, decision 043), at 1280 and 375 px:
// a company owner who posted a job and hired through it opens the dashboard from the work menu,
// reads the figures the server computed for their company, switches timeframe and view.

async function shot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${test.info().project.name}-${name}.png`) });
}

/** The company's figures straight from the API, for the owner. */
async function dashboardFigures(page: Page, owner: { access_token: string }, timeframe: string) {
  const response = await page.request.get(`/api/business/analytics/dashboard?timeframe=${timeframe}`, {
    headers: bearer(owner),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { overview: { total_jobs_posted: number; total_applications: number } };
}

const cad = (amount_cents: number) => ({ amount_cents, currency: 'CAD' });

/** A busy company's figures, to see every section and chart laid out (the server's are checked above). */
const BUSY = {
  timeframe: '90d',
  from: '2026-08-29T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  overview: {
    total_jobs_posted: 24,
    active_jobs: 9,
    completed_jobs: 11,
    total_applications: 131,
    hired_workers: 14,
    total_spent: cad(4_861_250),
    average_job_cost: cad(347_232),
    success_rate: 0.72,
    time_to_hire_avg: 41.5,
    worker_satisfaction: null,
  },
  trends: { jobs_posted_trend: 33.3, applications_trend: -8.4, cost_trend: null, satisfaction_trend: null },
  job_categories: [
    { category: 'electrical', count: 12, percentage: 50 },
    { category: 'plumbing', count: 8, percentage: 33.3 },
    { category: 'hvac', count: 4, percentage: 16.7 },
  ],
  geographic_distribution: [
    { city: 'Toronto', jobs: 15, workers: 212 },
    { city: 'Mississauga', jobs: 9, workers: 87 },
  ],
  monthly_performance: [
    { month: '2026-09', jobs: 6, cost: cad(1_020_000), satisfaction: null },
    { month: '2026-10', jobs: 10, cost: cad(2_141_250), satisfaction: null },
    { month: '2026-11', jobs: 8, cost: cad(1_700_000), satisfaction: null },
  ],
};
const BUSY_WORKERS = {
  timeframe: '90d',
  workers: [
    {
      id: 'w1',
      name: 'Alexandra Fitzgerald-Montgomery',
      specialization: 'Licensed Electrician',
      jobs_completed: 5,
      average_rating: null,
      total_earned: cad(1_250_000),
      success_rate: 0.833,
      response_time: 14,
      location: 'Toronto',
    },
  ],
};

test.describe('Business Intelligence Dashboard', () => {
  test('a company owner reads their figures, switches timeframe and opens Worker Analytics', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const stamp = String(Date.now());
    const owner = await createAccount(page.request, {
      city: 'Toronto',
      full_name: 'Northwind Builders',
      user_type: 'company',
    });
    const postingId = await createJobPosting(page.request, owner, { title: `Panel upgrade ${stamp}` });
    const worker = await createAccount(page.request, { city: 'Toronto', full_name: 'Priya Patel' });
    const applicationId = await applyTo(page.request, worker, postingId);
    const accepted = await page.request.post(`/api/applications/${applicationId}/accept`, {
      headers: bearer(owner),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    const expected = (await dashboardFigures(page, owner, '30d')).overview;

    await signInAs(page, owner);
    await page.goto('/');
    await openWorkTool(page, 'Business Intelligence');
    const dialog = page.getByRole('dialog', { name: 'Business Intelligence Dashboard' });
    const figures = dialog.getByLabel('Key figures');
    await expect(figures).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('button', { name: 'Last 30 Days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const jobsCard = figures.getByTestId('kpi').filter({ hasText: 'Total Jobs Posted' });
    await expect(jobsCard).toContainText(String(expected.total_jobs_posted));
    const applicationsCard = figures.getByTestId('kpi').filter({ hasText: 'Total Applications' });
    await expect(applicationsCard).toContainText(String(expected.total_applications));
    await expect(figures.getByTestId('kpi').filter({ hasText: 'Total Spent' })).toContainText('$');
    if (expected.total_jobs_posted === 0 && expected.total_applications === 0) {
      await expect(dialog.getByText('No job postings yet in this period')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Post a job' })).toBeVisible();
    } else {
      await expect(dialog.getByTestId('section-categories')).toBeVisible();
    }
    await shot(page, 'business-analytics-overview');
    await expectNoSeriousViolations(page, { include: '[data-testid="business-analytics"]' });

    // Another timeframe reloads: the week's figures, from the same server.
    const week = (await dashboardFigures(page, owner, '7d')).overview;
    const reloaded = page.waitForResponse((response) =>
      response.url().includes('/api/business/analytics/dashboard?timeframe=7d'),
    );
    await dialog.getByRole('button', { name: 'Last 7 Days' }).click();
    expect((await reloaded).status()).toBe(200);
    await expect(dialog.getByRole('button', { name: 'Last 7 Days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(jobsCard).toContainText(String(week.total_jobs_posted));

    // Worker Analytics: the workers section only.
    await dialog.getByRole('combobox', { name: 'View' }).click();
    await page.getByRole('option', { name: 'Worker Analytics' }).click();
    await expect(dialog.getByTestId('view-workers')).toBeVisible();
    await expect(dialog.getByTestId('section-geography')).toHaveCount(0);
    if (week.total_jobs_posted > 0 || week.total_applications > 0) {
      await expect(dialog.getByTestId('section-workers')).toBeVisible();
    }
    await shot(page, 'business-analytics-workers');
    await expectNoSeriousViolations(page, { include: '[data-testid="business-analytics"]' });

    // Export CSV: a download named by the server.
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  });

  test('a worker keeps AI Matching Analytics under Analytics and has no Business Intelligence', async ({
    page,
  }) => {
    const worker = await createAccount(page.request, { full_name: 'Priya Patel' });
    await signInAs(page, worker);
    await page.goto('/');
    await openWorkTool(page, 'Analytics');
    await expect(page.getByRole('dialog', { name: 'AI Matching Analytics' })).toBeVisible({
      timeout: 20_000,
    });
    await page.keyboard.press('Escape');
    if (page.viewportSize()!.width < 1024) {
      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      await expect(
        page.locator('#mobile-menu').getByRole('button', { name: 'AI Matcher', exact: true }),
      ).toBeVisible();
      await expect(
        page.locator('#mobile-menu').getByRole('button', { name: 'Business Intelligence' }),
      ).toHaveCount(0);
    } else {
      await page.getByRole('banner').getByRole('button', { name: 'Work', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: /^AI Matcher/ })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Business Intelligence/ })).toHaveCount(0);
    }
  });

  test('a worker on a company team with View Analytics finds Business Intelligence in the header, on a phone too', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await createAccount(page.request, {
      full_name: 'Northwind Builders',
      user_type: 'company',
    });
    await createJobPosting(page.request, owner, { title: `Service upgrade ${Date.now()}` });
    // A worker account joins the team as a viewer (can_view_analytics) from the e-mailed invitation.
    const viewer = await joinTeam(page, owner, 'viewer', { full_name: 'Vera Viewer' });
    await signInAs(page, viewer);
    await page.goto('/');
    const banner = page.getByRole('banner');
    if (isDesktop(page)) {
      await banner.getByRole('button', { name: 'Work', exact: true }).click();
      await expect(page.getByRole('menuitem', { name: /^AI Matcher/ })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: /^Team Management/ })).toBeVisible();
      await shot(page, 'member-work-menu');
      await page.getByRole('menuitem', { name: /^Business Intelligence/ }).click();
    } else {
      await banner.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.locator('#mobile-menu');
      await expect(menu.getByRole('button', { name: 'AI Matcher', exact: true })).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Team Management', exact: true })).toBeVisible();
      const entry = menu.getByRole('button', { name: 'Business Intelligence', exact: true });
      await entry.scrollIntoViewIfNeeded();
      await shot(page, 'member-mobile-menu');
      await entry.click();
    }
    const dialog = page.getByRole('dialog', { name: 'Business Intelligence Dashboard' });
    const jobs = dialog.getByLabel('Key figures').getByTestId('kpi').filter({ hasText: 'Total Jobs Posted' });
    await expect(jobs).toContainText('1', { timeout: 20_000 });
    await shot(page, 'member-business-intelligence');
  });

  test('a busy company: every section, the charts with their tables, laid out at 1280 and 375 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const owner = await createAccount(page.request, {
      full_name: 'Northwind Builders',
      user_type: 'company',
    });
    // The figures are the server's in the test above; here, a busy company's, to see the layout.
    await page.route('**/api/business/analytics/dashboard?*', (route) =>
      route.fulfill({ json: { company_id: owner.user.id, ...BUSY } }),
    );
    await page.route('**/api/business/analytics/workers?*', (route) =>
      route.fulfill({ json: { company_id: owner.user.id, ...BUSY_WORKERS } }),
    );
    await signInAs(page, owner);
    await page.goto('/');
    await openWorkTool(page, 'Analytics');
    const dialog = page.getByRole('dialog', { name: 'Business Intelligence Dashboard' });
    await expect(dialog.getByTestId('section-workers')).toContainText('Alexandra Fitzgerald-Montgomery');
    await expect(dialog.getByTestId('monthly-chart').locator('svg').first()).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByTestId('category-chart').locator('svg').first()).toBeVisible();
    await expect(
      dialog.getByRole('img', { name: /Bar chart of jobs posted and amount spent/ }),
    ).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Monthly Performance' })).toBeAttached();
    await expect(dialog.getByRole('table', { name: 'Geographic Distribution' })).toContainText('Mississauga');
    await shot(page, 'business-analytics-busy');
    await dialog.getByTestId('section-workers').scrollIntoViewIfNeeded();
    await shot(page, 'business-analytics-busy-workers');
    await dialog.getByRole('button', { name: 'Show as a table' }).click();
    await expect(dialog.getByRole('table', { name: 'Monthly Performance' })).toBeVisible();
    await expectNoSeriousViolations(page, { include: '[data-testid="business-analytics"]' });
    // Nothing wider than the dialog (tables scroll inside their own box).
    const overflow = await dialog.evaluate((node) => node.scrollWidth - node.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
