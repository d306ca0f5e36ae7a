import { describe, expect, it } from 'vitest';
import { ChangePasswordInput } from '../account/account';
import { ResetPasswordInput, VerifyEmailInput, waitBeforeResend } from './verification';

describe('verification contracts', () => {
  it('accepts exactly six digits and normalises the e-mail', () => {
    expect(VerifyEmailInput.parse({ email: ' Maya@Example.CA ', verification_code: ' 012345 ' })).toEqual({
      email: 'maya@example.ca',
      verification_code: '012345',
    });
    for (const code of ['12345', '1234567', '12a456', '']) {
      const result = VerifyEmailInput.safeParse({ email: 'maya@example.ca', verification_code: code });
      expect(result.error?.issues[0]?.message).toBe('Please enter a valid 6-digit code');
    }
  });

  it('holds new passwords to the sign-up rules', () => {
    const weak = ResetPasswordInput.safeParse({
      email: 'maya@example.ca',
      code: '123456',
      new_password: 'password',
    });
    expect(weak.error?.issues[0]?.message).toBe('Password must meet all requirements');
    expect(ChangePasswordInput.safeParse({ new_password: 'Sparky#2024' }).success).toBe(true);
  });

  it('words the resend wait', () => {
    expect(waitBeforeResend(12)).toBe('Please wait 12 seconds before requesting another code.');
  });
});
