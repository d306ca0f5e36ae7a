import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
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

  it(`allows ${AUTH_RATE_LIMITS.loginPerEmailAndAddress.max} attempts per hour for one e-mail from one address, across both password sign-ins`, async () => {
    const owner = await buildUser(server);
    const attacker = from(500);
    // 24 wrong passwords at the app's form, the 25th at the identity provider: one budget.
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMITS.loginPerEmailAndAddress.max; i++) {
      const path =
        i === AUTH_RATE_LIMITS.loginPerEmailAndAddress.max - 1 ? '/api/idp/signIn' : '/api/auth/login';
      const res = await server.request('POST', path, { email: owner.email, password: `guess${i}` }, attacker);
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(400);
    // The same address is refused at both entry points, even with the right password.
    const login = await server.request(
      'POST',
      '/api/auth/login',
      { email: owner.email.toUpperCase(), password: TEST_PASSWORD },
      attacker,
    );
    expect(login.status).toBe(429);
    expect(login.body).toEqual({ detail: AUTH_MESSAGES.tooManyAttempts });
    const idp = await server.request(
      'POST',
      '/api/idp/signIn',
      { email: owner.email, password: TEST_PASSWORD },
      attacker,
    );
    expect(idp.status).toBe(429);
    expect(idp.body.error.code).toBe('auth/too-many-requests');
  });

  it("never locks the owner out: failures from many addresses leave the owner's own address alone", async () => {
    const owner = await buildUser(server);
    for (let i = 0; i < 2 * AUTH_RATE_LIMITS.loginPerEmailAndAddress.max; i++) {
      const res = await server.request(
        'POST',
        '/api/auth/login',
        { email: owner.email, password: `guess${i}` },
        from(1000 + i),
      );
      expect(res.status).toBe(401);
    }
    const ownerAddress = from(2000);
    const login = await server.request(
      'POST',
      '/api/auth/login',
      { email: owner.email, password: TEST_PASSWORD },
      ownerAddress,
    );
    expect(login.status).toBe(200);
    const idp = await server.request(
      'POST',
      '/api/idp/signIn',
      { email: owner.email, password: TEST_PASSWORD },
      ownerAddress,
    );
    expect(idp.status).toBe(200);
  });
});
