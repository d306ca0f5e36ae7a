import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session/session';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { LegacyLoginForm } from './legacy-login-form';

resetAfterEach();

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

function renderForm() {
  const onSignedIn = vi.fn();
  renderWithApp(<LegacyLoginForm onForgot={() => {}} onSignedIn={onSignedIn} />);
  type('Email', 'maya@example.ca');
  type('Password', 'Sparky#2024');
  return { onSignedIn };
}

describe('LegacyLoginForm', () => {
  it('keeps Sign In disabled while it runs, then stores the session and asks an unverified user to verify', async () => {
    const user = sampleUser({ email_verified: false });
    const answer = deferred();
    const api = fakeApi({ 'POST /api/auth/login': () => answer.promise });
    const { onSignedIn } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = (await screen.findByRole('button', { name: 'Signing in...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(api.callsTo('POST /api/auth/login')).toHaveLength(1);
    expect(api.calls[0]!.body).toEqual({ email: 'maya@example.ca', password: 'Sparky#2024' });

    answer.resolve(json(200, { access_token: 't1', token_type: 'bearer', user }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'maya@example.ca' }));
    expect(getSession()?.token).toBe('t1');
    expect(((await screen.findByRole('button', { name: 'Sign In' })) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('maps 422 items to their field, and shows a string detail as the general error', async () => {
    const api = fakeApi().once(
      'POST /api/auth/login',
      json(422, { detail: [{ loc: ['body', 'email'], msg: 'Email is invalid', type: 'x' }] }),
    );
    const { onSignedIn } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is invalid')).toBeTruthy();

    api.once('POST /api/auth/login', json(401, { detail: 'Incorrect email or password' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Incorrect email or password')).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(getSession()).toBeNull();
  });
});
