import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session/session';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { EmailVerifiedPage } from './email-verified-page';

resetAfterEach();

const LINK = '/email-verified?email=maya%40example.ca&code=482913';
const verified = (overrides = {}) => sampleUser({ email_verified: true, ...overrides });

describe('EmailVerifiedPage', () => {
  it("verifies the link's code once, then stores the verified user of the session it belongs to", async () => {
    const answer = deferred();
    const api = fakeApi({ 'POST /api/auth/verify-email': () => answer.promise });
    renderWithApp(<EmailVerifiedPage />, {
      route: LINK,
      session: { user: sampleUser({ email_verified: false }) },
    });
    expect((await screen.findByRole('status')).textContent).toBe('Verifying your email…');
    answer.resolve(json(200, { success: true, message: 'Email verified successfully', user: verified() }));

    expect(await screen.findByRole('heading', { name: 'Email verified successfully' })).toBeTruthy();
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ email: 'maya@example.ca', verification_code: '482913' });
    expect(getSession()?.user.email_verified).toBe(true);
  });

  it("leaves another signed-in user's session alone", async () => {
    fakeApi({
      'POST /api/auth/verify-email': json(200, {
        success: true,
        message: 'Email verified successfully',
        user: verified({ id: 'user-2', email: 'maya@example.ca' }),
      }),
    });
    renderWithApp(<EmailVerifiedPage />, {
      route: LINK,
      session: { user: sampleUser({ email: 'olivia@example.ca', email_verified: false }) },
    });
    expect(await screen.findByRole('heading', { name: 'Email verified successfully' })).toBeTruthy();
    expect(getSession()?.user).toMatchObject({
      id: 'user-1',
      email: 'olivia@example.ca',
      email_verified: false,
    });
  });

  it("shows the server's detail when the code is refused", async () => {
    fakeApi({ 'POST /api/auth/verify-email': json(400, { detail: 'Verification code has expired' }) });
    renderWithApp(<EmailVerifiedPage />, { route: LINK });
    expect(await screen.findByRole('heading', { name: 'Verification code has expired' })).toBeTruthy();
  });

  it('confirms an address the identity provider verified without asking the server', async () => {
    const api = fakeApi({});
    renderWithApp(<EmailVerifiedPage />, { route: '/email-verified?verified=1' });
    expect(await screen.findByRole('heading', { name: 'Your email address is verified.' })).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
