import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { AUTH_RATE_LIMITS } from './auth.routes';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each request below can come from its own client address.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
const from = (n: number) => ({ 'x-forwarded-for': `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}` });
afterAll(() => server.close());

describe('auth rate limits', () => {
  it(`allows ${AUTH_RATE_LIMITS.register.max} sign-ups per half hour from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.register.max; i++) {
      const res = await server.request('POST', '/api/auth/register-enhanced', {
        email: `limit${i}@example.ca`,
        password: 'Sparky#2024',
        full_name: 'Rate Limited',
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it(`allows ${AUTH_RATE_LIMITS.loginPerIp.max} sign-in attempts per 5 minutes from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i++) {
      const res = await server.request('POST', '/api/auth/login', {
        email: `nobody${i}@example.ca`,
        password: 'x',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`allows ${AUTH_RATE_LIMITS.loginPerEmail.max} sign-in attempts per hour for one e-mail, from any addresses`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerEmail.max; i++) {
      const res = await server.request(
        'POST',
        '/api/auth/login',
        { email: 'Target@Example.ca', password: `guess${i}` },
        from(i),
      );
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another e-mail from a fresh address is unaffected.
    const other = await server.request(
      'POST',
      '/api/auth/login',
      { email: 'other@example.ca', password: 'x' },
      from(999),
    );
    expect(other.status).toBe(401);
  });
});
