import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { VERIFICATION_RATE_LIMITS } from './verification.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('verification rate limits per address', () => {
  it(`allows ${VERIFICATION_RATE_LIMITS.send.max} code requests per window from one address, across both routes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATION_RATE_LIMITS.send.max; i++) {
      const path = i % 2 ? '/api/auth/forgot-password' : '/api/auth/send-verification';
      const res = await server.request('POST', path, { email: `spray${i}@example.ca` });
      statuses.push(res.status);
      if (res.status === 429) expect(res.body).toEqual(PLATFORM_ERRORS.rateLimited);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it(`allows ${VERIFICATION_RATE_LIMITS.check.max} code checks per window from one address, across both routes`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATION_RATE_LIMITS.check.max; i++) {
      const res =
        i % 2
          ? await server.request('POST', '/api/auth/reset-password', {
              email: `guess${i}@example.ca`,
              code: '123456',
              new_password: 'Sparky#2025',
            })
          : await server.request('POST', '/api/auth/verify-email', {
              email: `guess${i}@example.ca`,
              verification_code: '123456',
            });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
