import type { InvitationPreviewDto } from '@hirehand/shared/business/team';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppModalsContext } from '@/lib/modals/app-modals-context';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { COMPANY_ID } from '../testing/team-fixtures';
import { AcceptInvitationPage } from './accept-invitation-page';

resetAfterEach();

const LOOKUP = 'POST /api/business/team/invitations/lookup';
const ACCEPT = 'POST /api/business/team/invitations/accept';
const TOKEN = 'tok_0123456789abcdefghijklmnop';

const preview = (overrides: Partial<InvitationPreviewDto> = {}): InvitationPreviewDto => ({
  company_name: 'Maple Builders',
  email: 'sam@example.ca',
  role: 'team_member',
  invited_by: 'Olivia Owner',
  expires_at: '2026-12-02T15:00:00.000Z',
  status: 'pending',
  ...overrides,
});

function renderPage(signedIn: boolean) {
  const openModal = vi.fn();
  renderWithApp(
    <AppModalsContext value={{ openModal, closeModal: vi.fn() }}>
      <AcceptInvitationPage />
    </AppModalsContext>,
    {
      route: `/team/accept?token=${TOKEN}`,
      ...(signedIn ? { session: { user: sampleUser({ email: 'sam@example.ca' }) } } : {}),
    },
  );
  return { openModal };
}

describe('/team/accept', () => {
  it('asks a signed-out visitor to sign in or sign up with the invited address', async () => {
    const api = fakeApi({ [LOOKUP]: json(200, preview()) });
    const listener = vi.fn();
    window.addEventListener('openAuthModal', listener);
    renderPage(false);
    expect(await screen.findByRole('heading', { name: 'Join Maple Builders' })).toBeTruthy();
    expect(screen.getByText('Olivia Owner invited you to join Maple Builders as Team Member.')).toBeTruthy();
    expect(screen.getByText('Valid until Dec 2, 2026')).toBeTruthy();
    expect(screen.getByText('Sign in or create an account with sam@example.ca to accept')).toBeTruthy();
    expect(api.callsTo(LOOKUP)[0]!.body).toEqual({ token: TOKEN });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(listener.mock.calls[0]![0].detail).toBe('login');
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(listener.mock.calls[1]![0].detail).toBe('register');
    window.removeEventListener('openAuthModal', listener);
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('accepts when signed in, says so and opens Team Management on the company', async () => {
    const api = fakeApi({
      [LOOKUP]: json(200, preview()),
      [ACCEPT]: json(200, {
        company_id: COMPANY_ID,
        company_name: 'Maple Builders',
        role: 'team_member',
        permissions: ['can_post_jobs', 'can_manage_applications'],
      }),
    });
    const { openModal } = renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(await screen.findByRole('heading', { name: 'Welcome to Maple Builders' })).toBeTruthy();
    expect(screen.getByText('You joined Maple Builders as Team Member.')).toBeTruthy();
    expect(api.callsTo(ACCEPT)[0]!.body).toEqual({ token: TOKEN });
    expect(openModal).toHaveBeenCalledWith({ kind: 'team', companyId: COMPANY_ID });
    expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open Team Management' }));
    expect(openModal).toHaveBeenCalledTimes(2);
  });

  it("shows the server's text when the signed-in address is not the invited one", async () => {
    fakeApi({
      [LOOKUP]: json(200, preview()),
      [ACCEPT]: json(403, {
        code: 'business.invitation_other_email',
        detail: 'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
      }),
    });
    renderPage(true);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was sent to another e-mail address. Sign in with that address to accept it.',
    );
  });

  it('says an expired or used invitation cannot be accepted', async () => {
    fakeApi({ [LOOKUP]: json(200, preview({ status: 'expired' })) });
    renderPage(true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has expired. Ask the team to send a new one.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says a used invitation was used or cancelled', async () => {
    fakeApi({ [LOOKUP]: json(200, preview({ status: 'accepted' })) });
    renderPage(true);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation has already been used or was cancelled.',
    );
  });

  it("shows the server's refusal of an unknown token", async () => {
    fakeApi({
      [LOOKUP]: json(404, {
        code: 'business.invitation_not_found',
        detail: 'This invitation was not found. Ask the team for a new one.',
      }),
    });
    renderPage(false);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This invitation was not found. Ask the team for a new one.',
    );
  });
});
