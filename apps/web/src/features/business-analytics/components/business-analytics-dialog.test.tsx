import type { AnalyticsDashboardDto, WorkerAnalyticsDto } from '@hirehand/shared/business/analytics';
import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { BusinessAnalyticsDialog } from './business-analytics-dialog';

resetAfterEach();

const OWN = '0b7e4a57-8d4e-4a44-9d7e-2f6d8f0a0001';
const OTHER = '0b7e4a57-8d4e-4a44-9d7e-2f6d8f0a0002';
const cad = (amount_cents: number) => ({ amount_cents, currency: 'CAD' as const });

const companies = (list: MyCompaniesDto['companies'] = []): MyCompaniesDto => ({
  companies: [
    {
      id: OWN,
      name: 'Northwind Builders',
      logo_url: null,
      role: 'owner',
      permissions: ['can_view_analytics'],
    },
    ...list,
  ],
});

const dashboard = (overrides: Partial<AnalyticsDashboardDto> = {}): AnalyticsDashboardDto => ({
  company_id: OWN,
  timeframe: '30d',
  from: '2026-10-28T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
  overview: {
    total_jobs_posted: 12,
    active_jobs: 7,
    completed_jobs: 3,
    total_applications: 48,
    hired_workers: 5,
    total_spent: cad(1_234_550),
    average_job_cost: cad(246_910),
    success_rate: 0.625,
    time_to_hire_avg: 30,
    worker_satisfaction: null,
  },
  trends: { jobs_posted_trend: 20, applications_trend: -12.5, cost_trend: null, satisfaction_trend: null },
  job_categories: [
    { category: 'plumbing', count: 8, percentage: 66.7 },
    { category: 'hvac', count: 4, percentage: 33.3 },
  ],
  geographic_distribution: [{ city: 'Toronto', jobs: 9, workers: 42 }],
  monthly_performance: [
    { month: '2026-10', jobs: 4, cost: cad(400_000), satisfaction: null },
    { month: '2026-11', jobs: 8, cost: cad(834_550), satisfaction: null },
  ],
  ...overrides,
});

const workers = (): WorkerAnalyticsDto => ({
  company_id: OWN,
  timeframe: '30d',
  workers: [
    {
      id: 'w1',
      name: 'Dana Pipes',
      specialization: 'Plumbing',
      jobs_completed: 3,
      average_rating: null,
      total_earned: cad(180_000),
      success_rate: 0.75,
      response_time: 12,
      location: 'Toronto',
    },
    {
      id: 'w2',
      name: 'Eli Volts',
      specialization: 'electrical',
      jobs_completed: 1,
      average_rating: null,
      total_earned: cad(40_000),
      success_rate: 1,
      response_time: null,
      location: 'Ottawa',
    },
  ],
});

const DASHBOARD = 'GET /api/business/analytics/dashboard';
const WORKERS = 'GET /api/business/analytics/workers';
const COMPANIES = 'GET /api/business/companies';

function renderDashboard(user_type: 'worker' | 'employer' | 'company' = 'company') {
  const openModal = vi.fn();
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <AppModalsContext value={{ openModal, closeModal: vi.fn() }}>
      <BusinessAnalyticsDialog open onOpenChange={onOpenChange} />
    </AppModalsContext>,
    { route: '/', session: { user: sampleUser({ user_type }), token: 'tok-1' } },
  );
  return { ...view, openModal, onOpenChange };
}

const kpi = (label: string) => within(screen.getByLabelText('Key figures')).getByText(label).closest('div')!;

function chooseView(name: string) {
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'View' }), { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name }));
}

describe('BusinessAnalyticsDialog', () => {
  it('loads the last 30 days of the company and shows the KPI cards with their trends', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, companies()),
      [DASHBOARD]: json(200, dashboard()),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard();
    expect(screen.getByRole('dialog', { name: 'Business Intelligence Dashboard' })).toBeTruthy();
    expect(await screen.findAllByText('Loading analytics...')).not.toHaveLength(0);
    await screen.findByLabelText('Key figures');
    const call = api.callsTo(DASHBOARD)[0]!;
    expect(call.query.get('timeframe')).toBe('30d');
    expect(call.query.get('company_id')).toBe(OWN);
    expect(call.headers.authorization).toBe('Bearer tok-1');
    expect(screen.getByRole('button', { name: 'Last 30 Days' }).getAttribute('aria-pressed')).toBe('true');

    expect(kpi('Total Jobs Posted').textContent).toContain('12');
    expect(kpi('Total Jobs Posted').querySelector('[data-trend]')?.getAttribute('data-trend')).toBe('up');
    expect(kpi('Total Jobs Posted').textContent).toContain('Up 20% on the previous period');
    expect(kpi('Total Jobs Posted').querySelector('[data-trend="up"]')?.className).toContain(
      'text-green-700',
    );
    expect(kpi('Total Applications').textContent).toContain('48');
    expect(kpi('Total Applications').querySelector('[data-trend="down"]')?.className).toContain(
      'text-red-700',
    );
    expect(kpi('Total Applications').textContent).toContain('12.5%');
    expect(kpi('Total Spent').textContent).toContain('$12,345.50');
    // No previous period: no arrow, a dash.
    expect(kpi('Total Spent').querySelector('[data-trend]')?.getAttribute('data-trend')).toBe('none');
    expect(kpi('Total Spent').querySelector('svg')).toBeNull();
    expect(kpi('Total Spent').textContent).toContain('—');
    expect(kpi('Success Rate').textContent).toContain('62.5%');
    expect(screen.getByRole('meter', { name: 'Success Rate' }).getAttribute('aria-valuenow')).toBe('62.5');
    expect(kpi('Success Rate').textContent).toContain('No reviews yet');

    // The overview's sections.
    const categories = screen.getByTestId('section-categories');
    expect(within(categories).getByRole('table', { name: 'Job Categories Distribution' })).toBeTruthy();
    expect(within(categories).getByRole('row', { name: /Plumbing 8 66\.7%/ })).toBeTruthy();
    const geography = screen.getByTestId('section-geography');
    expect(within(geography).getByRole('row', { name: /Toronto 42 9/ })).toBeTruthy();
    const monthly = screen.getByTestId('section-monthly');
    expect(within(monthly).getByRole('table', { name: 'Monthly Performance' })).toBeTruthy();
    expect(within(monthly).getByRole('row', { name: /2026-11 8 \$8,345\.50/ })).toBeTruthy();
    const top = await screen.findByText('Dana Pipes');
    const row = top.closest('tr')!;
    expect(row.textContent).toContain('Plumbing');
    expect(row.textContent).toContain('Toronto');
    expect(row.textContent).toContain('No reviews yet');
    expect(row.textContent).toContain('$1,800');
    expect(row.textContent).toContain('75%');
    // A category code reads as its label; a typed skill as typed.
    expect(screen.getByText('Eli Volts').closest('tr')!.textContent).toContain('Electrical · ');
  });

  it('reloads with the chosen timeframe', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, companies()),
      [DASHBOARD]: (call) => json(200, dashboard({ timeframe: call.query.get('timeframe') as '7d' })),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard();
    await screen.findByLabelText('Key figures');
    fireEvent.click(screen.getByRole('button', { name: 'Last 7 Days' }));
    await waitFor(() =>
      expect(api.callsTo(DASHBOARD).map((c) => c.query.get('timeframe'))).toEqual(['30d', '7d']),
    );
    expect(screen.getByRole('button', { name: 'Last 7 Days' }).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(api.callsTo(WORKERS).at(-1)?.query.get('timeframe')).toBe('7d'));
    fireEvent.click(screen.getByRole('button', { name: 'Last Year' }));
    await waitFor(() => expect(api.callsTo(DASHBOARD).at(-1)?.query.get('timeframe')).toBe('1y'));
  });

  it('shows each view with its sections', async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, companies()),
      [DASHBOARD]: json(200, dashboard()),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard();
    await screen.findByLabelText('Key figures');
    const sections = () =>
      [...document.querySelectorAll('[data-testid^="section-"]')].map((node) =>
        node.getAttribute('data-testid'),
      );
    expect(sections()).toEqual([
      'section-monthly',
      'section-categories',
      'section-workers',
      'section-geography',
    ]);

    chooseView('Job Performance');
    expect(sections()).toEqual(['section-monthly', 'section-categories']);
    chooseView('Worker Analytics');
    expect(sections()).toEqual(['section-workers']);
    chooseView('Financial Metrics');
    expect(sections()).toEqual(['section-monthly']);
    expect(screen.getByLabelText('Key figures')).toBeTruthy();
    chooseView('Geographic Insights');
    expect(sections()).toEqual(['section-geography']);
    expect(api.callsTo(DASHBOARD)).toHaveLength(1);
  });

  it('shows a real error with Retry when the figures cannot be loaded, and the figures after a retry', async () => {
    let fail = true;
    fakeApi({
      [COMPANIES]: json(200, companies()),
      [DASHBOARD]: () => (fail ? json(500, { detail: 'boom' }) : json(200, dashboard())),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard();
    expect((await screen.findByRole('alert')).textContent).toContain('The analytics could not be loaded.');
    expect(screen.queryByLabelText('Key figures')).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByLabelText('Key figures');
  });

  it('says a company without postings has none yet and offers to post a job', async () => {
    fakeApi({
      [COMPANIES]: json(200, companies()),
      [DASHBOARD]: json(
        200,
        dashboard({
          overview: {
            total_jobs_posted: 0,
            active_jobs: 0,
            completed_jobs: 0,
            total_applications: 0,
            hired_workers: 0,
            total_spent: cad(0),
            average_job_cost: null,
            success_rate: null,
            time_to_hire_avg: null,
            worker_satisfaction: null,
          },
          trends: {
            jobs_posted_trend: null,
            applications_trend: null,
            cost_trend: null,
            satisfaction_trend: null,
          },
          job_categories: [],
          geographic_distribution: [],
          monthly_performance: [],
        }),
      ),
      [WORKERS]: json(200, { company_id: OWN, timeframe: '30d', workers: [] }),
    });
    const { openModal, onOpenChange } = renderDashboard();
    expect(await screen.findByText('No job postings yet in this period')).toBeTruthy();
    expect(kpi('Success Rate').textContent).toContain('—');
    expect(screen.queryByTestId('section-categories')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post a job' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(openModal).toHaveBeenCalledWith({ kind: 'create-gig', mode: 'job' });
  });

  it('switches between the companies whose analytics the person may view', async () => {
    const api = fakeApi({
      [COMPANIES]: json(
        200,
        companies([
          {
            id: OTHER,
            name: 'Maple Movers',
            logo_url: null,
            role: 'viewer',
            permissions: ['can_view_analytics'],
          },
          {
            id: '0b7e4a57-8d4e-4a44-9d7e-2f6d8f0a0003',
            name: 'No Figures Inc',
            logo_url: null,
            role: 'team_member',
            permissions: ['can_post_jobs'],
          },
        ]),
      ),
      [DASHBOARD]: json(200, dashboard()),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard();
    await screen.findByLabelText('Key figures');
    const trigger = screen.getByRole('combobox', { name: 'Company' });
    fireEvent.keyDown(trigger, { key: 'Enter' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Northwind Builders',
      'Maple Movers',
    ]);
    fireEvent.click(screen.getByRole('option', { name: 'Maple Movers' }));
    await waitFor(() => expect(api.callsTo(DASHBOARD).at(-1)?.query.get('company_id')).toBe(OTHER));
  });

  it('tells a worker without any company analytics so, without asking for figures', async () => {
    const api = fakeApi({ [COMPANIES]: json(200, { companies: [] }) });
    renderDashboard('worker');
    expect(await screen.findByText('No company analytics to show')).toBeTruthy();
    expect(api.callsTo(DASHBOARD)).toHaveLength(0);
  });

  it("asks for a new employer's own company (made on first need) when they belong to none yet", async () => {
    const api = fakeApi({
      [COMPANIES]: json(200, { companies: [] }),
      [DASHBOARD]: json(200, dashboard()),
      [WORKERS]: json(200, workers()),
    });
    renderDashboard('employer');
    await screen.findByLabelText('Key figures');
    expect(api.callsTo(DASHBOARD)[0]!.query.has('company_id')).toBe(false);
  });

  describe('Export CSV', () => {
    let downloads: string[];
    beforeEach(() => {
      downloads = [];
      URL.createObjectURL = vi.fn(() => 'blob:analytics');
      URL.revokeObjectURL = vi.fn();
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        downloads.push(this.download);
      });
    });

    it("downloads the current view's CSV with the bearer token, under the server's file name", async () => {
      const api = fakeApi({
        [COMPANIES]: json(200, companies()),
        [DASHBOARD]: json(200, dashboard()),
        [WORKERS]: json(200, workers()),
        'GET /api/business/analytics/export': new Response('name,jobs\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="analytics-workers-30d.csv"',
          },
        }),
      });
      renderDashboard();
      await screen.findByLabelText('Key figures');
      chooseView('Worker Analytics');
      fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(downloads).toEqual(['analytics-workers-30d.csv']));
      const call = api.callsTo('GET /api/business/analytics/export')[0]!;
      expect(call.query.get('view')).toBe('workers');
      expect(call.query.get('timeframe')).toBe('30d');
      expect(call.query.get('company_id')).toBe(OWN);
      expect(call.headers.authorization).toBe('Bearer tok-1');
      expect(await screen.findByText('The CSV file was downloaded.')).toBeTruthy();
    });
  });
});
