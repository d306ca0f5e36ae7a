import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPosting } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleUser } from '@/testing/session-fixtures';
import { PostingCard } from './posting-card';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const actionButtons = () =>
  within(screen.getByRole('article'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('PostingCard', () => {
  it('shows title, mode, status, hired/openings, counts by status, views and date', () => {
    renderWithApp(<PostingCard posting={buildPosting({ hired_count: 1, openings: 2, views: 1234 })} />);
    const card = screen.getByRole('article', { name: 'Licensed electrician' });
    expect(within(card).getByText('Job')).toBeTruthy();
    expect(within(card).getByText('Open')).toBeTruthy();
    expect(within(card).getByText('1/2')).toBeTruthy();
    expect(within(card).getByText('1,234')).toBeTruthy();
    expect(within(card).getByText('$38/hour')).toBeTruthy();
    expect(
      within(within(card).getByRole('list', { name: 'Applications by status' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['2 pending', '1 shortlisted', '0 accepted', '0 declined']);
  });

  it.each([
    ['open', 0, ['View job', 'Edit', 'Pause', 'Close', 'View applications']],
    ['paused', 0, ['View job', 'Edit', 'Reopen', 'Close', 'View applications']],
    ['closed', 0, ['View job', 'Edit', 'Reopen', 'View applications']],
    ['filled', 2, ['View job', 'Edit', 'Close', 'View applications']],
  ] as const)('a %s posting offers only its valid actions', (status, hired, expected) => {
    renderWithApp(<PostingCard posting={buildPosting({ status, hired_count: hired, openings: 2 })} />);
    expect(actionButtons()).toEqual(expected);
  });

  it('pauses through POST /api/gigs/{id}/status and shows the server detail when refused', async () => {
    const api = fakeApi()
      .once('POST /api/gigs/:id/status', json(200, buildPosting({ status: 'paused' })))
      .once(
        'POST /api/gigs/:id/status',
        json(400, { detail: 'Every opening is filled. Add openings before reopening this posting.' }),
      );
    renderWithApp(<PostingCard posting={buildPosting()} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Pause' })));
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/gigs/posting-1/status',
      body: { status: 'paused' },
    });
    expect(
      await screen.findByText('“Licensed electrician” is paused. It no longer takes applications.'),
    ).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close' })));
    expect(api.calls.at(-1)!.body).toEqual({ status: 'closed' });
    expect((await screen.findByRole('alert', { hidden: false })).textContent).toBe(
      'Every opening is filled. Add openings before reopening this posting.',
    );
  });

  it('lists the posting’s applications when asked', async () => {
    const api = fakeApi({ 'GET /api/gigs/:id/applications': json(200, { applications: [] }) });
    renderWithApp(<PostingCard posting={buildPosting()} />);
    const toggle = screen.getByRole('button', { name: 'View applications' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await act(async () => fireEvent.click(toggle));
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(api.calls[0]!.url).toMatch(/^\/api\/gigs\/posting-1\/applications\?/);
    expect(await screen.findByText(/No applications yet/)).toBeTruthy();
  });

  it('edits the changed fields only and shows the server’s 400 detail', async () => {
    const api = fakeApi()
      .once('PATCH /api/gigs/:id', json(400, { detail: 'Title must be at least 3 characters long' }))
      .once('PATCH /api/gigs/:id', json(200, buildPosting({ title: 'Senior electrician' })));
    renderWithApp(<PostingCard posting={buildPosting()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit posting' });
    const title = within(dialog).getByLabelText(/^Title/) as HTMLInputElement;
    expect(title.value).toBe('Licensed electrician');
    fireEvent.change(title, { target: { value: 'Se' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })));
    expect(api.calls[0]!.body).toEqual({ title: 'Se' });
    expect(api.calls[0]!.method).toBe('PATCH');
    expect(await within(dialog).findByText('Title must be at least 3 characters long')).toBeTruthy();

    fireEvent.change(title, { target: { value: 'Senior electrician' } });
    fireEvent.change(within(dialog).getByLabelText(/^Openings/), { target: { value: '3' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' })));
    expect(api.calls[1]!.body).toEqual({
      title: 'Senior electrician',
      openings: 3,
    });
    expect(await screen.findByText('Your posting was updated.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['job', 'View job'],
    ['service', 'View gig'],
  ] as const)('opens a %s posting as what it is (%s)', async (mode, label) => {
    fakeApi({
      'GET /api/gigs': json(200, { gigs: [], page: 1, limit: 20, has_more: false }),
      'GET /api/gigs/:id': json(404, { detail: 'Gig not found' }),
    });
    renderWithApp(<PostingCard posting={buildPosting({ mode })} />);
    fireEvent.click(screen.getByRole('button', { name: label }));
    const testId = mode === 'job' ? 'job-detail' : 'gig-marketplace';
    expect(await screen.findByTestId(testId, {}, { timeout: 8000 })).toBeTruthy();
  });

  it('renews an expired job: Renew opens its checkout with the posting and this origin, then goes there', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin: window.location.origin, assign });
    const api = fakeApi({
      'POST /api/payments/checkout/session': json(200, {
        success: true,
        checkout_url: '/api/payments/sandbox/checkout/cs_sandbox_renew1234',
        session_id: 'cs_sandbox_renew1234',
      }),
    });
    renderWithApp(<PostingCard posting={buildPosting({ status: 'expired' })} />, {
      session: { user: sampleUser({ user_type: 'employer' }) },
    });
    const renew = screen.getByRole('button', { name: 'Renew for 30 days' });
    await act(async () => fireEvent.click(renew));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/checkout/cs_sandbox_renew1234'),
    );
    const [call] = api.callsTo('POST /api/payments/checkout/session');
    expect(call!.body).toEqual({ posting_id: 'posting-1', origin_url: window.location.origin });
    expect(call!.headers.authorization).toBe('Bearer token-test');
  });
});
