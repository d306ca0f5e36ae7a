import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApplication } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { MyApplicationsPanel } from './my-applications-panel';

afterEach(() => cleanup());

const answer = (applications: unknown[]) =>
  fakeApi({ 'GET /api/applications/mine': json(200, { applications }) });

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
    const api = answer([buildApplication({ status: 'shortlisted' })]).on(
      'POST /api/applications/:id/withdraw',
      json(200, buildApplication({ status: 'withdrawn' })),
    );
    renderWithApp(<MyApplicationsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('dialog', { name: 'Withdraw your application?' });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw application' })),
    );
    expect(api.callsTo('POST /api/applications/:id/withdraw').map((call) => call.url)).toEqual([
      '/api/applications/application-1/withdraw',
    ]);
    expect(await screen.findByText('Your application was withdrawn.')).toBeTruthy();
  });

  it('turns an accepted application into work experience with the client rating and review', async () => {
    const api = answer([buildApplication({ status: 'accepted' })]).on(
      'POST /api/experience/from-application/:id',
      json(201, { message: EXPERIENCE_MESSAGES.added, experience: {} }),
    );
    renderWithApp(<MyApplicationsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add to work experience' }));
    const dialog = screen.getByRole('dialog', { name: 'Add to work experience' });
    expect(within(dialog).getByText(/“Licensed electrician” for Tremblay Builds/)).toBeTruthy();
    // The worker's own rating, labelled so, with no star pre-filled.
    expect(
      within(dialog).getByRole('group', { name: 'Your own rating of this job (self-reported)' }),
    ).toBeTruthy();
    for (const stars of [1, 2, 3, 4, 5]) {
      const label = stars === 1 ? '1 star' : `${stars} stars`;
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).checked).toBe(false);
    }
    fireEvent.click(within(dialog).getByLabelText('4 stars'));
    fireEvent.change(within(dialog).getByLabelText('Client feedback, in your words (optional)'), {
      target: { value: ' Tidy and on time. ' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to work experience' })),
    );

    const [call] = api.callsTo('POST /api/experience/from-application/:id');
    expect(call!.url).toBe('/api/experience/from-application/application-1');
    expect(call!.body).toEqual({
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
