import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach } from '@/testing/session-fixtures';
import { PasswordResetForm } from './password-reset-form';

const SENT = {
  success: true,
  message: 'If an account exists for this email, we sent a password reset code to it.',
  expires_in: 600,
};

resetAfterEach();

async function requestCode(answer: unknown, onDone = vi.fn()) {
  fakeApi().once('POST /api/auth/forgot-password', json(200, answer));
  renderWithApp(<PasswordResetForm initialEmail="maya@example.ca" onBack={() => {}} onDone={onDone} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send Reset Code' })));
  await screen.findByText(SENT.message);
}

describe('PasswordResetForm', () => {
  it('refuses a too-common new password before sending it', async () => {
    await requestCode(SENT);
    const api = fakeApi({});
    fireEvent.change(screen.getByRole('textbox', { name: /Reset code/ }), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Password1!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText(/This password is too common/)).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

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

  it('keeps Resetting... disabled while the new password is sent, then hands the address and the answer on', async () => {
    const onDone = vi.fn();
    await requestCode(SENT, onDone);
    const answer = deferred();
    const api = fakeApi({ 'POST /api/auth/reset-password': () => answer.promise });
    fireEvent.change(screen.getByRole('textbox', { name: /Reset code/ }), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Sparky#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    const busy = (await screen.findByRole('button', { name: 'Resetting...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    expect(api.calls[0]!.body).toEqual({
      email: 'maya@example.ca',
      code: '123456',
      new_password: 'Sparky#2024',
    });

    answer.resolve(json(200, { success: true, message: 'Password reset successfully' }));
    await vi.waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('maya@example.ca', 'Password reset successfully'),
    );
  });

  it("shows the server's detail when the code is refused", async () => {
    await requestCode(SENT);
    fakeApi({ 'POST /api/auth/reset-password': json(400, { detail: 'Invalid or expired reset code' }) });
    fireEvent.change(screen.getByRole('textbox', { name: /Reset code/ }), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'Sparky#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Invalid or expired reset code')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Invalid verification code');
  });
});
