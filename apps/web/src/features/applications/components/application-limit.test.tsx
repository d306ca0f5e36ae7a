import type { MySubscriptionDto } from '@hirehand/shared/membership/membership';
import { MEMBERSHIP_MESSAGES } from '@hirehand/shared/membership/membership-texts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { sampleSubscription } from '@/testing/sample-subscription';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { ApplyDialog } from './apply-dialog';

resetAfterEach();

const MINE = 'GET /api/membership/my-subscription';
const APPLY = 'POST /api/gigs/:id/apply';

const subscription = (patch: Partial<MySubscriptionDto> = {}) =>
  sampleSubscription({ applications_used: 2, ...patch });

function renderDialog(open: boolean, user = sampleUser()) {
  const onOpenChange = vi.fn();
  const view = renderWithApp(
    <ApplyDialog open={open} postingId="gig-42" title="Deck staining" onOpenChange={onOpenChange} />,
    { route: '/', session: { user } },
  );
  return { ...view, onOpenChange };
}

describe('ApplyDialog and the monthly application limit', () => {
  it('asks my-subscription only once the dialog opens, then says how many applications are left', async () => {
    const api = fakeApi({ [MINE]: json(200, subscription()) });
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Apply Now
          </button>
          <ApplyDialog open={open} postingId="gig-42" title="Deck staining" onOpenChange={setOpen} />
        </>
      );
    }
    renderWithApp(<Harness />, { route: '/', session: { user: sampleUser() } });
    await new Promise((done) => setTimeout(done, 20));
    expect(api.callsTo(MINE)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Apply Now' }));
    const left = await screen.findByTestId('applications-left');
    expect(left.textContent).toBe('3 of 5 applications left this month');
    expect(api.callsTo(MINE)).toHaveLength(1);
  });

  it('asks nothing for an employer', async () => {
    const api = fakeApi();
    renderDialog(true, sampleUser({ user_type: 'employer' }));
    await new Promise((done) => setTimeout(done, 20));
    expect(api.calls).toHaveLength(0);
    expect(screen.queryByTestId('applications-left')).toBeNull();
  });

  it('says nothing about a limit to a member without one', async () => {
    const api = fakeApi({
      [MINE]: json(200, subscription({ membership_tier: 'professional', applications_per_month: -1 })),
    });
    renderDialog(true);
    await waitFor(() => expect(api.callsTo(MINE)).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.queryByTestId('applications-left')).toBeNull();
  });

  it('at the limit, says so with an Upgrade link instead of a form the server would refuse', async () => {
    const api = fakeApi({ [MINE]: json(200, subscription({ applications_used: 5 })) });
    const { router, onOpenChange } = renderDialog(true);
    expect((await screen.findByTestId('applications-left')).textContent).toBe(
      '0 of 5 applications left this month',
    );
    const box = screen.getByRole('alert');
    expect(box.textContent).toContain(MEMBERSHIP_MESSAGES.applicationLimit(5));
    expect(screen.queryByLabelText(/^Cover letter/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Submit Application' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const upgrade = within(box).getByRole('link', { name: 'Upgrade' });
    fireEvent.click(upgrade);
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
    expect(api.callsTo(APPLY)).toHaveLength(0);
  });

  it('shows the 403 limit text with an Upgrade link to /membership, and the draft stays', async () => {
    // One left as far as this screen knew: the last one went in another tab meanwhile.
    const detail = MEMBERSHIP_MESSAGES.applicationLimit(5);
    fakeApi({
      [MINE]: json(200, subscription({ applications_used: 4 })),
      [APPLY]: json(403, { code: 'membership.application_limit', detail }),
    });
    const { router, onOpenChange } = renderDialog(true);
    expect((await screen.findByTestId('applications-left')).textContent).toBe(
      '1 of 5 applications left this month',
    );
    const letter = screen.getByLabelText(/^Cover letter/) as HTMLTextAreaElement;
    fireEvent.change(letter, { target: { value: 'I have stained many decks.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    const alert = await screen.findByText(detail);
    const box = alert.closest('[role="alert"]') as HTMLElement;
    expect(box).toBeTruthy();
    const upgrade = within(box).getByRole('link', { name: 'Upgrade' });
    expect(upgrade.getAttribute('href')).toBe('/membership');
    expect(letter.value).toBe('I have stained many decks.');
    fireEvent.click(upgrade);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/membership'));
  });

  it('keeps any other refusal as a plain error, without an Upgrade link', async () => {
    fakeApi({
      [MINE]: json(200, subscription()),
      [APPLY]: json(400, {
        code: 'applications.already_applied',
        detail: 'You have already applied to this gig',
      }),
    });
    renderDialog(true);
    fireEvent.change(screen.getByLabelText(/^Cover letter/), { target: { value: 'Hello there.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('You have already applied to this gig')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Upgrade' })).toBeNull();
  });
});
