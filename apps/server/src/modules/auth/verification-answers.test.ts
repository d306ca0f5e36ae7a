import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { mailedCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

/**
 * Codes in API answers, across modes. A password-reset or e-mail-change code never
 * appears in an answer; the sign-up verification code (mock_code, decision 006) only on a
 * development server listening on a loopback address, and then for every address alike.
 */
const MODES = {
  development: { NODE_ENV: 'development' },
  'development on 0.0.0.0': { NODE_ENV: 'development', HOST: '0.0.0.0' },
  test: { NODE_ENV: 'test' },
  'production with MAIL_MODE=outbox': { NODE_ENV: 'production', MAIL_MODE: 'outbox' },
} as const;
type Mode = keyof typeof MODES;

const servers = {} as Record<Mode, TestServer>;
beforeAll(async () => {
  for (const [mode, env] of Object.entries(MODES)) {
    servers[mode as Mode] = await startTestServer({ ...env, PUBLIC_URL: 'http://127.0.0.1:3000' });
  }
}, 120_000);
afterAll(async () => {
  await Promise.all(Object.values(servers).map((server) => server.close()));
});

/** The code as a token of its own anywhere in the raw answer (headers included). */
function expectNoCode(res: { text: string; headers: Headers }, code: string) {
  const asToken = new RegExp(`(^|\\D)${code}(\\D|$)`);
  expect(asToken.test(res.text)).toBe(false);
  expect(asToken.test(JSON.stringify([...res.headers]))).toBe(false);
}

describe.each(Object.keys(MODES) as Mode[])('%s', (mode) => {
  const devTools = mode === 'development';

  it('never answers a password-reset code', async () => {
    const server = servers[mode];
    const user = await buildUser(server);
    const res = await server.request('POST', '/api/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body.mock_response).toBeUndefined();
    expectNoCode(res, await mailedCode(server, user.email, 'reset_password'));
  });

  it('never answers the code sent to a new e-mail address', async () => {
    const server = servers[mode];
    const { headers } = await buildSignedInUser(server);
    const newEmail = `moved-${mode.replace(/\W/g, '').toLowerCase()}-${Date.now()}@example.ca`;
    const res = await server.request(
      'POST',
      '/api/account/email',
      { current_password: TEST_PASSWORD, new_email: newEmail },
      headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.mock_response).toBeUndefined();
    expectNoCode(res, await mailedCode(server, newEmail, 'verify_email'));
  });

  it(`${devTools ? 'answers' : 'never answers'} the sign-up verification code, alike for known and unknown addresses`, async () => {
    const server = servers[mode];
    const user = await buildUser(server);
    const unknown = `nobody-${Date.now()}@example.ca`;
    const known = await server.request('POST', '/api/auth/send-verification', { email: user.email });
    const other = await server.request('POST', '/api/auth/send-verification', { email: unknown });
    expect([known.status, other.status]).toEqual([200, 200]);
    const code = await mailedCode(server, user.email, 'verify_email');
    const shape = (body: Record<string, unknown>) => Object.keys(body).sort();
    expect(shape(known.body)).toEqual(shape(other.body));
    expect(known.body.expires_in).toBe(CODE_TTL_SECONDS);
    if (devTools) {
      expect(known.body.mock_response).toEqual({ mock_code: code });
      expect(other.body.mock_response).toEqual({ mock_code: expect.stringMatching(/^\d{6}$/) });
      expect(known.body.dev_mailbox_url).toBe('http://127.0.0.1:3000/dev/mailbox');
    } else {
      expect(known.body.mock_response).toBeUndefined();
      expect(known.body.dev_mailbox_url).toBeUndefined();
      expectNoCode(known, code);
    }
    // The code an unknown address was answered verifies nothing.
    const mock = other.body.mock_response?.mock_code ?? '123456';
    expect(
      await server.request('POST', '/api/auth/verify-email', { email: unknown, verification_code: mock }),
    ).toMatchObject({ status: 400, body: AUTH_ERRORS.invalidCode });
  });
});
