import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { clearSession, saveSession } from '@/lib/session/session';
import { deferred, fakeApi, json, networkError } from '@/testing/fake-api';
import { CreateGigWizard } from './create-gig-wizard';

const openModal = vi.fn();
vi.mock('@/lib/modals/app-modals-context', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/modals/app-modals-context')>()),
  useAppModals: () => ({ openModal, closeModal: vi.fn() }),
}));

const user = {
  id: 'u1',
  email: 'olivia@example.ca',
  full_name: 'Olivia Martin',
  user_type: 'employer' as const,
  trust_score: 50,
  email_verified: true,
  phone: null,
  city: 'Toronto',
  skills: [],
  bio: null,
  profile_picture: null,
  social_provider: null,
  created_at: '2026-01-01T00:00:00.000Z',
  locale: 'en-CA' as const,
  time_zone: 'America/Toronto',
};

function renderWizard(
  mode: 'service' | 'job' = 'service',
  { signedIn = true, companyId }: { signedIn?: boolean; companyId?: string } = {},
) {
  if (signedIn) saveSession('tok-1', user);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter initialEntries={['/']}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route
            path="/"
            element={<CreateGigWizard open mode={mode} companyId={companyId} onOpenChange={onOpenChange} />}
          />
          <Route path="/dashboard" element={<p>dashboard {mode}</p>} />
        </Routes>
        <Toaster />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onOpenChange, invalidate };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const input = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(input(label), { target: { value } });
const heading = () => screen.getByRole('heading', { level: 3 });
/** The text of every non-empty alert region (the wizard has one, the location fields another). */
const alerts = () =>
  screen
    .getAllByRole('alert')
    .map((node) => node.textContent)
    .filter(Boolean);

/** Picks a category in the Radix select (keyboard: open it, then choose the option). */
function chooseCategory(name = 'Plumbing') {
  const trigger = screen.getByRole('combobox', { name: /^Category/ });
  fireEvent.keyDown(trigger, { key: 'Enter' });
  fireEvent.click(screen.getByRole('option', { name }));
}

/** Step 1 done: a category (and the gig type the mode needs), then Continue. */
function toDetails(gigType = '') {
  if (gigType) fireEvent.click(screen.getByRole('radio', { name: new RegExp(`^${gigType}`) }));
  chooseCategory();
  fireEvent.click(button('Continue'));
}

/** Where the work is done: one of the Work location tiles. */
const chooseWorkLocation = (name = 'On-site') => fireEvent.click(screen.getByRole('radio', { name }));

function goToReview({
  title = 'Bathroom plumbing repair',
  description = 'Replace the vanity drain and fix a leaking shut-off valve.',
  hourly = '45',
  gigType = '',
} = {}) {
  toDetails(gigType);
  type(/^Title\*?$/, title);
  type(/^Description\*?$/, description);
  chooseWorkLocation();
  fireEvent.click(button('Continue'));
  if (hourly) type(/^Hourly rate \(CAD\)$/, hourly);
  fireEvent.click(button('Continue'));
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
});

afterEach(() => {
  cleanup();
  openModal.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

// Rendering the whole wizard is slow in jsdom when the machine is busy; the default 5 s is too tight.
describe('CreateGigWizard', { timeout: 20_000 }, () => {
  it('has the title of each mode and a stepper that marks and announces the current step', () => {
    renderWizard('service');
    const dialog = screen.getByRole('dialog', { name: 'Create Gig - Offer Service' });
    const steps = within(within(dialog).getByRole('navigation', { name: 'Progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent)).toEqual(['1Type', '2Details', '3Pricing', '4Publish']);
    expect(steps[0]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Step 1 of 4: Type')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();

    toDetails();
    expect(steps[0]!.getAttribute('aria-current')).toBeNull();
    expect(screen.getAllByRole('listitem')[1]!.getAttribute('aria-current')).toBe('step');
    expect(screen.getByText('Step 2 of 4: Details')).toBeTruthy();
    cleanup();

    renderWizard('job');
    expect(screen.getByRole('dialog', { name: 'Post a Job - Hire Someone' })).toBeTruthy();
  });

  it('offers the four gig types as tiles with service chosen, no category chosen, and keeps choices across Back', () => {
    renderWizard();
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.labels?.[0]?.textContent)).toEqual([
      'ServiceAn ongoing service clients can book',
      'ProjectA one-off piece of work with a clear result',
      'Part-timeRegular work for part of the week',
      'Full-timeA full-time position',
    ]);
    expect(radios[0]!.checked).toBe(true);
    const category = screen.getByRole('combobox', { name: /^Category/ });
    expect(category.textContent).toBe('Choose a category');
    expect(button('Continue').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose a category to continue.')).toBeTruthy();
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('What kind of work is it?');

    toDetails('Project');
    expect(heading().textContent).toBe('Describe the work');
    fireEvent.click(button('Back'));
    expect(heading().textContent).toBe('What kind of work is it?');
    expect((screen.getByRole('radio', { name: /^Project/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('combobox', { name: /^Category/ }).textContent).toContain('Plumbing');
  });

  it('starts with no work location and no "Remote work allowed" tick, and asks where the work is done', () => {
    renderWizard('job');
    toDetails('Project');
    const tiles = ['Remote', 'On-site', 'Hybrid'].map((name) => screen.getByRole('radio', { name }));
    expect(tiles.map((tile) => (tile as HTMLInputElement).checked)).toEqual([false, false, false]);
    expect(input(/^Remote work allowed$/).checked).toBe(false);
    type(/^Title\*?$/, 'Replace a water heater');
    type(/^Description\*?$/, 'Remove the old tank and install a new 40 gallon one.');
    expect(
      screen.getByText('Choose where the work is done (remote, on-site or hybrid) to continue.'),
    ).toBeTruthy();
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('Describe the work');
    chooseWorkLocation('Remote');
    expect(input(/^Remote work allowed$/).checked).toBe(true);
    chooseWorkLocation('On-site');
    expect(input(/^Remote work allowed$/).checked).toBe(false);
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('Set your price');
  });

  it('step 2 needs a title, a description and a work location before Continue moves on', () => {
    renderWizard();
    toDetails();
    const next = button('Continue');
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Add a title to continue.')).toBeTruthy();
    fireEvent.click(next);
    expect(heading().textContent).toBe('Describe the work');

    type(/^Title\*?$/, 'Plumber');
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('Describe the work');

    type(/^Description\*?$/, 'Fix a leak');
    chooseWorkLocation();
    expect(button('Continue').getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('Set your price');
    // Step 3 has no check: straight to the review.
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('Review and publish');
    expect(button('Publish Gig')).toBeTruthy();
    expect(button('Back')).toBeTruthy();
  });

  it('counts title and description characters against their limits', () => {
    renderWizard();
    toDetails();
    expect(screen.getByText('0/100 characters')).toBeTruthy();
    expect(screen.getByText('0/2,000 characters')).toBeTruthy();
    type(/^Title\*?$/, 'Plumber');
    expect(screen.getByText('7/100 characters')).toBeTruthy();
    expect(input(/^Title\*?$/).getAttribute('aria-describedby')).toBeTruthy();
  });

  it('toggles the 20 preset skill chips and adds and removes custom skills', () => {
    renderWizard();
    toDetails();
    const chips = screen
      .getAllByRole('button', { pressed: false })
      .filter((b) => b.hasAttribute('aria-pressed'));
    expect(chips).toHaveLength(20);
    fireEvent.click(button('Carpentry'));
    expect(button('Carpentry').getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(button('Carpentry'));
    expect(button('Carpentry').getAttribute('aria-pressed')).toBe('false');

    type(/^Add a skill$/, 'Drywall');
    fireEvent.keyDown(input(/^Add a skill$/), { key: 'Enter' });
    const added = screen.getByRole('list', { name: 'Added skills' });
    expect(within(added).getByText('Drywall')).toBeTruthy();
    expect(input(/^Add a skill$/).value).toBe('');
    fireEvent.click(button('Remove Drywall'));
    expect(screen.queryByRole('list', { name: 'Added skills' })).toBeNull();
  });

  it('starts a job with no gig type chosen (not "Service") and asks for one before Continue', () => {
    renderWizard('job');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.filter((radio) => radio.checked)).toEqual([]);
    expect(button('Continue').getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('Choose a gig type to continue.')).toBeTruthy();
    fireEvent.click(button('Continue'));
    expect(heading().textContent).toBe('What kind of work is it?');
    toDetails('Full-time');
    expect(heading().textContent).toBe('Describe the work');
  });

  it('shows the job fields only in job mode, with the spec labels', () => {
    renderWizard('job');
    toDetails('Project');
    for (const label of [/^Company$/, /^Openings$/, /^Certification required$/, /^Remote work allowed$/]) {
      expect(input(label)).toBeTruthy();
    }
    expect(screen.getByRole('combobox', { name: 'Urgency' }).textContent).toContain('Medium');
    expect(screen.getByRole('combobox', { name: 'Experience required' }).textContent).toContain(
      'Mid (2-5 years)',
    );
    fireEvent.click(input(/^Certification required$/));
    expect(screen.getByRole('combobox', { name: 'Certification type' })).toBeTruthy();
    expect(input(/^Certification bonus \(\$\/h\)$/)).toBeTruthy();
    type(/^Openings$/, '250');
    fireEvent.blur(input(/^Openings$/));
    expect(input(/^Openings$/).value).toBe('100');
    cleanup();

    renderWizard('service');
    toDetails();
    expect(screen.queryByLabelText(/^Company$/)).toBeNull();
  });

  it('shows the publish check message and sends nothing when a check fails', () => {
    const api = fakeApi();
    renderWizard();
    goToReview({ title: ' ab ' });
    fireEvent.click(button('Publish Gig'));
    expect(alerts()).toEqual([GIG_MESSAGES.titleTooShort]);

    fireEvent.click(button('Back'));
    fireEvent.click(button('Back'));
    type(/^Title\*?$/, 'Bathroom plumbing repair');
    fireEvent.click(button('Continue'));
    type(/^Hourly rate \(CAD\)$/, '');
    fireEvent.click(button('Continue'));
    fireEvent.click(button('Publish Gig'));
    expect(alerts()).toEqual([GIG_MESSAGES.hourlyRange]);
    expect(api.calls).toEqual([]);
  });

  it('reviews the form in en-CA CAD', () => {
    renderWizard();
    goToReview({ hourly: '1250.5' });
    const pricing = screen.getByRole('heading', { name: 'Pricing', level: 4 }).closest('section')!;
    expect(within(pricing).getByText('$1,250.50/h')).toBeTruthy();
    expect(within(pricing).getByText('7 days')).toBeTruthy();
    expect(screen.getByText('Bathroom plumbing repair')).toBeTruthy();
    expect(screen.getByText('Toronto')).toBeTruthy();
    fireEvent.click(button('Edit Pricing'));
    expect(heading().textContent).toBe('Set your price');
  });

  it('posts the job with the bearer token, numbers and an integer day count, then says so with links to it and the dashboard', async () => {
    const answer = deferred();
    const api = fakeApi({ 'POST /api/gigs/create': () => answer.promise });
    const { onOpenChange, invalidate } = renderWizard('job');
    goToReview({ hourly: '38.5', gigType: 'Project' });
    fireEvent.click(button('Post Job'));

    const pending = await screen.findByRole('button', { name: 'Posting…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    const [call] = api.calls;
    expect(call!.url).toBe('/api/gigs/create');
    expect(call!.method).toBe('POST');
    expect(call!.headers.authorization).toBe('Bearer tok-1');
    expect(call!.body).toMatchObject({
      mode: 'job',
      title: 'Bathroom plumbing repair',
      pricing_type: 'hourly',
      hourly_rate: 38.5,
      fixed_price: null,
      price_range_min: null,
      price_range_max: null,
      delivery_time_days: 7,
      openings: 1,
      city: 'Toronto',
    });

    await act(async () => answer.resolve(json(201, { id: 'p1', message: 'ok', estimated_reach: 12 })));
    expect((await screen.findByTestId('publish-success')).textContent).toBe(GIG_MESSAGES.jobPosted(12));
    expect(screen.getByRole('heading', { name: 'Your job is posted' })).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(expect.arrayContaining([['jobs'], ['gigs'], ['dashboard']]));

    fireEvent.click(button('View your job posting'));
    expect(openModal).toHaveBeenCalledWith({ kind: 'job', jobId: 'p1' });
    const dashboard = screen.getByRole('link', { name: 'Go to your dashboard' });
    expect(dashboard.getAttribute('href')).toBe('/dashboard?tab=postings');
    fireEvent.click(dashboard);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByText('dashboard job')).toBeTruthy();
  });

  it('posts for the company the dashboard acts for with its company_id (issue 22)', async () => {
    const api = fakeApi({
      'POST /api/gigs/create': json(201, { id: 'p2', message: 'ok', estimated_reach: 3 }),
    });
    renderWizard('job', { companyId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
    goToReview({ gigType: 'Project' });
    await act(async () => fireEvent.click(button('Post Job')));
    expect(api.calls[0]!.body).toMatchObject({
      mode: 'job',
      company_id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    });
    expect(await screen.findByTestId('publish-success')).toBeTruthy();
  });

  it('a paid job (Pay-Per-Post) sends its origin and goes straight to the checkout_url the publish answers', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const api = fakeApi({
      'POST /api/gigs/create': json(201, {
        id: 'p3',
        message: 'ok',
        estimated_reach: 5,
        status: 'pending_payment',
        checkout_url: '/api/payments/sandbox/checkout/cs_sandbox_post1234',
      }),
    });
    renderWizard('job');
    goToReview({ gigType: 'Project' });
    fireEvent.click(button('Post Job'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_sandbox_post1234'),
    );
    expect(api.calls[0]!.body).toMatchObject({ mode: 'job', origin_url: window.location.origin });
    // The publish opened the checkout: no second call for one.
    expect(api.callsTo('POST /api/payments/checkout/session')).toHaveLength(0);
    expect((await screen.findByTestId('publish-success')).textContent).toBe(GIG_MESSAGES.jobAwaitsPayment);
  });

  it("a company's job posted by a member who may not pay for it waits for the owner: no checkout (issue 22)", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const api = fakeApi({
      'POST /api/gigs/create': json(201, {
        id: 'p4',
        message: 'ok',
        estimated_reach: 5,
        status: 'pending_payment',
        checkout_url: null,
        awaiting_billing: true,
      }),
    });
    renderWizard('job', { companyId: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d' });
    goToReview({ gigType: 'Project' });
    fireEvent.click(button('Post Job'));
    expect((await screen.findByTestId('publish-success')).textContent).toBe(GIG_MESSAGES.jobAwaitsBilling);
    // Saved, not posted: it is on the board once paid for.
    expect(screen.getByRole('heading', { name: 'Your job is saved' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your job is posted' })).toBeNull();
    // The server would refuse their checkout (403): none is asked for, and the page stays.
    expect(api.callsTo('POST /api/payments/checkout/session')).toHaveLength(0);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the service success text', async () => {
    fakeApi({ 'POST /api/gigs/create': json(201, { id: 'p2', message: 'ok', estimated_reach: 3 }) });
    const { onOpenChange } = renderWizard('service');
    goToReview();
    fireEvent.click(button('Publish Gig'));
    expect((await screen.findByTestId('publish-success')).textContent).toBe(GIG_MESSAGES.gigCreated(3));
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard?tab=gigs',
    );
    fireEvent.click(button('View your gig'));
    expect(openModal).toHaveBeenCalledWith({ kind: 'gig-marketplace', gigId: 'p2' });
    fireEvent.click(button('Done'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it.each([
    [
      '429',
      () => Promise.resolve(json(429, { detail: 'Rate limit exceeded' })),
      GIG_MESSAGES.tooManyCreations,
    ],
    ['400', () => Promise.resolve(json(400, { detail: GIG_MESSAGES.fixedRange })), GIG_MESSAGES.fixedRange],
    ['400 without detail', () => Promise.resolve(json(400, {})), GIG_MESSAGES.badInput],
    ['401', () => Promise.resolve(json(401, { detail: 'Not authenticated' })), GIG_MESSAGES.signInToCreate],
    ['500', () => Promise.resolve(new Response('oops', { status: 500 })), GIG_MESSAGES.createFailed],
    ['a fetch TypeError', () => networkError(), GIG_MESSAGES.cannotConnect],
  ])('shows the text for %s and keeps the wizard open', async (_name, reply, text) => {
    fakeApi({ 'POST /api/gigs/create': reply });
    const { onOpenChange } = renderWizard();
    goToReview();
    fireEvent.click(button('Publish Gig'));
    await waitFor(() => expect(alerts()).toEqual([text]));
    expect(onOpenChange).not.toHaveBeenCalled();
    // Only a rejected session offers to sign in again.
    expect(screen.queryByRole('button', { name: 'Sign In' }) !== null).toBe(
      text === GIG_MESSAGES.signInToCreate,
    );
    expect((button('Publish Gig') as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a signed-out visitor to sign in and opens the auth modal', () => {
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    const { onOpenChange } = renderWizard('job', { signedIn: false });
    expect(screen.getByText(GIG_MESSAGES.signInToCreate)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    fireEvent.click(button('Sign In'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toBe('login');
    window.removeEventListener('openAuthModal', opened);
  });

  describe('Use GPS location', () => {
    const stubGeolocation = (impl: Geolocation['getCurrentPosition']) => {
      const getCurrentPosition = vi.fn(impl);
      vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
      return getCurrentPosition;
    };
    const position = { coords: { latitude: 43.65321, longitude: -79.38321, accuracy: 12 } };

    it('says when the browser has no GPS', () => {
      vi.stubGlobal('navigator', { ...navigator, geolocation: undefined });
      renderWizard();
      toDetails();
      fireEvent.click(button('Use GPS location'));
      expect(alerts()).toEqual([GIG_MESSAGES.gpsUnsupported]);
    });

    it('says when the position cannot be had', () => {
      stubGeolocation((_ok, fail) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError));
      renderWizard();
      toDetails();
      fireEvent.click(button('Use GPS location'));
      expect(alerts()).toEqual([GIG_MESSAGES.gpsFailed]);
    });

    it('asks with high accuracy, a 10 s timeout and a 5 min cache, and fills the place name', async () => {
      const getCurrentPosition = stubGeolocation((ok) => ok(position as GeolocationPosition));
      const api = fakeApi({
        'GET /api/location/reverse': json(200, {
          label: 'Toronto, ON',
          city: 'Toronto',
          region: 'Ontario',
          country: 'Canada',
        }),
      });
      renderWizard();
      toDetails();
      fireEvent.click(button('Use GPS location'));
      await waitFor(() => expect(input(/^Location$/).value).toBe('Toronto, ON'));
      expect(getCurrentPosition.mock.calls[0]![2]).toEqual({
        enableHighAccuracy: true,
        timeout: 10_000,
        maximumAge: 300_000,
      });
      expect(api.calls[0]!.url).toBe('/api/location/reverse?latitude=43.65321&longitude=-79.38321');
      expect(screen.getByText('Location filled from GPS: Toronto, ON')).toBeTruthy();
    });

    it('falls back to the coordinates to 4 decimals when naming fails, and sends them', async () => {
      stubGeolocation((ok) => ok(position as GeolocationPosition));
      const api = fakeApi({
        'GET /api/location/reverse': json(503, { detail: 'down' }),
        'POST /api/gigs/create': json(201, { id: 'p3', message: 'ok', estimated_reach: 0 }),
      });
      renderWizard();
      toDetails();
      fireEvent.click(button('Use GPS location'));
      await waitFor(() => expect(input(/^Location$/).value).toBe('43.6532, -79.3832'));
      type(/^Title\*?$/, 'Snow removal');
      type(/^Description\*?$/, 'Driveway and walkway snow clearing all winter.');
      chooseWorkLocation();
      fireEvent.click(button('Continue'));
      type(/^Hourly rate \(CAD\)$/, '30');
      fireEvent.click(button('Continue'));
      fireEvent.click(button('Publish Gig'));
      await waitFor(() => expect(api.calls).toHaveLength(2));
      expect(api.calls[1]!.body).toMatchObject({
        location: '43.6532, -79.3832',
        gps_enabled: true,
        latitude: 43.65321,
        longitude: -79.38321,
      });
    });
  });
});
