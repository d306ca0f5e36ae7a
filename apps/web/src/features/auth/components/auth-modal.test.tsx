import { act, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AuthMode } from '@/lib/modals/open-auth-modal';
import { saveSession } from '@/lib/session/session';
import { fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { AuthModal } from './auth-modal';

resetAfterEach();

function Harness({ initialMode }: { initialMode: AuthMode }) {
  const [mode, setMode] = useState(initialMode);
  const [open, setOpen] = useState(true);
  return <AuthModal open={open} mode={mode} onModeChange={setMode} onOpenChange={setOpen} />;
}

const dialog = () => screen.getByRole('dialog');
const DEVELOPER_WORDS = /firebase|legacy|testing mode|connected to hirehand/i;

describe('AuthModal', () => {
  it('closes at once on Escape when nothing is typed', async () => {
    renderWithApp(<Harness initialMode="register" />);
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(screen.queryByTestId('auth-modal')).toBeNull();
  });

  it('asks "Discard your draft?" on Escape once something is typed; Keep editing keeps it', async () => {
    renderWithApp(<Harness initialMode="register" />);
    const name = within(dialog()).getByLabelText(/^Full name/) as HTMLInputElement;
    fireEvent.input(name, { target: { value: 'Ines Morel' } });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    const ask = await screen.findByRole('alertdialog', { name: 'Discard your draft?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect((within(dialog()).getByLabelText(/^Full name/) as HTMLInputElement).value).toBe('Ines Morel');
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    expect(screen.queryByTestId('auth-modal')).toBeNull();
  });

  it('speaks a user’s words: a status box about the connection and a "More sign-in options" switch', () => {
    renderWithApp(<Harness initialMode="login" />);
    const status = within(dialog()).getByRole('region', { name: 'Sign-in status' });
    expect(status.textContent).toBe('Connected: email and Google sign-in are available.');
    expect(dialog().textContent).not.toMatch(DEVELOPER_WORDS);

    fireEvent.click(within(dialog()).getByRole('button', { name: 'More sign-in options' }));
    expect(within(dialog()).getByRole('form', { name: 'Sign in' })).toBeTruthy();
    expect(dialog().textContent).not.toMatch(DEVELOPER_WORDS);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Back to the usual sign-in' }));
    expect(within(dialog()).getByRole('tab', { name: 'Google' })).toBeTruthy();
  });

  it('says so when the browser is offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithApp(<Harness initialMode="register" />);
    expect(within(dialog()).getByRole('region', { name: 'Sign-in status' }).textContent).toBe(
      "You're offline. Reconnect to the internet to sign in.",
    );
  });

  it.each([
    ['login', 'Welcome Back', 'Sign in', "Don't have an account? Sign up"],
    ['register', 'Join HireHand', 'Create account', 'Already have an account? Sign in'],
  ] as const)(
    'the %s direct form has one heading and one switch link',
    (mode, title, formName, switchText) => {
      renderWithApp(<Harness initialMode={mode} />);
      fireEvent.click(within(dialog()).getByRole('button', { name: /^More sign-(in|up) options$/ }));
      expect(within(dialog()).getByRole('form', { name: formName })).toBeTruthy();
      expect(
        within(dialog())
          .getAllByRole('heading')
          .map((h) => h.textContent),
      ).toEqual([title]);
      const switches = within(dialog()).getAllByRole('button', { name: /(Sign up|Sign in)$/ });
      expect(switches.map((b) => b.textContent)).toEqual([switchText]);
    },
  );

  it('shows a signed-in user who they are, never a sign-up form', () => {
    saveSession('token', sampleUser({ email: 'maya@example.ca', email_verified: false }));
    renderWithApp(<Harness initialMode="register" />);
    expect(within(dialog()).getByRole('heading').textContent).toBe("You're signed in");
    expect(within(dialog()).queryByRole('form')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: /More sign-/ })).toBeNull();
    expect(within(dialog()).getByRole('status').textContent).toBe(
      'Signed in as maya@example.ca (email not verified)',
    );
    expect(within(dialog()).getByRole('link', { name: 'Go to my profile' }).getAttribute('href')).toBe(
      '/profile',
    );
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Continue' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a successful reset lands on sign-in with the address filled, the success note and one heading', async () => {
    renderWithApp(<Harness initialMode="login" />);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /^Email/ }), {
      target: { value: 'maya@example.ca' },
    });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Forgot your password?' }));
    const headings = () =>
      within(dialog())
        .getAllByRole('heading')
        .map((h) => h.textContent);
    expect(headings()).toEqual(['Reset your password']);

    fakeApi({
      'POST /api/auth/forgot-password': json(200, { success: true, message: 'Code sent.', expires_in: 600 }),
      'POST /api/auth/reset-password': json(200, { success: true, message: 'Your password has been reset.' }),
    });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Send Reset Code' })));
    await screen.findByText('Code sent.');
    expect(headings()).toEqual(['Reset your password']);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: /Reset code/ }), {
      target: { value: '123456' },
    });
    fireEvent.change(within(dialog()).getByLabelText(/^New password/), { target: { value: 'Sparky#2024' } });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Reset Password' })));

    expect(await within(dialog()).findByText('Your password has been reset.')).toBeTruthy();
    expect(headings()).toEqual(['Welcome Back']);
    expect((within(dialog()).getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value).toBe(
      'maya@example.ca',
    );
    expect(within(dialog()).queryByRole('textbox', { name: /Reset code/ })).toBeNull();
  });
});
