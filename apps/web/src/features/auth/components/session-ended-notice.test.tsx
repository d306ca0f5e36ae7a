import { SESSION_ENDED } from '@hirehand/shared/auth/session-end';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authFetch, getSession, saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';

resetAfterEach();

/** What the app does on opening with a stored session: it asks for the profile with it. */
async function reopenWith(answer: Response) {
  fakeApi({ 'GET /api/profile/me': answer });
  await authFetch('/api/profile/me').catch(() => {});
}

const dialog = () => screen.findByRole('dialog');

describe('a stored session the server refused', () => {
  it.each([
    [SESSION_ENDED.password_changed, 'Your password was changed, so this session ended.'],
    [SESSION_ENDED.password_reset, 'Your password was reset, so this session ended.'],
    [SESSION_ENDED.signed_out_everywhere, 'You signed out of all your devices'],
    [SESSION_ENDED.expired, 'Your session expired. Sign in again to continue.'],
  ])('says why on the sign-in form (%o)', async (refusal, text) => {
    renderWithApp(<p>page</p>, { session: { user: sampleUser() } });
    await reopenWith(json(401, refusal));
    expect(getSession()).toBeNull();
    const modal = await dialog();
    expect(within(modal).getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    const notice = within(modal).getByRole('status', { name: 'Your session ended' });
    expect(notice.textContent).toContain(text);
  });

  it("shows the server's text for a code it does not know, and goes once the modal closes", async () => {
    renderWithApp(<p>page</p>, { session: { user: sampleUser() } });
    await reopenWith(
      json(401, { detail: 'Your account was suspended.', code: 'auth.session_revoked.other' }),
    );
    const modal = await dialog();
    expect(within(modal).getByRole('status', { name: 'Your session ended' }).textContent).toContain(
      'Your account was suspended.',
    );
    fireEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    window.dispatchEvent(new CustomEvent('openAuthModal', { detail: 'login' }));
    expect(within(await dialog()).queryByRole('status', { name: 'Your session ended' })).toBeNull();
  });

  it('says nothing when no session was stored, and forgets the reason after a new sign-in', async () => {
    renderWithApp(<p>page</p>);
    await reopenWith(json(401, SESSION_ENDED.password_changed));
    expect(within(await dialog()).queryByRole('status', { name: 'Your session ended' })).toBeNull();

    saveSession('token-1', sampleUser());
    await reopenWith(json(401, SESSION_ENDED.password_changed));
    expect(await screen.findByRole('status', { name: 'Your session ended' })).toBeTruthy();
    saveSession('token-2', sampleUser());
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Your session ended' })).toBeNull());
  });
});
