import { SESSION_ENDED } from '@hirehand/shared/auth/session-end';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { mailedCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

const NEW_PASSWORD = 'Glacier!2031';
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const me = (headers: Record<string, string>) => server.request('GET', '/api/profile/me', undefined, headers);

/** Two sign-ins of one person: the one acting, and the device that is told afterwards. */
async function twoDevices() {
  const user = await buildUser(server);
  const acting = await signInAs(server, user);
  const other = await signInAs(server, user);
  expect((await me(other.headers)).status).toBe(200); // cached as live first, as a real device would be
  return { user, acting, other };
}

describe('a stored session that is over says why (401 with a code)', () => {
  it('after a password change elsewhere', async () => {
    const { acting, other } = await twoDevices();
    const change = await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      acting.headers,
    );
    expect(change.status).toBe(200);
    const refused = await me(other.headers);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(SESSION_ENDED.password_changed);
    // Asked again (from the guard's cache this time), the answer is the same.
    expect((await me(other.headers)).body).toEqual(SESSION_ENDED.password_changed);
  });

  it('after signing out of all devices elsewhere', async () => {
    const { acting, other } = await twoDevices();
    const out = await server.request('POST', '/api/account/sign-out-everywhere', undefined, acting.headers);
    expect(out.status).toBe(200);
    expect((await me(other.headers)).body).toEqual(SESSION_ENDED.signed_out_everywhere);
    expect((await me(acting.headers)).status).toBe(200);
  });

  it('after a password reset', async () => {
    const { user, other } = await twoDevices();
    expect((await server.request('POST', '/api/auth/forgot-password', { email: user.email })).status).toBe(
      200,
    );
    const code = await mailedCode(server, user.email, 'reset_password');
    const reset = await server.request('POST', '/api/auth/reset-password', {
      email: user.email,
      code,
      new_password: NEW_PASSWORD,
    });
    expect(reset.status).toBe(200);
    expect((await me(other.headers)).body).toEqual(SESSION_ENDED.password_reset);
  });

  it('after signing out on that device, and for a token that is not valid (expired)', async () => {
    const { other } = await twoDevices();
    expect((await server.request('POST', '/api/auth/logout', undefined, other.headers)).status).toBe(200);
    expect((await me(other.headers)).body).toEqual(SESSION_ENDED.signed_out);
    expect((await me({ authorization: 'Bearer not.a.token' })).body).toEqual(SESSION_ENDED.expired);
  });
});
