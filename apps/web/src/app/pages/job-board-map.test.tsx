import { JOB_ORIGIN_HEADER, type JobListingDto } from '@hirehand/shared/jobs/jobs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobBoard } from '@/features/jobs/components/job-board';
import { JobMapPanel } from '@/features/location/components/job-map-panel';
import type { JobsMapProps } from '@/features/location/components/jobs-map';
import { resetGeolocation } from '@/lib/geolocation-store';
import { clearSession, saveSession } from '@/lib/session/session';
import { type ApiCall, fakeApi, json } from '@/testing/fake-api';
import { sampleJob } from '@/testing/sample-job';

// The board and its map together, as the landing page wires them: one reference point for both.

vi.mock('@/lib/modals/app-modals-context', () => ({
  useAppModals: () => ({ openModal: vi.fn(), closeModal: vi.fn() }),
}));

// Leaflet needs a real layout engine; what the panel hands the map is what is tested here.
vi.mock('@/features/location/components/jobs-map', () => ({
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

const listed = [sampleJob({ id: 'listed', title: 'Listed job', latitude: 43.7, longitude: -79.5 })];
const nearestJobs: JobListingDto[] = [0, 1, 2, 3].map((index) =>
  sampleJob({
    id: `near-${index}`,
    title: `Near job ${index}`,
    distance_km: index + 1.04,
    rate: index === 0 ? null : 40,
    certification_required: index === 2,
    latitude: 43.65 + index / 100,
    longitude: -79.38,
  }),
);

/**
 * GET /api/jobs as the server answers it: nearest first for the map's distance sort, the
 * board's page otherwise, with the origin header whenever a city or a point was sent.
 */
function mockApi() {
  const calls: ApiCall[] = [];
  const jobs = (call: ApiCall) => {
    calls.push(call);
    const { query } = call;
    const origin = query.get('location')
      ? '43.70011,-79.41630'
      : query.get('latitude')
        ? `${query.get('latitude')},${query.get('longitude')}`
        : null;
    const body = query.get('sortBy') === 'distance' ? nearestJobs : listed;
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json', ...(origin ? { [JOB_ORIGIN_HEADER]: origin } : {}) },
    });
  };
  const remember = (call: ApiCall) => {
    calls.push(call);
    return json(200, { location: {}, nearby_jobs: [] });
  };
  fakeApi({ 'GET /api/jobs': jobs, 'POST /api/location/update': remember });
  const searches = () => calls.filter((call) => call.path === '/api/jobs').map((call) => call.url);
  const nearestSearches = () => searches().filter((url) => url.includes('sortBy=distance'));
  return { calls, searches, nearestSearches };
}

function renderBoard(address = '/') {
  window.history.replaceState(null, '', address);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobBoard mapPanel={JobMapPanel} />
    </QueryClientProvider>,
  );
}

const openMap = () => fireEvent.click(screen.getByRole('button', { name: 'Map' }));
const origin = () => screen.getByTestId('search-origin').textContent;

beforeEach(() => {
  resetGeolocation();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

// A loaded machine (the whole suite at once) renders slower than one file alone.
configure({ asyncUtilTimeout: 4000 });

describe('job board and map: one reference point', { timeout: 20_000 }, () => {
  it('signed out with no city: says every location is listed, and offers to use the position', async () => {
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    expect(origin()).toContain('All locations. Enter a city, or use your location, to search by distance.');
    expect(screen.getByText('Needs a city or your location')).toBeTruthy();
    expect(api.searches()).toEqual(['/api/jobs?limit=12&page=1']);

    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(geo.calls[0]?.options).toEqual({ enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 });
    geo.grant(43.66, -79.39);
    // The list now measures from the position and applies the radius from it.
    await waitFor(() => expect(origin()).toContain('Within 25 km of your location'));
    await waitFor(() =>
      expect(api.searches().at(-1)).toBe('/api/jobs?latitude=43.66000&longitude=-79.39000&limit=12&page=1'),
    );
    expect(screen.getByText('From your location')).toBeTruthy();
  });

  it('on the map, the position is asked for once and the list and the panel share it and the radius', async () => {
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    openMap();
    // Pending: the map waits on the Toronto fallback, nothing nearest is asked for, no distances claimed.
    const map = await screen.findByTestId('map');
    expect(map.dataset.center).toBe('43.6532,-79.3832');
    expect(api.nearestSearches()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveProperty('disabled', true);

    geo.grant(43.66, -79.39);
    const list = await screen.findByTestId('nearby-jobs');
    const point = 'latitude=43.66000&longitude=-79.39000';
    expect(api.nearestSearches()).toEqual([`/api/jobs?${point}&sortBy=distance&limit=20`]);
    expect(api.searches()).toContain(`/api/jobs?${point}&limit=12&page=1`);
    expect(screen.getByText('Within 25 km of your location', { selector: 'aside p' })).toBeTruthy();
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(1);

    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    // The server's distance from the same point the list measures from, and the fallback rate of 25.
    expect(items[0]!.textContent).toContain('Near job 0');
    expect(items[0]!.textContent).toContain('1 km');
    expect(items[0]!.textContent).toContain('$25/h');
    expect(items[2]!.textContent).toContain('Certification required');
    const navigate = within(items[0]!).getByRole('link', { name: /^Navigate to Near job 0/ });
    expect(navigate.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=43.65,-79.38',
    );
    const drawn = screen.getByTestId('map');
    expect(drawn.dataset.center).toBe('43.66,-79.39');
    expect(drawn.dataset.user).toBe('43.66,-79.39');
    expect(drawn.textContent).toContain('Listed job|Near job 0');
  });

  it('with a city typed, the map centres on the city the server placed and measures from it', async () => {
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard('/?location=Toronto&radius=50');
    await screen.findByText('Listed job');
    expect(origin()).toContain('Within 50 km of Toronto');
    openMap();
    await screen.findByTestId('nearby-jobs');
    expect(api.nearestSearches()).toEqual(['/api/jobs?location=Toronto&radius=50&sortBy=distance&limit=20']);
    expect(screen.getByText('Within 50 km of Toronto', { selector: 'aside p' })).toBeTruthy();
    expect(screen.getByTestId('map').dataset.center).toBe('43.70011,-79.4163');
    // The city is the reference: the device is not asked.
    expect(geo.geolocation.getCurrentPosition).not.toHaveBeenCalled();
  });

  it('an unlimited distance lists the nearest without claiming a radius', async () => {
    mockGeolocation();
    mockApi();
    renderBoard('/?location=Toronto&radius=unlimited');
    await screen.findByText('Listed job');
    expect(origin()).toContain('Distances from Toronto');
    openMap();
    await screen.findByTestId('nearby-jobs');
    expect(screen.getByText('Nearest to Toronto', { selector: 'aside p' })).toBeTruthy();
  });

  it('denied: no distances are claimed until a city is typed or access is given', async () => {
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    openMap();
    geo.deny();
    const panel = await screen.findByTestId('location-denied');
    expect(within(panel).getByRole('heading', { name: 'Location Access Required' })).toBeTruthy();
    expect((await screen.findByTestId('map')).dataset.center).toBe('43.6532,-79.3832');
    expect(
      screen.getByText(
        'Enter a city in the search, or allow location access, to see the jobs nearest to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('nearby-jobs')).toBeNull();
    expect(api.nearestSearches()).toEqual([]);
    expect(origin()).toContain('All locations.');
    expect(screen.queryByRole('button', { name: 'Use my location' })).toBeNull();

    fireEvent.click(within(panel).getByRole('button', { name: 'Enable Location' }));
    geo.grant(43.7, -79.4);
    await screen.findByTestId('nearby-jobs');
    expect(api.nearestSearches()).toEqual([
      '/api/jobs?latitude=43.70000&longitude=-79.40000&sortBy=distance&limit=20',
    ]);
  });

  it('signed in: keeps the position once (the spec’s call) and searches with the token', async () => {
    act(() =>
      saveSession('tok', { id: 'worker-1', email: 'w@example.ca', full_name: 'W' } as Parameters<
        typeof saveSession
      >[1]),
    );
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    openMap();
    geo.grant(43.66, -79.39, 20);
    await screen.findByTestId('nearby-jobs');
    const stored = api.calls.filter((call) => call.path === '/api/location/update');
    expect(stored).toHaveLength(1);
    expect(stored[0]!.body).toEqual({
      latitude: 43.66,
      longitude: -79.39,
      accuracy: 20,
      location_type: 'current',
    });
    expect(stored[0]!.headers.authorization).toBe('Bearer tok');
    const nearest = api.calls.find((call) => call.url.includes('sortBy=distance'));
    expect(nearest?.headers.authorization).toBe('Bearer tok');
  });

  it('not supported: says so, and a city still gives the nearest jobs', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    openMap();
    expect(
      await screen.findByText(
        'This browser can’t share your location. Enter a city in the search to see the jobs nearest to it.',
      ),
    ).toBeTruthy();
    expect(screen.queryByTestId('nearby-jobs')).toBeNull();
  });

  it('Refresh asks for the position again and measures from the new one', async () => {
    const geo = mockGeolocation();
    const api = mockApi();
    renderBoard();
    await screen.findByText('Listed job');
    openMap();
    geo.grant(43.66, -79.39);
    await screen.findByTestId('nearby-jobs');
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(geo.geolocation.getCurrentPosition).toHaveBeenCalledTimes(2);
    geo.grant(43.67, -79.39);
    await waitFor(() => expect(api.nearestSearches().at(-1)).toContain('latitude=43.67000'));
    await waitFor(() => expect(screen.getByTestId('map').dataset.center).toBe('43.67,-79.39'));
  });
});
