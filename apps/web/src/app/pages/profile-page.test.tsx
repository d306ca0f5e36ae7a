import type { UserDto } from '@hirehand/shared/profile/profile';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { ProfileRoute } from './profile-page';

const USER = sampleUser({ full_name: 'Maya Singh', trust_score: 20, email_verified: false });

/** The API as the profile page meets it: the profile, then the two verification calls. */
function answerApi(user: UserDto) {
  return fakeApi({
    'GET /api/profile/me*': json(200, user),
    'POST /api/auth/send-verification': json(200, {
      success: true,
      message: 'Verification code sent to your email!',
      expires_in: 600,
    }),
    'POST /api/auth/verify-email': json(200, {
      success: true,
      message: 'Email verified successfully',
      user: { ...user, email_verified: true, trust_score: 35 },
    }),
  });
}

const renderProfile = (user: UserDto) =>
  renderWithApp(<ProfileRoute />, { route: '/profile', session: { user, token: 'token' } });

resetAfterEach();

describe('ProfilePage e-mail verification', () => {
  it('offers an unverified user to verify or resend, and shows the address verified after success', async () => {
    const api = answerApi(USER);
    renderProfile(USER);
    const card = await screen.findByRole('region', { name: 'Verify your email address' });
    expect(screen.getByText('Email not verified')).toBeTruthy();

    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Verify or resend code' })),
    );
    expect(await within(card).findByText('Verification code sent to your email!')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Resend Code' })).toBeTruthy();
    const [sent] = api.callsTo('POST /api/auth/send-verification');
    expect(sent!.body).toEqual({ email: 'maya@example.ca' });

    fireEvent.change(within(card).getByLabelText(/^Verification code/), { target: { value: '123456' } });
    await act(async () => fireEvent.click(within(card).getByRole('button', { name: 'Verify Email' })));

    expect(await screen.findByText('Email verified')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).toBeNull();
    expect(getSession()?.user.email_verified).toBe(true);
  });

  it('"Not now" closes the verification screen and keeps the offer', async () => {
    answerApi(USER);
    renderProfile(USER);
    const card = await screen.findByRole('region', { name: 'Verify your email address' });
    await act(async () =>
      fireEvent.click(within(card).getByRole('button', { name: 'Verify or resend code' })),
    );
    fireEvent.click(await within(card).findByRole('button', { name: 'Not now' }));
    expect(within(card).getByRole('button', { name: 'Verify or resend code' })).toBeTruthy();
  });

  it('offers nothing to a verified user', async () => {
    const verified = { ...USER, email_verified: true };
    answerApi(verified);
    renderProfile(verified);
    expect(await screen.findByText('Email verified')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Verify your email address' })).toBeNull();
  });
});

describe('ProfilePage picture and phone', () => {
  const PICTURE =
    '/api/profile/avatars/6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d.png';

  it('shows an uploaded picture, and the phone formatted as a link to call', async () => {
    const user = sampleUser({ full_name: 'Maya Singh', profile_picture: PICTURE, phone: '+14165550123' });
    answerApi(user);
    renderProfile(user);
    const picture = await screen.findByRole('img', { name: 'Profile picture of Maya Singh' });
    expect(picture.getAttribute('src')).toBe(PICTURE);
    const phone = screen.getByRole('link', { name: '+1 416-555-0123' });
    expect(phone.getAttribute('href')).toBe('tel:+14165550123');
  });

  it('shows initials, never a broken image, for a picture linked from another site', async () => {
    const user = sampleUser({ full_name: 'Maya Singh', profile_picture: 'https://lh3.example.com/maya.jpg' });
    answerApi(user);
    renderProfile(user);
    expect(await screen.findByTestId('avatar-initials')).toBeTruthy();
    expect(screen.getByTestId('avatar-initials').textContent).toBe('MS');
    expect(document.querySelector('img')).toBeNull();
  });
});
