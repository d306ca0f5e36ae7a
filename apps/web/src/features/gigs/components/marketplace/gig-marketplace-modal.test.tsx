import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { clearSession, saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { filterGigsBySearch, gigListSearchParams } from '../../api/list-gigs';
import { gigDetail, gigPage, listedGig } from '../../testing/test-gigs';
import { type ApplyOverlayProps, GigMarketplaceModal } from './gig-marketplace-modal';

const GIGS = [
  listedGig({ id: 'a', title: 'Panel upgrades', description: 'Electrical panels for homes.' }),
  listedGig({ id: 'b', title: 'Deck staining', description: 'Cedar decks, fences and PERGOLAS.' }),
  listedGig({ id: 'c', title: 'Drain cleaning', description: 'Kitchen and bath drains.' }),
];

/** Stands in for the applications feature's dialog, which the modal host hands in. */
function FakeApplyDialog({ open, title }: ApplyOverlayProps) {
  return open ? <h2>{`Apply for "${title}"`}</h2> : null;
}

function renderModal(props: { initialGigId?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <AppModalsContext value={{ openModal: vi.fn(), closeModal: vi.fn() }}>
        {/* A router for the Manage link. */}
        <MemoryRouter>
          <GigMarketplaceModal open onOpenChange={() => {}} applyDialog={FakeApplyDialog} {...props} />
        </MemoryRouter>
      </AppModalsContext>
    </QueryClientProvider>,
  );
}

function mockApi(routes: { list?: () => Response | Promise<Response>; detail?: () => Response }) {
  return fakeApi({
    'GET /api/gigs': routes.list ?? json(200, gigPage(GIGS)),
    'GET /api/gigs/:id': routes.detail ?? json(200, gigDetail()),
  });
}

const cardTitles = () =>
  screen.queryAllByTestId('gig-card').map((card) => within(card).getByRole('heading').textContent);

afterEach(() => {
  cleanup();
  clearSession();
  vi.restoreAllMocks();
});

describe('filterGigsBySearch', () => {
  it('matches title or description, ignoring case and surrounding spaces', () => {
    expect(filterGigsBySearch(GIGS, '  pergolas ').map((gig) => gig.id)).toEqual(['b']);
    expect(filterGigsBySearch(GIGS, 'DRAIN').map((gig) => gig.id)).toEqual(['c']);
    expect(filterGigsBySearch(GIGS, '').map((gig) => gig.id)).toEqual(['a', 'b', 'c']);
    expect(filterGigsBySearch(GIGS, 'roofing')).toEqual([]);
  });

  it('ignores accents and matches the place and skills, every word, as the server does', () => {
    const gigs = [
      listedGig({ id: 'mtl', title: 'Électricien résidentiel', description: 'Prises.', city: 'Montréal' }),
      listedGig({
        id: 'van',
        title: 'Deck staining',
        description: 'Cedar.',
        city: 'Vancouver',
        location: 'Kitsilano',
      }),
    ];
    expect(filterGigsBySearch(gigs, 'electricien').map((gig) => gig.id)).toEqual(['mtl']);
    expect(filterGigsBySearch(gigs, 'ÉLECTRICIEN montreal').map((gig) => gig.id)).toEqual(['mtl']);
    expect(filterGigsBySearch(gigs, 'vancouver').map((gig) => gig.id)).toEqual(['van']);
    expect(filterGigsBySearch(gigs, 'kitsilano deck').map((gig) => gig.id)).toEqual(['van']);
    expect(filterGigsBySearch(gigs, 'vancouver electricien')).toEqual([]);
  });
});

describe('gigListSearchParams', () => {
  it('sends only the filters that are set, plus paging', () => {
    expect(String(gigListSearchParams({ search: '  ', category: 'plumbing' }, 2))).toBe(
      'category=plumbing&page=2&limit=12',
    );
    expect(String(gigListSearchParams({ search: 'deck', gig_type: 'project' }, 1))).toBe(
      'search=deck&gig_type=project&page=1&limit=12',
    );
  });

  it('sends a city, else a point, with the radius and a nearest-first sort', () => {
    const place = { radius_km: 25, sort: 'nearest' } as const;
    expect(
      String(gigListSearchParams({ near: ' Vancouver, BC ', latitude: 45, longitude: -73, ...place }, 1)),
    ).toBe('near=Vancouver%2C+BC&radius_km=25&sort=nearest&page=1&limit=12');
    expect(String(gigListSearchParams({ latitude: 45.50187, longitude: -73.56739, ...place }, 1))).toBe(
      'latitude=45.5019&longitude=-73.5674&radius_km=25&sort=nearest&page=1&limit=12',
    );
    expect(String(gigListSearchParams({ sort: 'newest' }, 1))).toBe('page=1&limit=12');
  });
});

describe('GigMarketplaceModal', () => {
  it('shows "Loading gigs..." and then the cards', async () => {
    let answer!: (response: Response) => void;
    mockApi({ list: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderModal();
    expect(screen.getByRole('heading', { name: 'Gig Marketplace' })).toBeTruthy();
    expect(screen.getByText('Loading gigs...')).toBeTruthy();
    await act(async () => answer(json(200, gigPage(GIGS))));
    await waitFor(() => expect(cardTitles()).toEqual(['Panel upgrades', 'Deck staining', 'Drain cleaning']));
  });

  it('filters the loaded list as the search text is typed, without asking the server', async () => {
    const api = mockApi({});
    renderModal();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const calls = api.calls.length;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search gigs' }), {
      target: { value: 'pergolas' },
    });
    expect(cardTitles()).toEqual(['Deck staining']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search gigs' }), {
      target: { value: 'nothing like it' },
    });
    expect(screen.getByText('No Gigs Found')).toBeTruthy();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeTruthy();
    expect(api.calls.length).toBe(calls);
  });

  it('Apply Filters asks the server with only the set filters', async () => {
    const api = mockApi({});
    renderModal();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    expect(api.calls[0]?.url).toBe('/api/gigs?page=1&limit=12');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search gigs' }), { target: { value: ' deck ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain('/api/gigs?search=deck&page=1&limit=12'),
    );
  });

  it('asks for gigs near a typed city and shows how far each is', async () => {
    const api = mockApi({
      list: () => json(200, gigPage([{ ...GIGS[0]!, distance_km: 3.7, city: 'Vancouver' }])),
    });
    renderModal();
    await waitFor(() => expect(cardTitles()).toHaveLength(1));
    expect(screen.getByText('Distances need a place: name a city or use your location.')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Near (city)' }), {
      target: { value: 'Vancouver, BC' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply Filters' }));
    await waitFor(() =>
      expect(api.calls.map((call) => call.url)).toContain('/api/gigs?near=Vancouver%2C+BC&page=1&limit=12'),
    );
    expect(within(await screen.findByTestId('gig-place')).getByText(/3\.7 km away/)).toBeTruthy();
  });

  it('says why a place was refused (the server\'s text) instead of only "No Gigs Found"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({
      list: () => json(400, { detail: 'We couldn\'t find "Qzx". Try a city name such as "Toronto, ON".' }),
    });
    renderModal();
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'We couldn\'t find "Qzx". Try a city name such as "Toronto, ON".',
    );
  });

  it('logs a failed load and shows the empty state', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ list: () => json(500, { detail: 'boom' }) });
    renderModal();
    expect(await screen.findByText('No Gigs Found')).toBeTruthy();
    expect(log).toHaveBeenCalled();
  });

  it('loads more while the server says has_more', async () => {
    let page = 0;
    mockApi({
      list: () => {
        page += 1;
        return page === 1
          ? json(200, { ...gigPage([GIGS[0]!], true), page: 1 })
          : json(200, { ...gigPage([GIGS[1]!], false), page: 2 });
      },
    });
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() => expect(cardTitles()).toEqual(['Panel upgrades', 'Deck staining']));
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull();
  });

  it('opens a card in the detail pane with 2 recent work items; Back to gigs closes it', async () => {
    mockApi({});
    renderModal();
    fireEvent.click(await screen.findByRole('button', { name: 'Panel upgrades' }));
    const detail = await screen.findByTestId('gig-detail');
    await within(detail).findByText('Master electrician, 15 years in the GTA.');
    expect(within(detail).getByText('Trust score: 82/100')).toBeTruthy();
    expect(within(detail).getByText('7 days')).toBeTruthy();
    expect(within(detail).getByText('Expert')).toBeTruthy();
    expect(within(detail).getByText('Basement rewiring')).toBeTruthy();
    expect(within(detail).getByText('EV charger install')).toBeTruthy();
    expect(within(detail).queryByText('Older job')).toBeNull();
    expect(within(detail).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    fireEvent.click(within(detail).getByRole('button', { name: 'Back to gigs' }));
    expect(screen.queryByTestId('gig-detail')).toBeNull();
  });

  it('signed out: the sign-in text and button in place of Apply', async () => {
    mockApi({});
    const opened = vi.fn();
    window.addEventListener('openAuthModal', opened);
    renderModal({ initialGigId: 'a' });
    const detail = await screen.findByTestId('gig-detail');
    expect(
      await within(detail).findByText('Please sign in to apply for gigs or contact gig owners.'),
    ).toBeTruthy();
    expect(within(detail).queryByRole('button', { name: 'Apply' })).toBeNull();
    fireEvent.click(within(detail).getByRole('button', { name: 'Sign In' }));
    expect(opened).toHaveBeenCalledTimes(1);
    window.removeEventListener('openAuthModal', opened);
  });

  it('signed in: Apply (the detail is asked for with the bearer token) opens the apply overlay', async () => {
    saveSession('token-1', { id: 'me', email: 'me@example.ca' } as never);
    const api = mockApi({});
    renderModal({ initialGigId: 'a' });
    fireEvent.click(await screen.findByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('heading', { name: 'Apply for "Panel upgrades"' })).toBeTruthy();
    const detailCall = api.calls.find((call) => call.url === '/api/gigs/a');
    expect(detailCall?.headers.authorization).toBe('Bearer token-1');
  });

  it.each([
    [{ my_application: { id: 'x', status: 'shortlisted' } }, 'You applied: Shortlisted'],
    [{ is_owner: true }, 'Your posting'],
    [{ status: 'closed' as const }, 'Not taking applications'],
  ])('signed in, can_apply false: a status line instead of Apply (%o)', async (overrides, text) => {
    saveSession('token-1', { id: 'me', email: 'me@example.ca' } as never);
    mockApi({ detail: () => json(200, gigDetail({ can_apply: false, ...overrides })) });
    renderModal({ initialGigId: 'a' });
    expect((await screen.findByTestId('apply-status')).textContent).toBe(text);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
  });

  it.each([
    [{ is_owner: true, can_manage: true, company_id: null }, '/dashboard?tab=gigs'],
    [{ is_owner: false, can_manage: true, company_id: 'co-1' }, '/dashboard?tab=gigs&company=co-1'],
  ])('signed in, can_manage: Manage instead of Apply and Message (%o)', async (overrides, href) => {
    saveSession('token-1', { id: 'me', email: 'me@example.ca' } as never);
    mockApi({ detail: () => json(200, gigDetail({ can_apply: false, ...overrides })) });
    renderModal({ initialGigId: 'a' });
    const manage = await screen.findByRole('link', { name: 'Manage it in your dashboard' });
    expect(manage.getAttribute('href')).toBe(href);
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Message/ })).toBeNull();
  });

  it("signed in, on the team of the posting's company without managing it: no Apply", async () => {
    saveSession('token-1', { id: 'me', email: 'me@example.ca' } as never);
    mockApi({ detail: () => json(200, gigDetail({ can_apply: false, company_id: 'co-1' })) });
    renderModal({ initialGigId: 'a' });
    expect((await screen.findByTestId('apply-status')).textContent).toBe("Your company's posting");
  });

  it('marks a Pro creator with the Pro badge on the card and in the detail pane, and nobody else', async () => {
    const pro = listedGig({
      id: 'a',
      title: 'Panel upgrades',
      creator_info: { ...listedGig().creator_info, pro: true },
    });
    const plain = listedGig({
      id: 'b',
      title: 'Deck staining',
      creator_info: { ...listedGig().creator_info },
    });
    const notMarked = listedGig({
      id: 'c',
      title: 'Drain cleaning',
      creator_info: { ...listedGig().creator_info, pro: false },
    });
    const base = gigDetail();
    mockApi({
      list: () => json(200, gigPage([pro, plain, notMarked])),
      detail: () => json(200, gigDetail({ creator: { ...base.creator, pro: true } })),
    });
    renderModal();
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    const badges = screen
      .getAllByTestId('gig-card')
      .map((card) => within(card).queryByText('Pro member') !== null);
    expect(badges).toEqual([true, false, false]);
    fireEvent.click(screen.getByRole('button', { name: 'Panel upgrades' }));
    const detail = await screen.findByTestId('gig-detail');
    const provider = await within(detail).findByRole('region', { name: 'About the provider' });
    expect(within(provider).getByText('Pro member')).toBeTruthy();
  });

  it('shows no Pro badge in the detail pane for a creator not marked pro', async () => {
    mockApi({});
    renderModal({ initialGigId: 'a' });
    const detail = await screen.findByTestId('gig-detail');
    await within(detail).findByText('Master electrician, 15 years in the GTA.');
    expect(within(detail).queryByTestId('pro-badge')).toBeNull();
  });
});
