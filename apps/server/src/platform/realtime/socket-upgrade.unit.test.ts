import { describe, expect, it } from 'vitest';
import { originAllowed, withoutToken } from './socket-upgrade';

describe('originAllowed', () => {
  const publicUrl = 'https://hirehand.ca';
  it('lets through no Origin, the public origin and the host the request was made to', () => {
    expect(originAllowed(undefined, publicUrl, 'internal:3000')).toBe(true);
    expect(originAllowed('https://hirehand.ca', publicUrl, 'internal:3000')).toBe(true);
    expect(originAllowed('http://127.0.0.1:4610', publicUrl, '127.0.0.1:4610')).toBe(true);
    expect(originAllowed('http://LOCALHOST:5173', publicUrl, 'localhost:5173')).toBe(true);
  });
  it('refuses other origins, other ports and schemes of the public one, and opaque origins', () => {
    expect(originAllowed('https://evil.example', publicUrl, 'hirehand.ca')).toBe(false);
    expect(originAllowed('https://hirehand.ca.evil.example', publicUrl, 'internal:3000')).toBe(false);
    expect(originAllowed('http://hirehand.ca', publicUrl, 'internal:3000')).toBe(false);
    expect(originAllowed('https://hirehand.ca:8443', publicUrl, 'internal:3000')).toBe(false);
    expect(originAllowed('null', publicUrl, 'hirehand.ca')).toBe(false);
    expect(originAllowed('', publicUrl, 'hirehand.ca')).toBe(false);
  });
});

describe('withoutToken', () => {
  it('blanks the token wherever it sits in the query', () => {
    expect(withoutToken('/ws/messaging?token=abc.def.ghi')).toBe('/ws/messaging?token=[redacted]');
    expect(withoutToken('/ws/messaging?x=1&TOKEN=abc&y=2')).toBe('/ws/messaging?x=1&TOKEN=[redacted]&y=2');
    expect(withoutToken('/ws/messaging')).toBe('/ws/messaging');
  });
});
