import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import type { MySubscriptionDto } from '@hirehand/shared/membership/membership';
import { type Entitlement, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import type { UserDto } from '@hirehand/shared/profile/profile';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetGeolocation } from '@/lib/geolocation-store';
import { clearSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleJob } from '@/testing/sample-job';
import { sampleSubscription } from '@/testing/sample-subscription';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { JobBoard } from './job-board';

resetAfterEach();
beforeEach(() => {
  clearSession();
  resetGeolocation();
});
afterEach(() => window.history.replaceState(null, '', '/'));
// A loaded machine (the whole suite at once) renders slower than one file alone.
configure({ asyncUtilTimeout: 4000 });

const MINE = 'GET /api/membership/my-subscription';
const JOBS = 'GET /api/jobs';

const PREMIUM: Entitlement[] = [...PLAN_CATALOG.premium.entitlements];

const subscription = (entitlements: Entitlement[]): MySubscriptionDto =>
  sampleSubscription({ membership_tier: entitlements.length > 0 ? 'premium' : 'basic', entitlements });

const ordinary = sampleJob({ id: 'ordinary', title: 'Deck staining', exclusive: false });
const topPay = (index: number) =>
  sampleJob({ id: `top-${index}`, title: `Lead welder ${index}`, salary: '$62 - $75/hour', exclusive: true });

/** GET /api/jobs: the exclusive jobs for `exclusive=true`, else the whole list. */
function mockBoard(options: { entitlements?: Entitlement[]; exclusive?: JobListingDto[] } = {}) {
  const exclusive = options.exclusive ?? [topPay(1), topPay(2)];
  const api = fakeApi({
    [JOBS]: (call) =>
      json(200, call.query.get('exclusive') === 'true' ? exclusive : [ordinary, ...exclusive]),
    ...(options.entitlements ? { [MINE]: json(200, subscription(options.entitlements)) } : {}),
  });
  const searches = () => api.callsTo(JOBS).map((call) => call.url);
  return { api, searches };
}

/** The board (on the landing page) as `user`, opened at `address` (the board reads a linked search from it). */
function renderBoard(user?: UserDto, address = '/') {
  window.history.replaceState(null, '', address);
  return renderWithApp(<JobBoard mapPanel={() => <p>map</p>} />, {
    route: '/',
    session: user ? { user } : undefined,
  });
}

const cards = () => screen.queryAllByTestId('job-card');
const exclusiveBox = () => screen.queryByRole('checkbox', { name: 'Exclusive jobs only' });
const openFilters = () => fireEvent.click(screen.getByRole('button', { name: /^Filters/ }));
const section = () => screen.queryByRole('region', { name: 'Exclusive for Premium members' });

describe('JobBoard and exclusive jobs', { timeout: 20_000 }, () => {
  it('a visitor sees the Exclusive mark, but no filter, no section and no my-subscription request', async () => {
    const { api, searches } = mockBoard();
    renderBoard(undefined, '/?exclusive=true');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(
      within(screen.getByRole('article', { name: 'Lead welder 1' })).getByTestId('job-exclusive'),
    ).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: 'Deck staining' })).queryByTestId('job-exclusive'),
    ).toBeNull();
    openFilters();
    expect(exclusiveBox()).toBeNull();
    expect(section()).toBeNull();
    // A linked exclusive=true is not sent for someone the server would refuse.
    expect(searches()).toEqual(['/api/jobs?limit=12&page=1']);
    expect(api.callsTo(MINE)).toHaveLength(0);
  });

  it('a basic worker sees the filter locked with a Premium link, and no section', async () => {
    const { api, searches } = mockBoard({ entitlements: [] });
    renderBoard(sampleUser(), '/?exclusive=true');
    openFilters();
    await waitFor(() => expect(screen.getByRole('link', { name: /Premium/ })).toBeTruthy());
    const box = exclusiveBox() as HTMLInputElement;
    expect(box.disabled).toBe(true);
    expect(box.checked).toBe(false);
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Top pay of $60/h or more, a Premium filter',
    );
    expect(screen.getByRole('link', { name: /Premium/ }).getAttribute('href')).toBe('/membership');
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(section()).toBeNull();
    expect(searches()).toEqual(['/api/jobs?limit=12&page=1']);
    expect(api.callsTo(MINE)).toHaveLength(1);
    expect(screen.queryByTestId('filter-count')).toBeNull();
  });

  it('a premium member sees the exclusive section on page 1, and can list exclusive jobs only', async () => {
    const { searches } = mockBoard({ entitlements: PREMIUM });
    renderBoard(sampleUser());
    const region = await screen.findByRole('region', { name: 'Exclusive for Premium members' });
    expect(
      within(region)
        .getAllByTestId('job-card')
        .map((card) => within(card).getByRole('heading').textContent),
    ).toEqual(['Lead welder 1', 'Lead welder 2']);
    expect(region.textContent).toContain('Top pay of $60/h or more, matching your search.');
    // The section's cards are ordinary cards: their actions are there.
    expect(within(region).getAllByRole('button', { name: 'Apply Now' })).toHaveLength(2);
    await waitFor(() => expect(cards()).toHaveLength(5));
    expect(searches().sort()).toEqual([
      '/api/jobs?exclusive=true&limit=3&page=1',
      '/api/jobs?limit=12&page=1',
    ]);

    openFilters();
    const box = exclusiveBox() as HTMLInputElement;
    expect(box.disabled).toBe(false);
    expect(screen.queryByRole('link', { name: /Premium/ })).toBeNull();
    fireEvent.click(box);
    await waitFor(() => expect(searches().at(-1)).toBe('/api/jobs?exclusive=true&limit=12&page=1'));
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Listing exclusive jobs only, the section would repeat the list: it goes, and is not asked again.
    expect(section()).toBeNull();
    expect(searches()).toHaveLength(3);
    expect(screen.getByTestId('filter-count').textContent).toBe('1');
  });

  it('the section follows the board’s filters, and is left out when no exclusive job matches', async () => {
    const { searches } = mockBoard({ entitlements: PREMIUM, exclusive: [] });
    renderBoard(sampleUser(), '/?searchTerm=welder&remoteAllowed=true');
    await waitFor(() => expect(cards()).toHaveLength(1));
    await waitFor(() =>
      expect(searches()).toContain(
        '/api/jobs?searchTerm=welder&remoteAllowed=true&exclusive=true&limit=3&page=1',
      ),
    );
    expect(section()).toBeNull();
  });

  it('a premium member’s linked exclusive search waits for the plan, then asks once', async () => {
    const { searches } = mockBoard({ entitlements: PREMIUM });
    renderBoard(sampleUser(), '/?exclusive=true');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(searches()).toEqual(['/api/jobs?exclusive=true&limit=12&page=1']);
    expect(section()).toBeNull();
  });

  it('asks no plan of an employer, who sees no exclusive filter', async () => {
    const { api } = mockBoard();
    renderBoard(sampleUser({ id: 'employer-9', user_type: 'employer' }));
    await waitFor(() => expect(cards()).toHaveLength(3));
    openFilters();
    expect(exclusiveBox()).toBeNull();
    expect(api.callsTo(MINE)).toHaveLength(0);
  });
});
