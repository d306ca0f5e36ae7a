import type { UserType } from '@hirehand/shared/users/user-types';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '@/lib/session/session';
import { buildApplication, buildPosting, buildUser } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { DashboardPage } from './dashboard-page';

const postings = [
  buildPosting({ id: 'job-1', title: 'Licensed electrician' }),
  buildPosting({ id: 'gig-1', mode: 'service', title: 'Handyman services', salary: '' }),
];

function answerApi() {
  return fakeApi({
    'GET /api/business/companies': json(200, { companies: [] }),
    'GET /api/gigs/mine': json(200, { postings }),
    'GET /api/applications/mine': json(200, {
      applications: [buildApplication({ id: 'mine-1', status: 'accepted' })],
    }),
    'GET /api/applications/received': json(200, { applications: [buildApplication()] }),
  });
}

const signInAs = (user_type: UserType) => saveSession('token', buildUser({ user_type }));
const selectedTab = () => screen.getByRole('tab', { selected: true });

beforeEach(() => {
  answerApi();
});

afterEach(() => {
  cleanup();
  clearSession();
});

describe('DashboardPage', () => {
  it('asks a signed-out visitor to sign in', () => {
    renderWithApp(<DashboardPage />);
    expect(screen.getByRole('heading', { name: 'Please log in to view your dashboard.' })).toBeTruthy();
  });

  it('opens My applications first for a worker', async () => {
    signInAs('worker');
    renderWithApp(<DashboardPage />);
    expect(selectedTab().textContent).toBe('My applications');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+.*$/, ''))).toEqual([
      'My applications',
      'Saved jobs',
      'My gigs',
      'My postings',
      'Applications',
    ]);
    expect(await screen.findByRole('heading', { name: 'Licensed electrician' })).toBeTruthy();
    expect(screen.getByText('Accepted')).toBeTruthy();
  });

  it.each(['employer', 'company'] as const)('opens My postings first for a %s', async (userType) => {
    signInAs(userType);
    renderWithApp(<DashboardPage />);
    expect(selectedTab().textContent).toBe('My postings');
    // Job-mode postings only; the service gig belongs to My gigs.
    expect(await screen.findByRole('heading', { name: 'Licensed electrician' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Handyman services' })).toBeNull();
  });

  it('opens the tab named in ?tab= and writes the chosen tab back to the address', async () => {
    signInAs('employer');
    const { router } = renderWithApp(<DashboardPage />, { route: '/dashboard?tab=inbox' });
    expect(selectedTab().textContent).toMatch(/^Applications/);
    const inbox = await screen.findByRole('article', { name: /Priya Patel/ });
    expect(within(inbox).getByText('Licensed electrician')).toBeTruthy();

    const gigsTab = screen.getByRole('tab', { name: 'My gigs' });
    await act(async () => {
      fireEvent.mouseDown(gigsTab);
      fireEvent.click(gigsTab);
    });
    expect(router.state.location.search).toBe('?tab=gigs');
    expect(await screen.findByRole('heading', { name: 'Handyman services' })).toBeTruthy();
  });

  it('opens Saved jobs from ?tab=saved', async () => {
    fakeApi({
      'GET /api/business/companies': json(200, { companies: [] }),
      'GET /api/gigs/mine': json(200, { postings }),
      'GET /api/jobs/saved': json(200, { jobs: [] }),
    });
    signInAs('employer');
    renderWithApp(<DashboardPage />, { route: '/dashboard?tab=saved' });
    expect(selectedTab().textContent).toBe('Saved jobs');
    expect(await screen.findByRole('heading', { name: 'No saved jobs' })).toBeTruthy();
  });

  it('falls back to the default tab for an unknown ?tab= value', () => {
    signInAs('company');
    renderWithApp(<DashboardPage />, { route: '/dashboard?tab=nonsense' });
    expect(selectedTab().textContent).toBe('My postings');
  });

  it('shows the pending count on the Applications tab', async () => {
    signInAs('employer');
    renderWithApp(<DashboardPage />);
    // 2 pending on each of the two postings.
    expect(await screen.findByRole('tab', { name: 'Applications 4 pending' })).toBeTruthy();
  });
});

const COMPANY_ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const company = (permissions: string[]) => ({
  id: COMPANY_ID,
  name: 'Maple Builders Inc.',
  logo_url: null,
  role: 'team_member',
  permissions,
});
const companyPostings = [buildPosting({ id: 'job-co', title: 'Site supervisor' })];

function answerCompanyApi(permissions: string[]) {
  return fakeApi({
    'GET /api/business/companies': json(200, { companies: [company(permissions)] }),
    'GET /api/gigs/mine': (call) =>
      json(200, { postings: call.query.get('company_id') === COMPANY_ID ? companyPostings : postings }),
    'GET /api/applications/mine': json(200, { applications: [] }),
    'GET /api/applications/received': json(200, { applications: [buildApplication()] }),
  });
}

/** Picks an option of the "Acting as" select (Radix Select: open, then choose). */
async function actAs(name: string) {
  const trigger = await screen.findByRole('combobox', { name: 'Acting as' });
  await act(async () => fireEvent.keyDown(trigger, { key: 'Enter' }));
  await act(async () => fireEvent.click(screen.getByRole('option', { name })));
}

describe('DashboardPage acting for a company', () => {
  // Radix Select scrolls the chosen option into view when it opens; jsdom has no layout.
  const scrollIntoView = Element.prototype.scrollIntoView;
  beforeEach(() => {
    Element.prototype.scrollIntoView = () => {};
  });
  afterEach(() => {
    Element.prototype.scrollIntoView = scrollIntoView;
    sessionStorage.clear();
  });

  it('offers no switcher to someone without a company', async () => {
    const api = answerApi();
    signInAs('employer');
    renderWithApp(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Licensed electrician' })).toBeTruthy();
    await act(async () => {});
    expect(api.callsTo('GET /api/business/companies')).toHaveLength(1);
    expect(screen.queryByRole('combobox', { name: 'Acting as' })).toBeNull();
  });

  it("loads the company's postings and applications with company_id, and keeps the choice in this tab", async () => {
    const api = answerCompanyApi(['can_post_jobs', 'can_manage_applications']);
    saveSession('token', buildUser({ user_type: 'worker', full_name: 'Maya Singh' }));
    renderWithApp(<DashboardPage />);
    await actAs('Maple Builders Inc.');

    expect(await screen.findByRole('heading', { name: 'Site supervisor' })).toBeTruthy();
    expect(screen.getByText('Here is where the job posts of Maple Builders Inc. stand.')).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+.*$/, '').trim())).toEqual([
      'My postings',
      'Applications',
    ]);
    expect(screen.getByRole('button', { name: 'Post a Job' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Offer a Service' })).toBeNull();
    expect(sessionStorage.getItem('hirehand:acting-as')).toBe(COMPANY_ID);

    const inboxTab = screen.getByRole('tab', { name: /^Applications/ });
    await act(async () => {
      fireEvent.mouseDown(inboxTab);
      fireEvent.click(inboxTab);
    });
    expect(await screen.findByRole('article', { name: /Priya Patel/ })).toBeTruthy();
    const received = api.callsTo('GET /api/applications/received');
    expect(received.at(-1)!.query.get('company_id')).toBe(COMPANY_ID);

    // Back to oneself: the person's own postings, no company_id.
    await actAs('Maya Singh (me)');
    expect(screen.getAllByRole('tab')).toHaveLength(5);
    expect(sessionStorage.getItem('hirehand:acting-as')).toBeNull();
    await act(async () => {});
    expect(api.callsTo('GET /api/applications/received').at(-1)!.query.get('company_id')).toBeNull();
  });

  it('a member without can_post_jobs sees no Post for the company, without can_manage_applications no applications', async () => {
    sessionStorage.setItem('hirehand:acting-as', COMPANY_ID);
    const api = answerCompanyApi(['can_view_analytics']);
    signInAs('employer');
    renderWithApp(<DashboardPage />);
    expect(await screen.findByRole('heading', { name: 'Site supervisor' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My postings']);
    expect(screen.queryByRole('button', { name: 'Post a Job' })).toBeNull();
    expect(api.callsTo('GET /api/gigs/mine').at(-1)!.query.get('company_id')).toBe(COMPANY_ID);
  });

  it("a viewer's company posting offers only its view: no Edit, Pause, Close, Pay or applications", async () => {
    sessionStorage.setItem('hirehand:acting-as', COMPANY_ID);
    answerCompanyApi(['can_view_analytics']);
    signInAs('employer');
    renderWithApp(<DashboardPage />);
    const card = await screen.findByRole('article', { name: 'Site supervisor' });
    const buttons = within(card)
      .getAllByRole('button')
      .map((button) => button.textContent?.trim());
    expect(buttons).toEqual(['View job']);
  });

  it('a member with every permission but billing may edit, pause, close and see applications, not pay', async () => {
    sessionStorage.setItem('hirehand:acting-as', COMPANY_ID);
    companyPostings[0] = buildPosting({ id: 'job-co', title: 'Site supervisor', status: 'pending_payment' });
    try {
      answerCompanyApi(['can_post_jobs', 'can_manage_applications']);
      signInAs('employer');
      renderWithApp(<DashboardPage />);
      const card = await screen.findByRole('article', { name: 'Site supervisor' });
      expect(within(card).getByRole('button', { name: 'Edit' })).toBeTruthy();
      expect(within(card).getByRole('button', { name: /View applications/ })).toBeTruthy();
      expect(within(card).queryByRole('button', { name: /^Pay/ })).toBeNull();
    } finally {
      companyPostings[0] = buildPosting({ id: 'job-co', title: 'Site supervisor' });
    }
  });

  it("acts for the company named in ?company= (a posting's Manage link) and drops it from the address", async () => {
    const api = answerCompanyApi(['can_post_jobs']);
    signInAs('worker');
    const { router } = renderWithApp(<DashboardPage />, {
      route: `/dashboard?tab=postings&company=${COMPANY_ID}`,
    });
    expect(await screen.findByRole('heading', { name: 'Site supervisor' })).toBeTruthy();
    expect(screen.getByText('Here is where the job posts of Maple Builders Inc. stand.')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Acting as' }).textContent).toContain('Maple Builders Inc.');
    expect(api.callsTo('GET /api/gigs/mine').at(-1)!.query.get('company_id')).toBe(COMPANY_ID);
    await waitFor(() => expect(router.state.location.search).toBe('?tab=postings'));
    // The choice is the tab's now, as if picked in the switcher.
    expect(sessionStorage.getItem('hirehand:acting-as')).toBe(COMPANY_ID);
    expect(selectedTab().textContent).toBe('My postings');
  });

  it('acts as the caller when ?company= names a company they are not on', async () => {
    sessionStorage.setItem('hirehand:acting-as', COMPANY_ID);
    const api = answerCompanyApi(['can_post_jobs']);
    signInAs('employer');
    const { router } = renderWithApp(<DashboardPage />, {
      route: '/dashboard?tab=postings&company=9f9f9f9f-0000-4000-8000-000000000000',
    });
    await waitFor(() => expect(router.state.location.search).toBe('?tab=postings'));
    expect(await screen.findByRole('heading', { name: 'Licensed electrician' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Site supervisor' })).toBeNull();
    expect(sessionStorage.getItem('hirehand:acting-as')).toBeNull();
    expect(api.callsTo('GET /api/gigs/mine').at(-1)!.query.get('company_id')).toBeNull();
  });
});
