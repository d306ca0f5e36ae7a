import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication, json, renderWithApp } from '@/testing/app-fixtures';
import { MyApplicationsPanel } from './my-applications-panel';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function answer(applications: unknown[], after?: (url: string, init?: RequestInit) => Response | undefined) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const special = after?.(url, init);
    if (special) return special;
    if (url.startsWith('/api/applications/mine')) return json(200, { applications });
    return json(404, { detail: 'Not Found' });
  });
}

describe('MyApplicationsPanel', () => {
  it('shows each application with its status, the decline note, and Withdraw only while undecided', async () => {
    answer([
      buildApplication({ id: 'a1', status: 'pending' }),
      buildApplication({
        id: 'a2',
        status: 'declined',
        decision_message: 'We hired someone closer.',
        decided_at: '2026-03-05T12:00:00.000Z',
        posting: { ...buildApplication().posting, id: 'p2', title: 'Weekend painter' },
      }),
    ]);
    renderWithApp(<MyApplicationsPanel />);
    const [pending, declined] = await screen.findAllByRole('article');
    expect(within(pending!).getByText('Pending')).toBeTruthy();
    expect(within(pending!).getByText('Tremblay Builds')).toBeTruthy();
    expect(within(pending!).getByText('$38/hour')).toBeTruthy();
    expect(within(pending!).getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(within(declined!).getByText('Declined')).toBeTruthy();
    expect(within(declined!).getByText('We hired someone closer.')).toBeTruthy();
    expect(within(declined!).getByText('Mar 5, 2026')).toBeTruthy();
    expect(
      within(declined!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Message']);
  });

  it('withdraws after confirming', async () => {
    const fetchSpy = answer([buildApplication({ status: 'shortlisted' })], (url) =>
      url.endsWith('/withdraw') ? json(200, buildApplication({ status: 'withdrawn' })) : undefined,
    );
    renderWithApp(<MyApplicationsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' })),
    );
    expect(
      fetchSpy.mock.calls.some(
        ([url, init]) => url === '/api/applications/application-1/withdraw' && init?.method === 'POST',
      ),
    ).toBe(true);
    expect(await screen.findByText('Your application was withdrawn.')).toBeTruthy();
  });

  it('turns an accepted application into work experience with the client rating and review', async () => {
    const fetchSpy = answer([buildApplication({ status: 'accepted' })], (url) =>
      url.startsWith('/api/experience/from-application/')
        ? json(201, { message: EXPERIENCE_MESSAGES.added, experience: {} })
        : undefined,
    );
    renderWithApp(<MyApplicationsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to work experience' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to work experience' });
    expect(within(dialog).getByText(/“Licensed electrician” for Tremblay Builds/)).toBeTruthy();
    expect((within(dialog).getByLabelText('5 stars') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(dialog).getByLabelText('4 stars'));
    fireEvent.change(within(dialog).getByLabelText("Client's review (optional)"), {
      target: { value: ' Tidy and on time. ' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to work experience' })),
    );

    const call = fetchSpy.mock.calls.find(([url]) => String(url).startsWith('/api/experience/'))!;
    expect(call[0]).toBe('/api/experience/from-application/application-1');
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      client_rating: 4,
      client_review: 'Tidy and on time.',
    });
    expect(await screen.findByText(EXPERIENCE_MESSAGES.added)).toBeTruthy();
  });

  it('says so once the job is in the work experience', async () => {
    answer([buildApplication({ status: 'accepted', experience_recorded: true })]);
    renderWithApp(<MyApplicationsPanel />);
    expect(await screen.findByText('In your work experience')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to work experience' })).toBeNull();
  });

  it('has an empty state that opens the gig marketplace', async () => {
    answer([]);
    renderWithApp(<MyApplicationsPanel />);
    expect(await screen.findByRole('heading', { name: "You haven't applied to anything yet" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Browse Gigs' })).toBeTruthy();
  });
});
