import { APPLICATION_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApplication } from '@/testing/builders';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { ReceivedApplicationCard } from './received-application-card';

afterEach(() => cleanup());

const card = () => screen.getByRole('article', { name: /Priya Patel/ });
const buttons = () =>
  within(card())
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('ReceivedApplicationCard', () => {
  it('shows the applicant, their offer and letter, folding a long letter', () => {
    const letter = `${'I rewired forty condos last year. '.repeat(12)}The end.`;
    renderWithApp(<ReceivedApplicationCard application={buildApplication({ cover_letter: letter })} />);
    const article = card();
    for (const text of [
      'Verified',
      'Trust score 72',
      'Mississauga',
      'Electrical Wiring',
      '$42',
      '10 days',
      'Pending',
    ]) {
      expect(within(article).getByText(text)).toBeTruthy();
    }
    expect(within(article).queryByText(/The end\./)).toBeNull();
    const more = within(article).getByRole('button', { name: 'Show more' });
    fireEvent.click(more);
    expect(within(article).getByText(/The end\./)).toBeTruthy();
    expect(within(article).getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it.each([
    ['pending', ['Shortlist', 'Decline', 'Accept', 'Message']],
    ['shortlisted', ['Decline', 'Accept', 'Message']],
    ['accepted', ['Message']],
    ['declined', ['Message']],
    ['withdrawn', ['Message']],
  ] as const)('a %s application offers %j', (status, expected) => {
    renderWithApp(<ReceivedApplicationCard application={buildApplication({ status })} />);
    expect(buttons()).toEqual(expected);
  });

  it('declines with the optional message after confirming in a dialog', async () => {
    const api = fakeApi({
      'POST /api/applications/:id/decline': json(200, buildApplication({ status: 'declined' })),
    });
    renderWithApp(<ReceivedApplicationCard application={buildApplication()} />);
    fireEvent.click(within(card()).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog', { name: 'Decline Priya Patel?' });
    expect(
      within(dialog).getByText(/Their application for “Licensed electrician” will be declined/),
    ).toBeTruthy();
    const message = within(dialog).getByLabelText('Message to the applicant (optional)');
    fireEvent.change(message, { target: { value: '  We hired someone closer to the site.  ' } });
    expect(within(dialog).getByText('40/1,000 characters')).toBeTruthy();
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline application' })),
    );

    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]!.url).toBe('/api/applications/application-1/decline');
    expect(api.calls[0]!.body).toEqual({
      message: 'We hired someone closer to the site.',
    });
    expect(await screen.findByText('You declined Priya Patel.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no message when the note is left blank, and Cancel sends nothing', async () => {
    const api = fakeApi({
      'POST /api/applications/:id/decline': json(200, buildApplication({ status: 'declined' })),
    });
    renderWithApp(<ReceivedApplicationCard application={buildApplication()} />);
    fireEvent.click(within(card()).getByRole('button', { name: 'Decline' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.calls).toEqual([]);

    fireEvent.click(within(card()).getByRole('button', { name: 'Decline' }));
    await act(async () =>
      fireEvent.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Decline application' }),
      ),
    );
    expect(api.calls[0]!.body).toEqual({ message: null });
  });

  it('keeps the decline dialog open with the server detail when it fails', async () => {
    fakeApi({
      'POST /api/applications/:id/decline': json(400, {
        detail: APPLICATION_MESSAGES.alreadyDecided('withdrawn'),
      }),
    });
    renderWithApp(<ReceivedApplicationCard application={buildApplication()} />);
    fireEvent.click(within(card()).getByRole('button', { name: 'Decline' }));
    const dialog = screen.getByRole('dialog');
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Decline application' })),
    );
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'This application is already withdrawn',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('accepts after a confirmation naming the posting and shows why the server refused', async () => {
    const api = fakeApi({
      'POST /api/applications/:id/accept': json(400, { detail: APPLICATION_MESSAGES.noOpeningsLeft }),
    });
    renderWithApp(<ReceivedApplicationCard application={buildApplication()} />);
    fireEvent.click(within(card()).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('dialog', { name: 'Hire Priya Patel?' });
    expect(within(dialog).getByText(/accepting Priya Patel for “Licensed electrician”/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Accept and hire' })));
    expect(api.calls[0]!.url).toBe('/api/applications/application-1/accept');
    expect((await within(dialog).findByRole('alert')).textContent).toBe(APPLICATION_MESSAGES.noOpeningsLeft);
  });

  it('shortlists in one click', async () => {
    const api = fakeApi({
      'POST /api/applications/:id/shortlist': json(200, buildApplication({ status: 'shortlisted' })),
    });
    renderWithApp(<ReceivedApplicationCard application={buildApplication()} />);
    await act(async () => fireEvent.click(within(card()).getByRole('button', { name: 'Shortlist' })));
    expect(api.calls[0]!.url).toBe('/api/applications/application-1/shortlist');
    expect(await screen.findByText('Priya Patel is on your shortlist.')).toBeTruthy();
  });

  it('shows the Pro badge by the applicant only when the server marks them pro', () => {
    const applicant = buildApplication().applicant;
    renderWithApp(
      <ReceivedApplicationCard application={buildApplication({ applicant: { ...applicant, pro: true } })} />,
    );
    expect(within(card()).getByRole('heading', { name: /Priya Patel.*Pro member/ })).toBeTruthy();
    expect(within(card()).getByText('Pro')).toBeTruthy();
    cleanup();
    for (const pro of [false, undefined]) {
      renderWithApp(
        <ReceivedApplicationCard application={buildApplication({ applicant: { ...applicant, pro } })} />,
      );
      expect(within(card()).queryByTestId('pro-badge')).toBeNull();
      cleanup();
    }
  });

  it('says why a priority application is listed first, and says nothing for the others', () => {
    renderWithApp(<ReceivedApplicationCard application={buildApplication({ priority: true })} />);
    expect(within(card()).getByTestId('priority-marker').textContent).toBe(
      'Priority: certified Pro member. Listed first: their paid plan gives priority placement and they list a certification.',
    );
    cleanup();
    renderWithApp(<ReceivedApplicationCard application={buildApplication({ priority: false })} />);
    expect(within(card()).queryByTestId('priority-marker')).toBeNull();
    expect(within(card()).queryByText(/Priority/)).toBeNull();
  });
});
