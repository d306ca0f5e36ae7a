import { IDP_RESULT_MESSAGE, type IdpPopupResult } from '@hirehand/shared/auth/google';
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session/session';
import { pretendBrowserZone } from '@/testing/browser-zone';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { IdpGoogleTab } from './idp-google-tab';

const POPUP: IdpPopupResult = {
  type: IDP_RESULT_MESSAGE,
  id_token: 'google-id-token',
  email: 'olivia@example.ca',
  display_name: 'Olivia Tremblay',
  photo_url: null,
};

const onError = vi.fn();
const onSignedIn = vi.fn();

beforeEach(() => {
  onError.mockClear();
  onSignedIn.mockClear();
  // jsdom opens no windows: a popup that stays open until the test posts its result.
  vi.spyOn(window, 'open').mockReturnValue({ closed: false } as Window);
  pretendBrowserZone('America/Halifax');
});

resetAfterEach();

const button = () => screen.getByRole('button', { name: /Google/ }) as HTMLButtonElement;

/** The popup posts its result to the opener, as the real one does. */
const popupAnswers = () =>
  act(async () => {
    window.dispatchEvent(new MessageEvent('message', { origin: window.location.origin, data: POPUP }));
  });

describe('IdpGoogleTab', () => {
  it('registers an unknown Google user with the chosen type, waiting on a disabled button until signed in', async () => {
    const registered = deferred();
    const api = fakeApi({
      'POST /api/auth/firebase-login': json(404, { detail: 'User not found' }),
      'POST /api/auth/firebase-register': () => registered.promise,
    });
    renderWithApp(
      <IdpGoogleTab
        mode="register"
        userType="employer"
        onUserTypeChange={() => {}}
        onError={onError}
        onSignedIn={onSignedIn}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(button().textContent).toBe('Waiting for Google...');
    expect(button().disabled).toBe(true);

    await popupAnswers();
    expect(await screen.findByRole('button', { name: 'Waiting for Google...' })).toBeTruthy();
    expect(button().disabled).toBe(true);
    expect(api.callsTo('POST /api/auth/firebase-register')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({
      firebase_token: 'google-id-token',
      user_data: {
        email: 'olivia@example.ca',
        full_name: 'Olivia Tremblay',
        email_verified: true,
        profile_picture: null,
      },
    });
    expect(api.calls[1]!.body.user_data).toMatchObject({
      user_type: 'employer',
      // The browser's zone and the screens' language, for the new account (decision 023).
      time_zone: 'America/Halifax',
      locale: 'en-CA',
    });

    const user = sampleUser({ email: 'olivia@example.ca', email_verified: false, user_type: 'employer' });
    registered.resolve(
      json(200, {
        access_token: 'token-google',
        user,
        is_new_user: true,
        email_verification_required: true,
        message: 'Registered',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(button().disabled).toBe(false);
    expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'olivia@example.ca' });
    expect(getSession()).toEqual({ token: 'token-google', user });
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(null);
  });

  it("shows the server's refusal and lets the user try again", async () => {
    fakeApi({ 'POST /api/auth/firebase-login': json(403, { detail: 'This account has been disabled.' }) });
    renderWithApp(
      <IdpGoogleTab
        mode="login"
        userType="worker"
        onUserTypeChange={() => {}}
        onError={onError}
        onSignedIn={onSignedIn}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));
    await popupAnswers();

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
    expect(button().disabled).toBe(false);
    expect(onError).toHaveBeenLastCalledWith('This account has been disabled.');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });
});
