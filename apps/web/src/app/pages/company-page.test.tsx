import type { PublicCompanyDto } from '@hirehand/shared/business/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleJob } from '@/testing/sample-job';
import { resetAfterEach } from '@/testing/session-fixtures';
import { CompanyPage } from './company-page';

const COMPANY_ID = '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
const LOGO = `/api/business/companies/${COMPANY_ID}/logo/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png`;
const COMPANY: PublicCompanyDto = {
  id: COMPANY_ID,
  name: 'Maple Builders Inc.',
  logo_url: LOGO,
  about: 'Renovations and new builds across the GTA since 2009.',
  city: 'Toronto',
  website: 'https://maple-builders.example.ca',
  size: '11-50',
  created_at: '2026-03-14T16:00:00.000Z',
  open_jobs_count: 2,
};
const JOBS = [
  sampleJob({
    id: 'job-1',
    title: 'Finish carpenter',
    company: 'Maple Builders Inc.',
    company_id: COMPANY_ID,
  }),
  sampleJob({ id: 'job-2', title: 'Drywall taper', company: 'Maple Builders Inc.', company_id: COMPANY_ID }),
];

const renderPage = () => renderWithApp(<CompanyPage companyId={COMPANY_ID} />, { route: '/companies/x' });

resetAfterEach();

describe('the public company page', () => {
  it("shows the company's profile and its open jobs from the board's search for the company", async () => {
    const api = fakeApi({
      'GET /api/companies/:id': json(200, COMPANY),
      'GET /api/jobs': new Response(JSON.stringify(JOBS), {
        headers: {
          'content-type': 'application/json',
          'x-total-count': '2',
          'x-total-count-capped': 'false',
        },
      }),
    });
    renderPage();

    const header = await screen.findByTestId('company-header');
    expect(within(header).getByRole('heading', { level: 1, name: 'Maple Builders Inc.' })).toBeTruthy();
    expect(within(header).getByRole('img', { name: 'Logo of Maple Builders Inc.' }).getAttribute('src')).toBe(
      LOGO,
    );
    expect(within(header).getByText('Renovations and new builds across the GTA since 2009.')).toBeTruthy();
    expect(within(header).getByText('Toronto')).toBeTruthy();
    expect(within(header).getByText('11-50 employees')).toBeTruthy();
    expect(within(header).getByText('Member since Mar 14, 2026')).toBeTruthy();
    expect(within(header).getByText('2 open jobs')).toBeTruthy();
    const website = within(header).getByRole('link', { name: /maple-builders\.example\.ca/ });
    expect(website.getAttribute('href')).toBe('https://maple-builders.example.ca');
    expect(website.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(website.getAttribute('target')).toBe('_blank');
    expect(website.textContent).toBe('maple-builders.example.ca (opens in a new tab)');
    await waitFor(() => expect(document.title).toBe('Maple Builders Inc. | HireHand'));

    const jobs = screen.getByRole('region', { name: 'Open jobs at Maple Builders Inc.' });
    expect(await within(jobs).findByRole('article', { name: 'Finish carpenter' })).toBeTruthy();
    expect(within(jobs).getByRole('article', { name: 'Drywall taper' })).toBeTruthy();
    // The board's own search, narrowed to the company.
    const [search] = api.callsTo('GET /api/jobs');
    expect(search?.query.get('company_id')).toBe(COMPANY_ID);
    expect(api.callsTo('GET /api/companies/:id')[0]?.params.id).toBe(COMPANY_ID);
  });

  it('says "No open jobs right now" when the company has none, and shows its initial without a logo', async () => {
    fakeApi({
      'GET /api/companies/:id': json(200, {
        ...COMPANY,
        logo_url: null,
        about: null,
        city: null,
        website: null,
        size: null,
        open_jobs_count: 0,
      }),
      'GET /api/jobs': json(200, []),
    });
    renderPage();
    const header = await screen.findByTestId('company-header');
    expect(within(header).getByTestId('company-initial').textContent).toBe('M');
    expect(within(header).queryByRole('link')).toBeNull();
    expect(within(header).getByText('0 open jobs')).toBeTruthy();
    expect(await screen.findByText('No open jobs right now')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('link', { name: 'Browse all jobs' }).getAttribute('href')).toBe('/#jobs');
  });

  it('shows a not-found page for an unknown company, with no sample data and no job search', async () => {
    const api = fakeApi({
      'GET /api/companies/:id': json(404, {
        code: 'business.company_not_found',
        detail: 'This company was not found.',
      }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeTruthy();
    expect(screen.getByText('This company page does not exist, or it has been removed.')).toBeTruthy();
    expect(screen.queryByTestId('company-header')).toBeNull();
    expect(api.callsTo('GET /api/jobs')).toHaveLength(0);
    await waitFor(() => expect(document.title).toBe('Company not found | HireHand'));
  });

  it('says so when the company cannot be loaded (after one more try), and tries again on Retry', async () => {
    const api = fakeApi({
      'GET /api/companies/:id': json(503, { code: 'service_unavailable', detail: 'Down' }),
      'GET /api/jobs': json(200, JOBS),
    });
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 4000 });
    expect(alert.textContent).toContain("We couldn't load this company. Please try again.");
    expect(api.callsTo('GET /api/companies/:id')).toHaveLength(2);
    api.on('GET /api/companies/:id', json(200, COMPANY));
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Maple Builders Inc.' })).toBeTruthy();
  });

  it("says so when the company's jobs cannot be loaded, without hiding the profile", async () => {
    fakeApi({
      'GET /api/companies/:id': json(200, COMPANY),
      'GET /api/jobs': json(500, { code: 'internal', detail: 'Boom' }),
    });
    renderPage();
    expect(await screen.findByText(/We couldn’t load jobs right now/, {}, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Maple Builders Inc.' })).toBeTruthy();
    expect(screen.queryByText('No open jobs right now')).toBeNull();
  });
});
