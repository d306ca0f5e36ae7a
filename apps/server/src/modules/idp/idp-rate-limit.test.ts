import { IDP_ERROR_MESSAGES } from '@hirehand/shared/idp/idp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { IDP_RATE_LIMITS } from './idp.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const tooMany = {
  error: { code: 'auth/too-many-requests', message: IDP_ERROR_MESSAGES['auth/too-many-requests'] },
};

describe('identity-provider rate limits', () => {
  it(`allows ${IDP_RATE_LIMITS.signUp.max} sign-ups per half hour from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= IDP_RATE_LIMITS.signUp.max; i++) {
      const res = await server.request('POST', '/api/idp/signUp', {
        email: `limit${i}@example.ca`,
        password: 'Sparky#2024',
      });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual(tooMany);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it(`allows ${IDP_RATE_LIMITS.signIn.max} sign-in attempts per 5 minutes from one address`, async () => {
    const statuses: number[] = [];
    let last: unknown;
    for (let i = 0; i <= IDP_RATE_LIMITS.signIn.max; i++) {
      const res = await server.request('POST', '/api/idp/signIn', {
        email: `nobody${i}@example.ca`,
        password: 'x',
      });
      statuses.push(res.status);
      last = res.body;
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect(last).toEqual(tooMany);
  });
});
