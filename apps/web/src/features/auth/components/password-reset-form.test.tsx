import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '@/testing/fake-api';
import { PasswordResetForm } from './password-reset-form';

const SENT = {
  success: true,
  message: 'If an account exists for this email, we sent a password reset code to it.',
  expires_in: 600,
};

afterEach(() => cleanup());

async function requestCode(answer: unknown) {
  fakeApi().once('POST /api/auth/forgot-password', json(200, answer));
  render(<PasswordResetForm initialEmail="maya@example.ca" onBack={() => {}} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' })));
  await screen.findByText(SENT.message);
}

describe('PasswordResetForm', () => {
  it('asks for the code from the e-mail and never shows one, even if an answer carried it', async () => {
    await requestCode({ ...SENT, mock_response: { mock_code: '739164' } });
    expect(screen.getByText('Check your inbox (and spam folder) for the 6-digit code.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Reset code/ })).toBeTruthy();
    expect(document.body.textContent).not.toContain('739164');
    expect(screen.queryByRole('link', { name: /dev mailbox/ })).toBeNull();
  });

  it('links the dev mailbox only when the server names it', async () => {
    await requestCode({ ...SENT, dev_mailbox_url: 'http://127.0.0.1:3000/dev/mailbox' });
    expect(
      screen
        .getByRole('link', { name: 'Development server: read the code in the dev mailbox' })
        .getAttribute('href'),
    ).toBe('http://127.0.0.1:3000/dev/mailbox');
  });
});
