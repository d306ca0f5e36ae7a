import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetGeolocation } from '@/lib/geolocation-store';
import { clearSession, saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { sampleJob } from '@/testing/sample-job';
import { JobBoard } from './job-board';

const openModal = vi.fn();
vi.mock('@/lib/modals/app-modals-context', () => ({
  useAppModals: () => ({ openModal, closeModal: vi.fn() }),
}));

const jobsNamed = (prefix: string, count: number): JobListingDto[] =>
  Array.from({ length: count }, (_, index) =>
    sampleJob({ id: `${prefix}-${index}`, title: `${prefix} job ${index + 1}` }),
  );

/** Answers GET /api/jobs from a function of its query; records every URL asked for. */
function mockJobsApi(answer: (params: URLSearchParams) => Response | Promise<Response>) {
  const urls: string[] = [];
  fakeApi({
    'GET /api/jobs': (call) => {
      urls.push(call.url);
      return answer(call.query);
    },
  });
  return urls;
}

function renderBoard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <JobBoard mapPanel={() => <p>map</p>} />
    </QueryClientProvider>,
  );
}

const cards = () => screen.queryAllByTestId('job-card');
const filtersButton = () => screen.getByRole('button', { name: /^Filters/ });

/** Picks an option of one of the board's selects through Radix's form-bubbling native select. */
function choose(label: string, value: string) {
  const trigger = screen.getByLabelText(label);
  const native = trigger.parentElement?.querySelector('select');
  if (!native) throw new Error(`no native select for ${label}`);
  fireEvent.change(native, { target: { value } });
}

beforeEach(() => {
  clearSession();
  resetGeolocation();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  openModal.mockReset();
});

// A loaded machine (the whole suite at once) renders slower than one file alone.
configure({ asyncUtilTimeout: 4000 });

describe('JobBoard', { timeout: 20_000 }, () => {
  it('asks for the first page with no filters and lists the jobs', async () => {
    const urls = mockJobsApi(() => json(200, jobsNamed('Plumber', 2)));
    renderBoard();
    expect(screen.getByRole('status').textContent).toBe('Loading jobs…');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(urls).toEqual(['/api/jobs?limit=12&page=1']);
    expect(screen.getByText('2 jobs shown')).toBeTruthy();
    // A short page means there is no next one.
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
    expect(screen.queryByTestId('filter-count')).toBeNull();
  });

  it('loads the next page with Load More until a page comes back short', async () => {
    const urls = mockJobsApi((params) =>
      json(200, params.get('page') === '1' ? jobsNamed('First', 12) : jobsNamed('Second', 3)),
    );
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(12));
    fireEvent.click(screen.getByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cards()).toHaveLength(15));
    expect(urls).toEqual(['/api/jobs?limit=12&page=1', '/api/jobs?limit=12&page=2']);
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('searches with only the filters that are set and counts them on the badge', async () => {
    const urls = mockJobsApi(() => json(200, []));
    renderBoard();
    await waitFor(() => expect(urls).toHaveLength(1));
    // Small screens (and jsdom) start with the advanced filters folded away.
    expect(screen.getByTestId('advanced-filters').hidden).toBe(true);
    fireEvent.click(filtersButton());
    expect(filtersButton().getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Certification required' }));
    await waitFor(() => expect(urls.at(-1)).toBe('/api/jobs?certificationRequired=true&limit=12&page=1'));
    expect(screen.getByTestId('filter-count').textContent).toBe('1');
    expect(filtersButton().textContent).toContain('1 active filter');

    choose('Urgency', 'urgent');
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/jobs?urgency=urgent&certificationRequired=true&limit=12&page=1'),
    );
    fireEvent.change(screen.getByLabelText('Search jobs'), { target: { value: 'red seal' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe(
        '/api/jobs?searchTerm=red+seal&urgency=urgent&certificationRequired=true&limit=12&page=1',
      ),
    );
    expect(screen.getByTestId('filter-count').textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(screen.queryByTestId('filter-count')).toBeNull();
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(urls.at(-1)).toBe('/api/jobs?limit=12&page=1'));
  });

  it('runs typed text after a pause, not on every key', async () => {
    const urls = mockJobsApi(() => json(200, []));
    renderBoard();
    await waitFor(() => expect(urls).toHaveLength(1));
    const box = screen.getByLabelText('Search jobs');
    fireEvent.change(box, { target: { value: 'w' } });
    fireEvent.change(box, { target: { value: 'we' } });
    fireEvent.change(box, { target: { value: 'weld' } });
    await waitFor(() => expect(urls.at(-1)).toBe('/api/jobs?searchTerm=weld&limit=12&page=1'));
    expect(urls).toHaveLength(2);
  });

  it('shows the server’s detail about an unknown city by the location box', async () => {
    const detail = 'We couldn\'t find "Atlantis". Try a city name such as "Toronto, ON".';
    mockJobsApi((params) =>
      params.get('location') ? json(400, { detail }) : json(200, jobsNamed('Any', 1)),
    );
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(1));
    const location = screen.getByLabelText('Location');
    fireEvent.change(location, { target: { value: 'Atlantis' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location.getAttribute('aria-invalid')).toBe('true'));
    const describedBy = location.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)?.textContent).toBe(detail);
    expect(cards()).toHaveLength(0);
    expect(screen.getByText('No jobs available at the moment. Try adjusting your filters.')).toBeTruthy();
  });

  it('shows the empty text when nothing matches', async () => {
    mockJobsApi(() => json(200, []));
    renderBoard();
    expect(
      await screen.findByText('No jobs available at the moment. Try adjusting your filters.'),
    ).toBeTruthy();
  });

  it('shows an error with Retry when the jobs cannot be fetched (no sample jobs)', async () => {
    let fail = true;
    mockJobsApi(() =>
      fail ? json(500, { detail: 'Internal Server Error' }) : json(200, jobsNamed('Back', 2)),
    );
    renderBoard();
    // One retry for a server error, then the error.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('We couldn’t load jobs right now.');
    expect(cards()).toHaveLength(0);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(cards()).toHaveLength(2));
  });

  it('asks a signed-out visitor to sign in before applying', async () => {
    mockJobsApi(() => json(200, jobsNamed('Open', 1)));
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toBe('login');
    expect(openModal).not.toHaveBeenCalled();
    window.removeEventListener('openAuthModal', opened);
  });

  it('opens the apply form for a signed-in worker, and no Apply Now on their own job', async () => {
    act(() =>
      saveSession('token', {
        id: 'employer-1',
        email: 'e@example.ca',
        full_name: 'E',
      } as Parameters<typeof saveSession>[1]),
    );
    mockJobsApi(() =>
      json(200, [
        sampleJob({ id: 'theirs', title: 'Their job', employer_id: 'someone-else' }),
        sampleJob({ id: 'mine', title: 'My job', employer_id: 'employer-1' }),
        // A colleague's posting for the caller's company (the server refuses their application).
        sampleJob({ id: 'team', title: 'Team job', employer_id: 'colleague', posted_by_colleague: true }),
      ]),
    );
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(3));
    const mine = screen.getByRole('article', { name: 'My job' });
    expect(within(mine).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(within(mine).getByText('Your posting')).toBeTruthy();
    const team = screen.getByRole('article', { name: 'Team job' });
    expect(within(team).queryByRole('button', { name: 'Apply Now' })).toBeNull();
    expect(within(team).getByText("Your company's posting")).toBeTruthy();
    const theirs = screen.getByRole('article', { name: 'Their job' });
    fireEvent.click(within(theirs).getByRole('button', { name: 'Apply Now' }));
    expect(openModal).toHaveBeenCalledWith({ kind: 'apply', postingId: 'theirs', title: 'Their job' });
  });

  it('sends the token when signed in, so the jobs say which ones the caller applied to', async () => {
    act(() =>
      saveSession('token-7', { id: 'worker-7', email: 'w@example.ca', full_name: 'W' } as Parameters<
        typeof saveSession
      >[1]),
    );
    const api = fakeApi({
      'GET /api/jobs': json(200, [sampleJob({ id: 'done', title: 'Done job', applied: true })]),
    });
    renderBoard();
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(api.calls.map((call) => call.headers.authorization)).toEqual(['Bearer token-7']);
    const card = screen.getByRole('article', { name: 'Done job' });
    expect(within(card).getByRole('button', { name: 'Applied' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('shows the total the server counted, and "1,000+" when it stopped counting', async () => {
    let capped = false;
    mockJobsApi(
      () =>
        new Response(JSON.stringify(jobsNamed('Welder', 12)), {
          status: 200,
          headers: { 'x-total-count': capped ? '1000' : '248', 'x-total-count-capped': String(capped) },
        }),
    );
    renderBoard();
    await waitFor(() => expect(screen.getByText('248 jobs found')).toBeTruthy());
    cleanup();
    capped = true;
    renderBoard();
    await waitFor(() => expect(screen.getByText('1,000+ jobs found')).toBeTruthy());
  });

  it('sorts by distance from the device’s position when no city is typed', async () => {
    const getCurrentPosition = vi.fn((success: PositionCallback) =>
      success({ coords: { latitude: 43.7, longitude: -79.42, accuracy: 30 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const urls = mockJobsApi(() => json(200, []));
    renderBoard();
    await waitFor(() => expect(urls).toHaveLength(1));
    fireEvent.click(filtersButton());
    choose('Sort by', 'distance');
    await waitFor(() =>
      expect(urls.at(-1)).toBe(
        '/api/jobs?latitude=43.70000&longitude=-79.42000&sortBy=distance&limit=12&page=1',
      ),
    );
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    // No search without the point while the browser was asked for it.
    expect(urls).toHaveLength(2);
    // A typed city is the point instead.
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Ottawa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(urls.at(-1)).toBe('/api/jobs?location=Ottawa&sortBy=distance&limit=12&page=1'),
    );
  });

  it('opens with the filters named in the page address', async () => {
    window.history.replaceState(null, '', '/?searchTerm=welder&urgency=urgent&bogus=1#work');
    try {
      const urls = mockJobsApi(() => json(200, []));
      renderBoard();
      await waitFor(() =>
        expect(urls).toEqual(['/api/jobs?searchTerm=welder&urgency=urgent&limit=12&page=1']),
      );
      expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('welder');
      expect(screen.getByTestId('filter-count').textContent).toBe('2');
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('toggles between the list and the map with pressed buttons', async () => {
    mockJobsApi(() => json(200, []));
    renderBoard();
    const list = screen.getByRole('button', { name: 'List' });
    const map = screen.getByRole('button', { name: 'Map' });
    expect(list.getAttribute('aria-pressed')).toBe('true');
    expect(map.getAttribute('aria-pressed')).toBe('false');
  });
});
