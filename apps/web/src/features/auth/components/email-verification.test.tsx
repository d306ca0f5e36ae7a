import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../../app/i18n/i18n';
import { EmailVerification } from './email-verification';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('EmailVerification', () => {
  it('sends a code on opening, shows the mock code, requires 6 digits and verifies', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(
        json(200, {
          success: true,
          message: 'Verification code sent to your email!',
          mock_response: { mock_code: '123456' },
        }),
      )
      .mockResolvedValueOnce(json(400, { detail: 'Invalid verification code' }))
      .mockResolvedValueOnce(json(200, { success: true, message: 'Email verified successfully' }));
    const onVerified = vi.fn();
    render(<EmailVerification email="maya@example.ca" onVerified={onVerified} onSkip={() => {}} />);

    expect(await screen.findByText('Verification code sent to your email!')).toBeTruthy();
    expect(screen.getByText('Code from the server: 123456')).toBeTruthy();
    expect(screen.getByText('Code expires in 2:00')).toBeTruthy();
    expect(JSON.parse(fetchSpy.mock.calls[0]![1]!.body as string)).toEqual({ email: 'maya@example.ca' });

    const input = screen.getByLabelText(/^Verification code/) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12a3' } });
    expect(input.value).toBe('123');
    fireEvent.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(screen.getByText('Please enter a valid 6-digit code')).toBeTruthy();

    fireEvent.change(input, { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify Email' })));
    expect(await screen.findByText('Invalid verification code')).toBeTruthy();

    fireEvent.change(input, { target: { value: '123456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify Email' })));
    expect(onVerified).toHaveBeenCalled();
    expect(JSON.parse(fetchSpy.mock.calls[2]![1]!.body as string)).toEqual({
      email: 'maya@example.ca',
      verification_code: '123456',
    });
  });

  it('fills a generated 6-digit test code', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(json(200, { success: true, message: 'sent' }));
    render(<EmailVerification email="maya@example.ca" onVerified={() => {}} onSkip={() => {}} />);
    await screen.findByText('sent');
    fireEvent.click(screen.getByRole('button', { name: 'Generate test code' }));
    expect((screen.getByLabelText(/^Verification code/) as HTMLInputElement).value).toMatch(/^\d{6}$/);
  });
});
