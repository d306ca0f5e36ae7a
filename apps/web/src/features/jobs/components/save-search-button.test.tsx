import { JOB_ALERT_ERRORS } from '@hirehand/shared/matching/job-alert-errors';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { DEFAULT_JOB_FILTERS, type JobFilters } from '../api/job-filters';
import { alertFiltersOf } from '../api/save-search';
import { SaveSearchButton } from './save-search-button';

resetAfterEach();

const FILTERS: JobFilters = {
  ...DEFAULT_JOB_FILTERS,
  searchTerm: ' electrician ',
  location: 'Toronto',
  radius: '50',
  jobType: 'full-time',
  remoteAllowed: true,
  sortBy: 'salary_high',
};

const alert = (name: string) => ({
  id: 'a1',
  name,
  filters: { searchTerm: 'electrician', location: 'Toronto', radius: '50' },
  created_at: '2026-11-27T10:00:00.000Z',
});

const button = () => screen.getByRole('button', { name: 'Save this search' });

describe('alertFiltersOf', () => {
  it("keeps the board's query without order or paging: the city, else the position", () => {
    expect(alertFiltersOf(FILTERS, { latitude: 1, longitude: 2 })).toEqual({
      searchTerm: 'electrician',
      location: 'Toronto',
      radius: '50',
      jobType: 'full-time',
      remoteAllowed: 'true',
    });
    expect(alertFiltersOf({ ...DEFAULT_JOB_FILTERS }, { latitude: 43.65321, longitude: -79.38318 })).toEqual({
      latitude: '43.65321',
      longitude: '-79.38318',
    });
    expect(alertFiltersOf(DEFAULT_JOB_FILTERS, null)).toEqual({});
  });
});

describe('SaveSearchButton', () => {
  it('saves the filters once and toasts the name and the weekly digest', async () => {
    const api = fakeApi({
      'POST /api/job-alerts': json(201, alert('Electrician jobs near Toronto within 50 km')),
      'GET /api/job-alerts': json(200, { alerts: [alert('x')], limit: 1, frequency: 'weekly' }),
    });
    renderWithApp(<SaveSearchButton filters={FILTERS} point={null} />, {
      route: '/',
      session: { user: sampleUser() },
    });
    fireEvent.click(button());
    expect(
      await screen.findByText(
        'Saved “Electrician jobs near Toronto within 50 km”. We’ll e-mail you a weekly digest of new matches.',
      ),
    ).toBeTruthy();
    const [post] = api.callsTo('POST /api/job-alerts');
    expect(post?.body).toEqual({ filters: alertFiltersOf(FILTERS, null) });
    expect(post?.headers['idempotency-key']).toBeTruthy();
  });

  it('says immediate alerts when the plan gives them', async () => {
    fakeApi({
      'POST /api/job-alerts': json(201, alert('Welders')),
      'GET /api/job-alerts': json(200, { alerts: [alert('Welders')], limit: null, frequency: 'immediate' }),
    });
    renderWithApp(<SaveSearchButton filters={FILTERS} point={null} />, {
      route: '/',
      session: { user: sampleUser() },
    });
    fireEvent.click(button());
    expect(
      await screen.findByText('Saved “Welders”. You’ll be notified as soon as a match is posted.'),
    ).toBeTruthy();
  });

  it("shows the plan's refusal with a link to the plans", async () => {
    fakeApi({ 'POST /api/job-alerts': json(403, JOB_ALERT_ERRORS.limitReached(1)) });
    renderWithApp(<SaveSearchButton filters={FILTERS} point={null} />, {
      route: '/',
      session: { user: sampleUser() },
    });
    fireEvent.click(button());
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(JOB_ALERT_ERRORS.limitReached(1).detail);
    expect(screen.getByRole('link', { name: 'See plans' }).getAttribute('href')).toBe('/membership');
  });

  it('shows a duplicate without the upgrade link', async () => {
    fakeApi({ 'POST /api/job-alerts': json(409, JOB_ALERT_ERRORS.duplicate) });
    renderWithApp(<SaveSearchButton filters={FILTERS} point={null} />, {
      route: '/',
      session: { user: sampleUser() },
    });
    fireEvent.click(button());
    expect((await screen.findByRole('alert')).textContent).toContain(JOB_ALERT_ERRORS.duplicate.detail);
    expect(screen.queryByRole('link', { name: 'See plans' })).toBeNull();
  });

  it('signed out, opens sign-in and saves nothing', async () => {
    const api = fakeApi({});
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderWithApp(<SaveSearchButton filters={FILTERS} point={null} />, { route: '/' });
    fireEvent.click(button());
    await waitFor(() => expect(opened).toHaveBeenCalled());
    window.removeEventListener('openAuthModal', opened);
    expect(api.calls).toEqual([]);
  });
});
