import type { InstantMatchDto } from '@hirehand/shared/matching/instant-match';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, json, networkError } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { type GigForm, initialGigForm } from '../../lib/gig-form';
import { InstantMatch } from './instant-match';

resetAfterEach();

const INSTANT = 'POST /api/ai/instant-match';

const filled = (mode: 'job' | 'service', patch: Partial<GigForm> = {}): GigForm => ({
  ...initialGigForm(mode, 'Toronto'),
  title: 'Rewire a kitchen',
  description: 'Replace the old wiring of a kitchen.',
  category: 'electrical',
  skills_required: ['Electrical Wiring'],
  ...patch,
});

const render = (form: GigForm) =>
  renderWithApp(<InstantMatch form={form} />, { route: '/', session: { user: sampleUser() } });

const WORKERS: InstantMatchDto = {
  matches: [
    {
      id: 'a',
      kind: 'worker',
      title: 'Priya P.',
      subtitle: 'Electrical Wiring, Troubleshooting',
      distance_km: 12,
    },
    { id: 'b', kind: 'worker', title: 'Carl C.', subtitle: 'electrical', distance_km: 3 },
  ],
  total: 5,
};

describe('the wizard instant match (spec 3 §2, §5, §7, §8)', () => {
  it('asks for the basic details first, inline, without calling the server', () => {
    const api = fakeApi();
    render(filled('job', { category: '' }));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby workers' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in basic details first');
    expect(api.calls).toHaveLength(0);
  });

  it('job mode: sends the whole form as find_workers with the GPS position and radius 25, and shows the matches', async () => {
    const api = fakeApi({ [INSTANT]: json(200, WORKERS) });
    render(filled('job', { latitude: 43.65, longitude: -79.38 }));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby workers' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Found 5 instant matches! Check the results below.',
    );
    expect(api.calls[0]!.body).toMatchObject({
      gig_data: { title: 'Rewire a kitchen', category: 'electrical', skills_required: ['Electrical Wiring'] },
      match_type: 'find_workers',
      location: { latitude: 43.65, longitude: -79.38 },
      radius: 25,
    });
    expect(screen.getByText('Priya P.')).toBeTruthy();
    expect(screen.getByText('Electrical Wiring, Troubleshooting')).toBeTruthy();
    expect(screen.getByText('12 km away')).toBeTruthy();
  });

  it('service mode: find_jobs without a location when GPS did not fill it; none found says so', async () => {
    const api = fakeApi({ [INSTANT]: json(200, { matches: [], total: 0 }) });
    render(filled('service'));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby jobs' }));
    expect((await screen.findByRole('status')).textContent).toBe('No matches within 25 km yet.');
    const body = api.calls[0]!.body as Record<string, unknown>;
    expect(body.match_type).toBe('find_jobs');
    expect(body).not.toHaveProperty('location');
  });

  it('shows the failure texts: non-OK, network, and the server detail on a 429', async () => {
    fakeApi({ [INSTANT]: json(503, { code: 'service_unavailable', detail: 'down' }) });
    const first = render(filled('job'));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby workers' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Instant matching temporarily unavailable'),
    );
    first.unmount();

    fakeApi({ [INSTANT]: networkError });
    const second = render(filled('job'));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby workers' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Error finding matches. Please try again.'),
    );
    second.unmount();

    fakeApi({
      [INSTANT]: json(429, {
        code: 'matching.instant_rate_limited',
        detail: 'Too many instant matches at once.',
      }),
    });
    render(filled('job'));
    fireEvent.click(screen.getByRole('button', { name: 'Find nearby workers' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many instant matches at once.'),
    );
  });
});
