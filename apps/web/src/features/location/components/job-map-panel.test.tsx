import type { NearbyJobDto } from '@hirehand/shared/location/location';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGeolocation } from '@/lib/geolocation-store';
import { clearSession, saveSession } from '@/lib/session/session';
import { type ApiCall, fakeApi, json } from '@/testing/fake-api';
import { sampleJob } from '@/testing/sample-job';
import { JobMapPanel } from './job-map-panel';
import type { JobsMapProps } from './jobs-map';

// Leaflet needs a real layout engine; the panel's logic is what is tested here.
vi.mock('./jobs-map', () => ({
  default: ({ center, user, jobs }: JobsMapProps) => (
    <div
      data-testid="map"
      data-center={`${center.latitude},${center.longitude}`}
      data-user={user ? `${user.latitude},${user.longitude}` : ''}
    >
      {jobs.map((job) => job.title).join('|')}
    </div>
  ),
}));

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** A controllable navigator.geolocation: each call waits until the test answers it. */
function mockGeolocation() {
  const calls: { success: Success; failure: Failure; options?: PositionOptions }[] = [];
  const geolocation = {
    getCurrentPosition: vi.fn((success: Success, failure: Failure, options?: PositionOptions) => {
      calls.push({ success, failure, options });
    }),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const last = () => calls.at(-1)!;
  return {
    geolocation,
    calls,
    grant: (latitude: number, longitude: number, accuracy = 20) =>
      act(() =>
        last().success({ coords: { latitude, longitude, accuracy } } as unknown as GeolocationPosition),
      ),
    deny: () => act(() => last().failure({ code: 1, message: 'denied' } as GeolocationPositionError)),
  };
}

const nearby = (index: number, patch: Partial<NearbyJobDto> = {}): NearbyJobDto => ({
  id: `near-${index}`,
  title: `Nearby job ${index}`,
  company: 'Co',
  employer_id: `employer-${index}`,
  city: 'Toronto',
  distance_km: index + 0.25,
  rate: 30 + index,
  salary: `$${30 + index}/hour`,
  certification_required: index === 1,
  location: { latitude: 43.6 + index / 100, longitude: -79.4 },
  ...patch,
});

/** The map's three endpoints, all answered by `answer`; each call recorded with its bearer token. */
function mockApi(answer: () => Response) {
  const calls: { url: string; method: string; body?: unknown; auth?: string | null }[] = [];
  const reply = (call: ApiCall) => {
    calls.push({
      url: call.url,
      method: call.method,
      body: call.body,
      auth: call.headers.authorization ?? null,
    });
    return answer();
  };
  fakeApi({
    'GET /api/jobs': reply,
    'GET /api/location/nearby-jobs': reply,
    'POST /api/location/update': reply,
  });
  return calls;
}

const onApply = vi.fn();
function renderPanel(jobs = [sampleJob({ id: 'listed', title: 'Listed job' })]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobMapPanel jobs={jobs} canApply={() => true} onApply={onApply} />
    </QueryClientProvider>,
  );
}

const signIn = () =>
  act(() =>
    saveSession('tok', { id: 'worker-1', email: 'w@example.ca', full_name: 'W' } as Parameters<
      typeof saveSession
    >[1]),
  );

beforeEach(() => {
  resetGeolocation();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A loaded machine (the whole suite at once) renders slower than one file alone.
configure({ asyncUtilTimeout: 4000 });

describe('JobMapPanel', { timeout: 20_000 }, () => {
  it('asks for the position with the spec’s options and shows a spinner while pending', async () => {
    const geo = mockGeolocation();
    const calls = mockApi(() => json(200, []));
    renderPanel();
    expect(geo.calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    expect(screen.getByRole('status').textContent).toBe('Finding your location…');
    // While pending, the map waits on the Toronto fallback and nothing nearby is asked for.
    const map = await screen.findByTestId('map');
    expect(map.dataset.center).toBe('43.6532,-79.3832');
    expect(map.textContent).toBe('Listed job');
    expect(calls).toEqual([]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);
  });

  it('signed out and granted: lists the 3 nearest jobs from the public search, each with Navigate', async () => {
    const geo = mockGeolocation();
    const listings = [0, 1, 2, 3, 4].map((index) =>
      sampleJob({
        id: `pub-${index}`,
        title: `Public job ${index}`,
        distance_km: index + 1.04,
        rate: index === 0 ? null : 40,
        certification_required: index === 2,
        latitude: 43.65 + index / 100,
        longitude: -79.38,
      }),
    );
    const calls = mockApi(() => json(200, listings));
    renderPanel();
    geo.grant(43.66, -79.39);
    const list = await screen.findByTestId('nearby-jobs');
    expect(calls.map((call) => call.url)).toEqual([
      '/api/jobs?latitude=43.66&longitude=-79.39&radius=10&sortBy=distance&limit=20',
    ]);
    expect(screen.getByRole('status').textContent).toBe('Using your current location');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Public job 0');
    expect(items[0]!.textContent).toContain('1 km');
    // No salary: the fallback rate of 25 an hour.
    expect(items[0]!.textContent).toContain('$25/h');
    expect(items[1]!.textContent).toContain('2 km');
    expect(items[1]!.textContent).toContain('$40/h');
    expect(items[2]!.textContent).toContain('Certification required');
    expect(items[1]!.textContent).not.toContain('Certification required');
    const navigate = within(items[0]!).getByRole('link', { name: /^Navigate to Public job 0/ });
    expect(navigate.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=43.65,-79.38',
    );
    expect(navigate.getAttribute('target')).toBe('_blank');
    expect(navigate.getAttribute('rel')).toContain('noopener');
    const map = screen.getByTestId('map');
    expect(map.dataset.center).toBe('43.66,-79.39');
    expect(map.dataset.user).toBe('43.66,-79.39');
    expect(map.textContent).toContain('Listed job|Public job 0');
  });

  it('signed in and granted: stores the position and lists the answer’s nearby jobs', async () => {
    signIn();
    const geo = mockGeolocation();
    const calls = mockApi(() =>
      json(200, {
        location: { latitude: 43.66, longitude: -79.39, accuracy: 20, label: 'Toronto', updated_at: '' },
        nearby_jobs: [nearby(1), nearby(2)],
      }),
    );
    renderPanel();
    geo.grant(43.66, -79.39, 20);
    const list = await screen.findByTestId('nearby-jobs');
    expect(calls).toEqual([
      {
        url: '/api/location/update',
        method: 'POST',
        body: { latitude: 43.66, longitude: -79.39, accuracy: 20, location_type: 'current' },
        auth: 'Bearer tok',
      },
    ]);
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Nearby job 1'), expect.stringContaining('Nearby job 2')]);
    expect(within(list).getAllByRole('listitem')[0]!.textContent).toContain('Certification required');
  });

  it('denied: shows "Location Access Required", centres on Toronto and asks again on Enable Location', async () => {
    signIn();
    const geo = mockGeolocation();
    const calls = mockApi(() => json(200, { jobs: [nearby(1)] }));
    renderPanel();
    geo.deny();
    const panel = await screen.findByTestId('location-denied');
    expect(within(panel).getByRole('heading', { name: 'Location Access Required' })).toBeTruthy();
    expect((await screen.findByTestId('map')).dataset.center).toBe('43.6532,-79.3832');
    expect(screen.getByTestId('map').dataset.user).toBe('');
    await screen.findByTestId('nearby-jobs');
    // The fallback point is not the user's location: read nearby jobs without storing it.
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/location/nearby-jobs?latitude=43.6532&longitude=-79.3832&radius_km=10&limit=20',
    ]);
    expect(screen.getByText('Within 10 km of downtown Toronto')).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Enable Location' }));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status').textContent).toBe('Finding your location…');
    geo.grant(43.7, -79.4);
    await waitFor(() => expect(screen.queryByTestId('location-denied')).toBeNull());
    await waitFor(() => expect(calls.at(-1)?.url).toBe('/api/location/update'));
  });

  it('not supported: says so and still lists jobs near Toronto', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    const calls = mockApi(() => json(200, []));
    renderPanel();
    expect(
      await screen.findByText('This browser can’t share your location, so the map shows jobs near Toronto.'),
    ).toBeTruthy();
    expect(await screen.findByText('No open jobs within 10 km yet.')).toBeTruthy();
    expect(calls[0]?.url).toContain('latitude=43.6532&longitude=-79.3832');
  });

  it('Refresh asks for the position again and reloads the nearby jobs', async () => {
    const geo = mockGeolocation();
    const calls = mockApi(() => json(200, []));
    renderPanel();
    geo.grant(43.66, -79.39);
    await screen.findByText('No open jobs within 10 km yet.');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    geo.grant(43.67, -79.39);
    await waitFor(() => expect(calls.at(-1)?.url).toContain('latitude=43.67'));
  });
});
