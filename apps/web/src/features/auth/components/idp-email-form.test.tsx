import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session/session';
import { pretendBrowserZone } from '@/testing/browser-zone';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { IdpEmailForm } from './idp-email-form';

const ACCOUNT = {
  uid: 'idp-uid-1',
  id_token: 'idp-token',
  email: 'maya@example.ca',
  email_verified: false,
  display_name: 'Maya Chen',
  expires_in: 3600,
};
const user = sampleUser({ email: 'maya@example.ca', email_verified: false });
/** An unverified new account: the modal goes on to the verify screen (no reload). */
const SIGNED_IN = {
  access_token: 't1',
  user,
  is_new_user: true,
  email_verification_required: true,
  message: 'Account created',
};

const onError = vi.fn();
const onSignedIn = vi.fn();

beforeEach(() => {
  onError.mockClear();
  onSignedIn.mockClear();
  pretendBrowserZone('America/Vancouver');
});
resetAfterEach();

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function renderForm(mode: 'login' | 'register') {
  renderWithApp(
    <IdpEmailForm
      mode={mode}
      userType="employer"
      onUserTypeChange={() => {}}
      onForgot={() => {}}
      onError={onError}
      onSignedIn={onSignedIn}
    />,
  );
  type('Email', 'maya@example.ca');
  type('Password', 'Sparky#2024');
}

describe('IdpEmailForm', () => {
  it('refuses a too-common password at sign-up, on its field, before the provider is asked', async () => {
    const api = fakeApi({});
    renderForm('register');
    type('Full name', 'Maya Chen');
    type('Password', 'Qwerty123!');
    type('Confirm password', 'Qwerty123!');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/This password is too common/)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('creates the provider account, then registers it with the chosen type, on a disabled button', async () => {
    const registered = deferred();
    const api = fakeApi({
      'POST /api/idp/signUp': json(200, ACCOUNT),
      'POST /api/auth/firebase-register': () => registered.promise,
    });
    renderForm('register');
    type('Full name', '  Maya Chen ');
    type('Confirm password', 'Sparky#2024');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const busy = (await screen.findByRole('button', { name: 'Creating account...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(onError).toHaveBeenCalledWith(null);
    await waitFor(() => expect(api.callsTo('POST /api/auth/firebase-register')).toHaveLength(1));
    expect(api.calls[0]!.body).toEqual({
      email: 'maya@example.ca',
      password: 'Sparky#2024',
      display_name: 'Maya Chen',
    });
    expect(api.callsTo('POST /api/auth/firebase-register')[0]!.body).toEqual({
      firebase_token: 'idp-token',
      user_data: {
        email: 'maya@example.ca',
        full_name: 'Maya Chen',
        phone: null,
        email_verified: false,
        firebase_uid: 'idp-uid-1',
        user_type: 'employer',
        // The browser's zone and the screens' language, for the new account (decision 023).
        time_zone: 'America/Vancouver',
        locale: 'en-CA',
      },
    });

    registered.resolve(json(200, SIGNED_IN));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'maya@example.ca' }));
    expect(getSession()?.token).toBe('t1');
    expect(
      ((await screen.findByRole('button', { name: 'Create Account' })) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('signs in, registering a provider account this site does not know yet (404)', async () => {
    const api = fakeApi({
      'POST /api/idp/signIn': json(200, ACCOUNT),
      'POST /api/auth/firebase-login': json(404, { detail: 'User not found' }),
      'POST /api/auth/firebase-register': json(200, SIGNED_IN),
    });
    renderForm('login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'maya@example.ca' }));
    expect(api.callsTo('POST /api/auth/firebase-register')[0]!.body.user_data).toEqual({
      email: 'maya@example.ca',
      email_verified: false,
      firebase_uid: 'idp-uid-1',
      full_name: 'Maya Chen',
      user_type: 'worker',
      time_zone: 'America/Vancouver',
      locale: 'en-CA',
    });
    expect(onError).not.toHaveBeenCalledWith(expect.any(String));
  });

  it("hands the provider's refusal to the modal in a user's words", async () => {
    const api = fakeApi({
      'POST /api/idp/signIn': json(400, {
        error: { code: 'auth/wrong-password', message: 'INVALID_PASSWORD' },
      }),
    });
    renderForm('login');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(onError).toHaveBeenLastCalledWith('Incorrect password. Please try again.'));
    expect(api.callsTo('POST /api/auth/firebase-login')).toEqual([]);
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(((await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(getSession()).toBeNull();
  });
});
