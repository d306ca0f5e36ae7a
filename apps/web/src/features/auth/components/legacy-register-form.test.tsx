import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session/session';
import { pretendBrowserZone } from '@/testing/browser-zone';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { LegacyRegisterForm } from './legacy-register-form';

const onSignedIn = vi.fn();
const renderForm = () => renderWithApp(<LegacyRegisterForm onSignedIn={onSignedIn} />);
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`)) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Step 1 checks the password against the common-password list (loaded on demand) before step 2. */
async function toStepTwo() {
  click('Continue to Profile Details');
  await screen.findByRole('progressbar', { name: 'Step 2 of 2' });
}

function fillStepOne() {
  type('Email', 'maya@example.ca');
  type('Full name', 'Maya Chen');
  type('Password', 'Sparky#2024');
  type('Confirm password', 'Sparky#2024');
}

beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  onSignedIn.mockReset();
});

describe('LegacyRegisterForm', () => {
  it('shows the step-1 messages, focuses the first, and clears one on edit', () => {
    renderForm();
    type('Email', 'maya@');
    type('Password', 'weak');
    type('Confirm password', 'other');
    click('Continue to Profile Details');
    expect(screen.getByText('Email is invalid')).toBeTruthy();
    expect(screen.getByText('Full name is required')).toBeTruthy();
    expect(screen.getByText('Password must meet all requirements')).toBeTruthy();
    expect(screen.getByText("Passwords don't match")).toBeTruthy();
    expect(document.activeElement).toBe(field('Email'));

    type('Email', 'maya@example.ca');
    expect(screen.queryByText('Email is invalid')).toBeNull();
    expect(screen.getByText('Full name is required')).toBeTruthy();
  });

  it('refuses a too-common password on step 1, before anything is sent', async () => {
    const api = fakeApi({});
    renderForm();
    type('Email', 'maya@example.ca');
    type('Full name', 'Maya Chen');
    type('Password', 'Password1!');
    type('Confirm password', 'Password1!');
    click('Continue to Profile Details');
    expect(await screen.findByText(/This password is too common/)).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('shows the live checklist while the password is non-empty', () => {
    renderForm();
    expect(screen.queryByText('Password requirements')).toBeNull();
    type('Password', 'abc');
    expect(screen.getByText('Password requirements')).toBeTruthy();
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
  });

  it('moves to step 2, Back keeps the values, and maps 422 items by loc[1]', async () => {
    renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Employer' }));
    fillStepOne();
    await toStepTwo();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 2' })).toBeTruthy();
    expect(screen.getByText(/^Complete your profile: all of these are optional/)).toBeTruthy();
    expect(screen.getByText('Comma separated: the skills you usually hire for')).toBeTruthy();
    click('Back');
    expect(field('Email').value).toBe('maya@example.ca');
    await toStepTwo();

    fakeApi({
      'POST /api/auth/register-enhanced': json(422, {
        detail: [
          {
            loc: ['body', 'email'],
            msg: 'An account with this email already exists. Please sign in instead.',
            type: 'x',
          },
        ],
      }),
    });
    click('Create Account');
    await waitFor(() =>
      expect(
        screen.getByText('An account with this email already exists. Please sign in instead.'),
      ).toBeTruthy(),
    );
    expect(field('Email').value).toBe('maya@example.ca');
  });

  it('shows a string detail as a general error and the fallback otherwise', async () => {
    renderForm();
    fillStepOne();
    await toStepTwo();
    fakeApi().once('POST /api/auth/register-enhanced', new Response('', { status: 500 }));
    click('Create Account');
    expect(await screen.findByText('Registration failed. Please try again.')).toBeTruthy();
  });

  it('stores token and user and asks for e-mail verification of a new account', async () => {
    pretendBrowserZone('America/Vancouver');
    renderForm();
    fillStepOne();
    await toStepTwo();
    type('Skills \\(optional\\)', 'Wiring, Solar');
    const user = { id: 'u1', email: 'maya@example.ca', full_name: 'Maya Chen', email_verified: false };
    const api = fakeApi({
      'POST /api/auth/register-enhanced': json(201, { access_token: 't1', token_type: 'bearer', user }),
    });
    click('Create Account');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'maya@example.ca' }));
    expect(api.calls[0]!.body).toMatchObject({
      email: 'maya@example.ca',
      user_type: 'worker',
      skills: ['Wiring', 'Solar'],
      // The browser's zone and the screens' language, for the new account (decision 023).
      time_zone: 'America/Vancouver',
      locale: 'en-CA',
    });
    expect(localStorage.getItem('token')).toBe('t1');
    expect(localStorage.getItem('authToken')).toBe('t1');
  });

  it('keeps Create Account and Back disabled while the account is created', async () => {
    renderForm();
    fillStepOne();
    await toStepTwo();
    const answer = deferred();
    const api = fakeApi({ 'POST /api/auth/register-enhanced': () => answer.promise });
    click('Create Account');
    const busy = (await screen.findByRole('button', { name: 'Creating Account...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Back' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(api.callsTo('POST /api/auth/register-enhanced')).toHaveLength(1);

    const user = { id: 'u1', email: 'maya@example.ca', full_name: 'Maya Chen', email_verified: false };
    answer.resolve(json(201, { access_token: 't1', token_type: 'bearer', user }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith({ verifyEmail: 'maya@example.ca' }));
  });
});
