import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { IdpError } from '../api/idp-api';
import { formatCountdown } from '../components/email-verification';
import { idpErrorText, liveEmailCheck } from './idp-messages';

const t = i18n.getFixedT('en-CA', 'auth');

describe('idpErrorText', () => {
  it('gives the text per code and flow, else the raw message or the default', () => {
    expect(idpErrorText(t, 'register', new IdpError('auth/email-already-in-use', 'x'))).toBe(
      'An account with this email already exists. Please sign in instead.',
    );
    expect(idpErrorText(t, 'login', new IdpError('auth/too-many-requests', ''))).toBe(
      'Too many failed attempts. Please try again later.',
    );
    expect(
      idpErrorText(
        t,
        'login',
        new IdpError('auth/invalid-credential', 'Incorrect email or password. Please try again.'),
      ),
    ).toBe('Incorrect email or password. Please try again.');
    expect(idpErrorText(t, 'login', new IdpError('auth/odd', ''))).toBe('Login failed');
    expect(idpErrorText(t, 'register', new IdpError('auth/odd', 'raw'))).toBe('Registration failed');
    expect(idpErrorText(t, 'google', new IdpError('auth/popup-blocked', ''))).toBe(
      'Popup blocked by browser. Please allow popups and try again.',
    );
    expect(idpErrorText(t, 'google', new IdpError('auth/popup-closed-by-user', ''))).toBe(
      'Google sign-in was cancelled. Please try again and complete the authentication.',
    );
    expect(idpErrorText(t, 'google', new ApiError(400, 'Invalid identity token'))).toBe(
      'Invalid identity token',
    );
    expect(idpErrorText(t, 'google', new Error('x'))).toBe('Google sign-in failed');
  });
});

describe('liveEmailCheck', () => {
  it('walks through the live messages', () => {
    expect(liveEmailCheck('')).toBeNull();
    expect(liveEmailCheck('maya')?.key).toBe('needAt');
    expect(liveEmailCheck('maya@example')?.key).toBe('needDomain');
    expect(liveEmailCheck('maya@.c')?.key).toBe('invalid');
    expect(liveEmailCheck('maya@example.ca')).toEqual({ ok: true, key: 'valid' });
  });
});

describe('formatCountdown', () => {
  it('shows m:ss', () => {
    expect(formatCountdown(120)).toBe('2:00');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
  });
});
