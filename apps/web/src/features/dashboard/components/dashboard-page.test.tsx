import type { UserType } from '@hirehand/shared/users/user-types';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
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
