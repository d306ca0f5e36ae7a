import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { CODE_TTL_SECONDS } from '@hirehand/shared/auth/verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { ageCodes, mailedCode, outboxCount, wrongCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { users } from '../../db/schema/users';

const NEW_PASSWORD = 'Glacier!2031';
const logLines: string[] = [];
const secrets: string[] = [NEW_PASSWORD];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logLines });
});
afterAll(() => server.close());

const forgot = (email: string) => server.request('POST', '/api/auth/forgot-password', { email });
const reset = (email: string, code: string, newPassword = NEW_PASSWORD) =>
  server.request('POST', '/api/auth/reset-password', { email, code, new_password: newPassword });
const login = (email: string, password: string) =>
  server.request('POST', '/api/auth/login', { email, password });

describe('password reset by e-mailed code', () => {
  it('resets the password end to end: old sessions die, the new password signs in, the e-mail is verified', async () => {
    const user = await buildUser(server);
    const first = await signInAs(server, user);
    const second = await signInAs(server, user);
    expect((await server.request('GET', '/api/profile/me', undefined, first.headers)).status).toBe(200);

    const res = await forgot(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'If an account exists for this email, we sent a password reset code to it.',
      expires_in: CODE_TTL_SECONDS,
    });
    // The code is in the e-mail only, never in the answer.
    const code = await mailedCode(server, user.email, 'reset_password');
    expect(res.text).not.toContain(code);
    secrets.push(code);

    const done = await reset(user.email, code);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({
      success: true,
      message: 'Your password has been reset. Please sign in with your new password.',
    });

    for (const session of [first, second]) {
      expect((await server.request('GET', '/api/profile/me', undefined, session.headers)).status).toBe(401);
    }
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const signedIn = await login(user.email, NEW_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email_verified).toBe(true);

    // The code was used up.
    expect(await reset(user.email, code, 'Another!2032')).toMatchObject({
      status: 400,
      body: AUTH_ERRORS.invalidResetCode,
    });
  });

  it('answers an unknown address exactly the same way and sends nothing', async () => {
    const email = `ghost-${Date.now()}@example.ca`;
    const user = await buildUser(server);
    const res = await forgot(email);
    const known = await forgot(user.email);
    expect(res.status).toBe(200);
    expect(res.text).toBe(known.text);
    secrets.push(await mailedCode(server, user.email, 'reset_password'));
    expect(await outboxCount(server, email)).toBe(0);
    expect((await reset(email, '123456')).body).toEqual(AUTH_ERRORS.invalidResetCode);
  });

  it('refuses a new password that breaks the rules with a 422 item', async () => {
    const res = await server.request('POST', '/api/auth/reset-password', {
      email: 'maya@example.ca',
      code: '123456',
      new_password: 'password',
    });
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'new_password'], msg: 'Password must meet all requirements' }),
    ]);
  });

  it('refuses wrong and expired codes and leaves the password alone', async () => {
    const user = await buildUser(server);
    await forgot(user.email);
    const code = await mailedCode(server, user.email, 'reset_password');
    secrets.push(code);
    expect((await reset(user.email, wrongCode(code))).body).toEqual(AUTH_ERRORS.invalidResetCode);
    await ageCodes(server, user.email, 'reset_password', 10 * 60 + 1);
    expect((await reset(user.email, code)).body).toEqual(AUTH_ERRORS.resetCodeExpired);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('keeps reset codes apart from verification codes', async () => {
    const user = await buildUser(server);
    await server.request('POST', '/api/auth/send-verification', { email: user.email });
    const verifyCode = await mailedCode(server, user.email, 'verify_email');
    secrets.push(verifyCode);
    expect((await reset(user.email, verifyCode)).body).toEqual(AUTH_ERRORS.invalidResetCode);
    const [stored] = await server.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.passwordHash).toBe(user.passwordHash);
  });

  it('never logs a code or password', () => {
    for (const secret of secrets) {
      expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
