import { describe, expect, it } from 'vitest';
import { originAllowed, tokenFromProtocols } from './socket-upgrade';

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

describe('tokenFromProtocols', () => {
  it('finds the token among the offered protocols, and nothing when there is none', () => {
    expect(tokenFromProtocols('hirehand.v1, hirehand.token.abc.def-ghi_j')).toBe('abc.def-ghi_j');
    expect(tokenFromProtocols('hirehand.token.xyz,hirehand.v1')).toBe('xyz');
    expect(tokenFromProtocols('hirehand.v1')).toBeUndefined();
    expect(tokenFromProtocols('hirehand.v1, hirehand.token.')).toBeUndefined();
    expect(tokenFromProtocols(undefined)).toBeUndefined();
  });
});
