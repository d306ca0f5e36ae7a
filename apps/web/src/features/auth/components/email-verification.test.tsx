import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/session/session';
import { deferred, fakeApi, json } from '@/testing/fake-api';
import { renderWithApp } from '@/testing/render-with-app';
import { resetAfterEach, sampleUser } from '@/testing/session-fixtures';
import { EmailVerification } from './email-verification';

const SENT = { success: true, message: 'Verification code sent to your email!', expires_in: 600 };
const USER = { id: 'u1', email: 'maya@example.ca', email_verified: true };

resetAfterEach();
afterEach(() => {
  vi.useRealTimers();
});

const codeInput = () => screen.getByLabelText(/^Verification code/) as HTMLInputElement;

describe('EmailVerification', () => {
  it('sends a code on opening, counts down its real lifetime, requires 6 digits and verifies', async () => {
    const api = fakeApi()
      .once('POST /api/auth/send-verification', json(200, SENT))
      .once('POST /api/auth/verify-email', json(400, { detail: 'Invalid verification code' }))
      .once(
        'POST /api/auth/verify-email',
        json(200, { success: true, message: 'Email verified successfully', user: USER }),
      );
    const onVerified = vi.fn();
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={onVerified} onSkip={() => {}} />);

    expect(await screen.findByText('Verification code sent to your email!')).toBeTruthy();
    // The lifetime the server states (and the e-mail names), not a fixed 2:00.
    expect(screen.getByText('Code expires in 10:00')).toBeTruthy();
    expect(api.calls[0]!.body).toEqual({ email: 'maya@example.ca' });

    const input = codeInput();
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(input.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter a valid 6-digit code')).toBeTruthy();

    fireEvent.change(input, { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify Email' })));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();

    fireEvent.change(input, { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify Email' })));
    expect(onVerified).toHaveBeenCalledWith(USER);
    expect(api.calls[2]!.body).toEqual({
      email: 'maya@example.ca',
      verification_code: '123456',
    });
  });

  it('shows no testing box and makes up no code when the server sends none', async () => {
    fakeApi({ 'POST /api/auth/send-verification': json(200, SENT) });
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={() => {}} />);
    await screen.findByText('Verification code sent to your email!');
    expect(screen.queryByRole('region', { name: 'Development server only' })).toBeNull();
    expect(screen.queryByRole('button', { name: /test code|Fill in/ })).toBeNull();
    expect(codeInput().value).toBe('');
  });

  it("on a development server, shows and fills in the server's own code and links the dev mailbox", async () => {
    fakeApi({
      'POST /api/auth/send-verification': json(200, {
        ...SENT,
        mock_response: { mock_code: '482913' },
        dev_mailbox_url: 'http://127.0.0.1:3000/dev/mailbox',
      }),
    });
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={() => {}} />);
    const box = await screen.findByRole('region', { name: 'Development server only' });
    expect(box.textContent).toContain('Code from the server: 482913');
    fireEvent.click(screen.getByRole('button', { name: 'Fill in this code' }));
    expect(codeInput().value).toBe('482913');
    expect(screen.getByRole('link', { name: 'Open the dev mailbox' }).getAttribute('href')).toBe(
      'http://127.0.0.1:3000/dev/mailbox',
    );
  });

  it('resends at once and restarts the countdown; shows the wait the server asks for', async () => {
    const api = fakeApi()
      .once('POST /api/auth/send-verification', json(200, { ...SENT, expires_in: 5 }))
      .once(
        'POST /api/auth/send-verification',
        json(429, { detail: 'Please wait 28 seconds before requesting another code.' }),
      )
      .once('POST /api/auth/send-verification', json(200, SENT));
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={() => {}} />);
    expect(await screen.findByText('Code expires in 0:05')).toBeTruthy();

    const resend = screen.getByRole('button', { name: 'Resend Code' }) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
    await act(async () => fireEvent.click(resend));
    expect(await screen.findByText('Please wait 28 seconds before requesting another code.')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Resend Code' })));
    expect(await screen.findByText('Code expires in 10:00')).toBeTruthy();
    expect(api.calls).toHaveLength(3);
  });

  it('uses the skip label it is given', async () => {
    fakeApi({ 'POST /api/auth/send-verification': json(200, SENT) });
    const onSkip = vi.fn();
    renderWithApp(
      <EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={onSkip} skipLabel="Not now" />,
    );
    await screen.findByText('Verification code sent to your email!');
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(onSkip).toHaveBeenCalled();
  });

  it('shows Sending... on a disabled Resend while a code is on its way', async () => {
    const answer = deferred();
    fakeApi({ 'POST /api/auth/send-verification': () => answer.promise });
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={() => {}} />);
    const sending = (await screen.findByRole('button', { name: 'Sending...' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);

    answer.resolve(json(200, SENT));
    const resend = (await screen.findByRole('button', { name: 'Resend Code' })) as HTMLButtonElement;
    expect(resend.disabled).toBe(false);
  });

  it('keeps Verify disabled while the code is checked, then stores the verified user in the session', async () => {
    const verified = sampleUser({ email_verified: true });
    const answer = deferred();
    const api = fakeApi({
      'POST /api/auth/send-verification': json(200, SENT),
      'POST /api/auth/verify-email': () => answer.promise,
    });
    const onVerified = vi.fn();
    renderWithApp(<EmailVerification email="maya@example.ca" onVerified={onVerified} onSkip={() => {}} />, {
      session: { user: sampleUser({ email_verified: false }) },
    });
    await screen.findByText('Verification code sent to your email!');

    fireEvent.change(codeInput(), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    const busy = (await screen.findByRole('button', { name: 'Verifying...' })) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    fireEvent.submit(busy.closest('form')!);
    expect(api.callsTo('POST /api/auth/verify-email')).toHaveLength(1);

    answer.resolve(json(200, { success: true, message: 'Email verified successfully', user: verified }));
    expect(await screen.findByText('Email verified successfully')).toBeTruthy();
    expect(onVerified).toHaveBeenCalledWith(verified);
    expect(getSession()?.user.email_verified).toBe(true);
    const verify = (await screen.findByRole('button', { name: 'Verify Email' })) as HTMLButtonElement;
    expect(verify.disabled).toBe(false);
  });
});
