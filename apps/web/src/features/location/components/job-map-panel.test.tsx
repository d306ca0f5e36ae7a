import type { NearbyWorkerDto } from '@hirehand/shared/location/location';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { JobMapPanel, type JobMapPanelProps } from './job-map-panel';
import type { JobsMapProps } from './jobs-map';

resetAfterEach();

// Leaflet needs a real layout engine: the markers the panel hands the map are what is tested.
vi.mock('./jobs-map', () => ({
  default: ({ jobs, workers = [] }: JobsMapProps) => (
    <div data-testid="map">
      {[
        ...jobs.map((job) => `job:${job.title}`),
        ...workers.map((w) => `worker:${w.name}@${w.latitude},${w.longitude}`),
      ].join('|')}
    </div>
  ),
}));

const ANN: NearbyWorkerDto = {
  display_name: 'Ann K.',
  latitude: 43.66,
  longitude: -79.3871,
  distance_km: 3,
  skills: ['Electrical', 'Plumbing'],
  trust_score: 81,
};

const props = (overrides: Partial<JobMapPanelProps> = {}): JobMapPanelProps => ({
  jobs: [],
  origin: { kind: 'city', label: 'Toronto', point: { latitude: 43.7, longitude: -79.4 } },
  radiusKm: 10,
  nearest: { jobs: [], isError: false, isFetching: false, refetch: () => {} },
  canApply: () => false,
  onApply: () => {},
  ...overrides,
});

const workersButton = () => screen.queryByRole('button', { name: 'Workers' });

describe('JobMapPanel: worker locations', () => {
  it("lets an employer switch to the workers near the board's point, listed and marked", async () => {
    const api = fakeApi({ 'GET /api/location/nearby-workers': json(200, { workers: [ANN] }) });
    renderWithApp(<JobMapPanel {...props()} />, {
      route: '/',
      session: { user: sampleUser({ user_type: 'employer' }) },
    });
    expect(screen.getByRole('button', { name: 'Jobs' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(workersButton()!);
    const list = await screen.findByTestId('nearby-workers');
    expect(within(list).getByRole('listitem').textContent).toContain('Ann K. · 3 km · Electrical, Plumbing');
    expect(within(list).getByText('Trust score 81')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Workers nearby' })).toBeTruthy();
    expect((await screen.findByTestId('map')).textContent).toBe('worker:Ann K.@43.66,-79.3871');
    const [call] = api.callsTo('GET /api/location/nearby-workers');
    expect(Object.fromEntries(call!.query)).toEqual({
      latitude: '43.70000',
      longitude: '-79.40000',
      radius: '10',
    });
  });

  it("leaves the radius to the call's default when the board has none, and shows the empty state", async () => {
    const api = fakeApi({ 'GET /api/location/nearby-workers': json(200, { workers: [] }) });
    renderWithApp(<JobMapPanel {...props({ radiusKm: null })} />, {
      route: '/',
      session: { user: sampleUser({ user_type: 'company' }) },
    });
    fireEvent.click(workersButton()!);
    expect(await screen.findByText('No workers nearby have chosen to be found yet.')).toBeTruthy();
    expect(api.callsTo('GET /api/location/nearby-workers')[0]!.query.has('radius')).toBe(false);
    expect(screen.getByText('Nearest to Toronto')).toBeTruthy();
  });

  it('offers no toggle to workers or visitors, and asks nothing', () => {
    const api = fakeApi({});
    const { unmount } = renderWithApp(<JobMapPanel {...props()} />, {
      route: '/',
      session: { user: sampleUser({ user_type: 'worker' }) },
    });
    expect(workersButton()).toBeNull();
    unmount();
    clearSession();
    renderWithApp(<JobMapPanel {...props()} />, { route: '/' });
    expect(workersButton()).toBeNull();
    expect(api.callsTo('GET /api/location/nearby-workers')).toEqual([]);
  });
});
