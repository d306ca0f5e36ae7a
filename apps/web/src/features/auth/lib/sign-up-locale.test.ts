import { describe, expect, it } from 'vitest';
import { pretendBrowserZone } from '@/testing/browser-zone';
import { resetAfterEach } from '@/testing/session-fixtures';
import { googleFormStartUrl, signUpLocale } from './sign-up-locale';

resetAfterEach();

describe('what a sign-up sends about the browser', () => {
  it("sends the browser's zone and the screens' language", () => {
    pretendBrowserZone('America/Winnipeg');
    expect(signUpLocale()).toEqual({ time_zone: 'America/Winnipeg', locale: 'en-CA' });
    expect(googleFormStartUrl('employer')).toBe(
      '/api/auth/google/start?user_type=employer&time_zone=America%2FWinnipeg&locale=en-CA',
    );
    expect(googleFormStartUrl()).toBe('/api/auth/google/start?time_zone=America%2FWinnipeg&locale=en-CA');
  });

  it('sends no zone when the browser reports one Intl does not know', () => {
    pretendBrowserZone('Not/A_Zone');
    expect(signUpLocale().time_zone).toBeNull();
    expect(googleFormStartUrl()).toBe('/api/auth/google/start?locale=en-CA');
  });
});
