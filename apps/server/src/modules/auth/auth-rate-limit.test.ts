import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { AUTH_RATE_LIMITS } from './auth.routes';

let server: TestServer;
beforeAll(async () => {
  // Behind a proxy, so each request below can come from its own client address.
  server = await startTestServer({ TRUST_PROXY: 'true' });
});
const from = (n: number) => ({ 'x-forwarded-for': `10.1.${Math.floor(n / 250)}.${(n % 250) + 1}` });
afterAll(() => server.close());

// A password sign-in at the app's form or at the identity provider, from one client address.
const LOGIN = '/api/auth/login';
const IDP_SIGN_IN = '/api/idp/signIn';
const signIn = (path: string, email: string, password: string, address: Record<string, string>) =>
  server.request('POST', path, { email, password }, address);

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
      if (res.status === 429) expect(res.body).toEqual(AUTH_ERRORS.tooManyAttempts);
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

  it(`allows ${AUTH_RATE_LIMITS.loginPerEmailAndAddress.max} attempts per hour for one e-mail from one address, across both password sign-ins`, async () => {
    // Wrong passwords meet the per-account ceiling first (account-sign-in-ceiling.test.ts), so
    // this budget shows with right ones: 24 at the app's form, the 25th at the identity provider.
    const owner = await buildUser(server);
    const address = from(500);
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerEmailAndAddress.max; i++) {
      const path = i === AUTH_RATE_LIMITS.loginPerEmailAndAddress.max - 1 ? IDP_SIGN_IN : LOGIN;
      const res = await signIn(path, owner.email, TEST_PASSWORD, address);
      statuses.push(res.status);
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    // The same address is refused at both entry points now, even with the right password.
    const login = await signIn(LOGIN, owner.email.toUpperCase(), TEST_PASSWORD, address);
    expect(login.status).toBe(429);
    expect(login.body).toEqual(AUTH_ERRORS.tooManyAttempts);
    const idp = await signIn(IDP_SIGN_IN, owner.email, TEST_PASSWORD, address);
    expect(idp.status).toBe(429);
    expect(idp.body.error.code).toBe('auth/too-many-requests');
    // Another address still signs in.
    expect((await signIn(LOGIN, owner.email, TEST_PASSWORD, from(501))).status).toBe(200);
  });
});
