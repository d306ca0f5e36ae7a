import type { SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/builders';
import { fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleJob } from '@/testing/sample-job';
import { resetAfterEach } from '@/testing/session-fixtures';
import { SavedJobsPanel } from './saved-jobs-panel';

resetAfterEach();

const saved = (patch: Partial<SavedJobsDto['jobs'][number]> = {}) => ({
  ...sampleJob(),
  saved_at: '2026-03-05T15:00:00.000Z',
  ...patch,
});
const signedIn = { session: { user: buildUser({ id: 'me', user_type: 'worker' }) } };

describe('SavedJobsPanel', () => {
  it('lists each saved job with its title, place, pay as the board shows it and the saved date', async () => {
    fakeApi({
      'GET /api/jobs/saved': json(200, {
        jobs: [
          saved(),
          saved({
            id: 'job-2',
            title: 'Weekend plumber',
            location: 'Remote',
            salary: '$30/hour',
            saved_at: '2026-02-01T15:00:00.000Z',
          }),
        ],
      }),
    });
    renderWithApp(<SavedJobsPanel />, signedIn);
    expect(screen.getByRole('heading', { name: 'Saved jobs' })).toBeTruthy();
    const [first, second] = await screen.findAllByRole('article');
    expect(
      within(first!).getByRole('heading', { name: 'Licensed Electrician for Condo Renovation' }),
    ).toBeTruthy();
    expect(within(first!).getByText('Toronto, ON')).toBeTruthy();
    expect(within(first!).getByText('$38 - $52/hour')).toBeTruthy();
    expect(within(first!).getByText('Mar 5, 2026')).toBeTruthy();
    expect(within(second!).getByText('Weekend plumber')).toBeTruthy();
    expect(within(second!).getByText('Remote')).toBeTruthy();
    expect(within(second!).getByText('$30/hour')).toBeTruthy();
    expect(within(second!).getByText('Feb 1, 2026')).toBeTruthy();
  });

  it('shows the empty state when nothing is saved', async () => {
    fakeApi({ 'GET /api/jobs/saved': json(200, { jobs: [] }) });
    renderWithApp(<SavedJobsPanel />, signedIn);
    expect(
      await screen.findByText(
        "No saved jobs yet. Save jobs from the AI Matcher or a job's details to find them here.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('removes a job, then shows the refreshed list', async () => {
    const api = fakeApi()
      .once('GET /api/jobs/saved', json(200, { jobs: [saved()] }))
      .on('GET /api/jobs/saved', json(200, { jobs: [] }))
      .on('DELETE /api/jobs/:id/saved', json(204));
    renderWithApp(<SavedJobsPanel />, signedIn);
    const card = await screen.findByRole('article');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Remove' })));
    expect(api.callsTo('DELETE /api/jobs/:id/saved').map((call) => call.url)).toEqual([
      '/api/jobs/job-1/saved',
    ]);
    expect(
      await screen.findByText(
        "No saved jobs yet. Save jobs from the AI Matcher or a job's details to find them here.",
      ),
    ).toBeTruthy();
    expect(api.callsTo('GET /api/jobs/saved')).toHaveLength(2);
    expect(
      await screen.findByText(
        '“Licensed Electrician for Condo Renovation” was removed from your saved jobs.',
      ),
    ).toBeTruthy();
  });

  it('says so when a remove fails and keeps the job', async () => {
    fakeApi({
      'GET /api/jobs/saved': json(200, { jobs: [saved()] }),
      'DELETE /api/jobs/:id/saved': networkError,
    });
    renderWithApp(<SavedJobsPanel />, signedIn);
    const card = await screen.findByRole('article');
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Remove' })));
    expect(
      (await screen.findAllByText('That job could not be removed. Please try again.')).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('article')).toBeTruthy();
  });

  it('opens the job detail on View', async () => {
    fakeApi({
      'GET /api/jobs/saved': json(200, { jobs: [saved()] }),
      'GET /api/gigs/job-1': json(404, { code: 'gigs.posting_not_found', detail: 'Gig not found' }),
    });
    renderWithApp(<SavedJobsPanel />, signedIn);
    const card = await screen.findByRole('article');
    fireEvent.click(within(card).getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'This job is no longer available.' })).toBeTruthy();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const api = fakeApi()
      .once('GET /api/jobs/saved', json(500, { code: 'internal', detail: 'Internal server error' }))
      .on('GET /api/jobs/saved', json(200, { jobs: [saved()] }));
    renderWithApp(<SavedJobsPanel />, signedIn);
    expect(await screen.findByText('Your saved jobs could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET /api/jobs/saved')).toHaveLength(2));
    expect(await screen.findByRole('article')).toBeTruthy();
  });
});
