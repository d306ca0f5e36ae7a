import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { codeRows, lastOutboxMail, mailedCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { contactMessages } from '../../db/schema/contact';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

const NEW_PASSWORD = 'Glacier!2031';
const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logLines });
});
afterAll(() => server.close());

const me = (headers: Record<string, string>) => server.request('GET', '/api/profile/me', undefined, headers);
const login = (email: string, password: string) =>
  server.request('POST', '/api/auth/login', { email, password });

describe('POST /api/account/password', () => {
  it('changes the password and signs out the other sessions but not the caller', async () => {
    const user = await buildUser(server);
    const caller = await signInAs(server, user);
    const other = await signInAs(server, user);
    expect((await me(other.headers)).status).toBe(200);

    const res = await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      caller.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your password has been changed. Other sessions were signed out.',
    });
    expect((await me(caller.headers)).status).toBe(200);
    expect((await me(other.headers)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);

    const changed = logLines.filter((line) => line.includes('password changed'));
    expect(changed).toHaveLength(1);
    expect(JSON.parse(changed[0]!)).toMatchObject({ feature: 'account', userId: user.id });
  });

  it('refuses a wrong current password, and a new one that breaks the rules', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const wrong = await server.request(
      'POST',
      '/api/account/password',
      { current_password: 'Wrong#2024x', new_password: NEW_PASSWORD },
      headers,
    );
    expect(wrong).toMatchObject({ status: 400, body: ACCOUNT_ERRORS.currentPasswordIncorrect });
    const missing = await server.request(
      'POST',
      '/api/account/password',
      { new_password: NEW_PASSWORD },
      headers,
    );
    expect(missing).toMatchObject({ status: 400, body: ACCOUNT_ERRORS.currentPasswordRequired });
    const weak = await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: 'short' },
      headers,
    );
    expect(weak.status).toBe(422);
    expect(weak.body.detail[0]).toMatchObject({
      loc: ['body', 'new_password'],
      msg: 'Password must meet all requirements',
    });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('lets an account without a password (social sign-in) set one without a current password', async () => {
    const { user, headers } = await buildSignedInUser(server, {
      passwordHash: null,
      socialProvider: 'emergent',
    });
    const res = await server.request(
      'POST',
      '/api/account/password',
      { new_password: NEW_PASSWORD },
      headers,
    );
    expect(res.status).toBe(200);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    const res = await server.request('POST', '/api/account/password', {
      current_password: TEST_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.status).toBe(401);
  });
});

describe('POST /api/account/email', () => {
  it('moves the account to the new address, unverified, and sends it a code that verifies it', async () => {
    const { user, headers } = await buildSignedInUser(server, { emailVerified: true });
    const newEmail = `moved-${Date.now()}@example.ca`;
    const res = await server.request(
      'POST',
      '/api/account/email',
      { current_password: TEST_PASSWORD, new_email: newEmail.toUpperCase() },
      headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Email updated. We sent a verification code to your new address.',
      user: { id: user.id, email: newEmail, email_verified: false },
    });
    // The code goes to the new address only, never into the answer.
    expect(res.body.mock_response).toBeUndefined();
    const code = await mailedCode(server, newEmail, 'verify_email');
    expect(res.text).not.toContain(code);
    const notice = await lastOutboxMail(server, user.email, 'email_changed');
    expect(notice!.textBody).toContain(newEmail);

    expect((await login(newEmail, TEST_PASSWORD)).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    const verified = await server.request('POST', '/api/auth/verify-email', {
      email: newEmail,
      verification_code: code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ id: user.id, email_verified: true });
  });

  it('refuses a taken address, the same address and a wrong password', async () => {
    const taken = await buildUser(server);
    const { user, headers } = await buildSignedInUser(server);
    const change = (body: Record<string, string>) =>
      server.request('POST', '/api/account/email', body, headers);
    expect(await change({ current_password: TEST_PASSWORD, new_email: taken.email })).toMatchObject({
      status: 400,
      body: ACCOUNT_ERRORS.emailTaken,
    });
    expect(await change({ current_password: TEST_PASSWORD, new_email: user.email })).toMatchObject({
      status: 400,
      body: ACCOUNT_ERRORS.sameEmail,
    });
    expect(await change({ current_password: 'Wrong#2024x', new_email: 'free@example.ca' })).toMatchObject({
      status: 400,
      body: ACCOUNT_ERRORS.currentPasswordIncorrect,
    });
    expect((await change({ current_password: TEST_PASSWORD, new_email: 'nope@' })).status).toBe(422);
  });
});

describe('POST /api/account/sign-out-everywhere', () => {
  it('ends every other session and keeps the caller signed in', async () => {
    const user = await buildUser(server);
    const caller = await signInAs(server, user);
    const others = [await signInAs(server, user), await signInAs(server, user)];
    for (const other of others) expect((await me(other.headers)).status).toBe(200);
    const res = await server.request('POST', '/api/account/sign-out-everywhere', {}, caller.headers);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'You have been signed out on all other devices.',
      revoked_sessions: 2,
    });
    for (const other of others) expect((await me(other.headers)).status).toBe(401);
    expect((await me(caller.headers)).status).toBe(200);
  });
});

describe('GET /api/account/export', () => {
  it("downloads the caller's profile, sessions, contact messages and subscription, without any hash", async () => {
    const user = await buildUser(server, { fullName: 'Maya Chen' });
    const stranger = await buildUser(server);
    const { headers } = await signInAs(server, user);
    await server.app.ctx.db.insert(contactMessages).values([
      { name: 'Maya', email: user.email.toUpperCase(), subject: 'Payout', message: 'When do I get paid?' },
      { name: 'Other', email: stranger.email, subject: 'Secret', message: 'Not for Maya' },
    ]);
    await server.app.ctx.db.insert(newsletterSubscriptions).values({ email: user.email });

    const res = await server.request('GET', '/api/account/export', undefined, {
      ...headers,
      'user-agent': 'ExportTest/1.0',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hirehand-data-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.body.profile).toMatchObject({ id: user.id, email: user.email, full_name: 'Maya Chen' });
    expect(res.body.sessions).toEqual([
      {
        created_at: expect.any(String),
        last_seen_at: expect.any(String),
        user_agent: null,
        revoked_at: null,
        current: true,
      },
    ]);
    expect(res.body.contact_messages).toEqual([
      expect.objectContaining({ subject: 'Payout', message: 'When do I get paid?' }),
    ]);
    expect(res.body.newsletter_subscription).toMatchObject({ email: user.email, source: 'footer' });
    expect(res.text).not.toContain('argon2');
    expect(res.text).not.toContain(user.passwordHash!);
    expect(res.text).not.toMatch(/hash/i);
    expect(res.text).not.toContain(headers.authorization.slice(7));
    expect(res.text).not.toContain(stranger.email);
  });
});

describe('DELETE /api/account', () => {
  it('deletes the account: its token is dead, sign-in fails, its codes are gone, the cookie is cleared', async () => {
    const user = await buildUser(server);
    const caller = await signInAs(server, user);
    const other = await signInAs(server, user);
    expect((await me(caller.headers)).status).toBe(200);
    expect((await me(other.headers)).status).toBe(200);
    await server.request('POST', '/api/auth/send-verification', { email: user.email });
    expect(await codeRows(server, user.email)).toHaveLength(1);

    const wrong = await server.request(
      'DELETE',
      '/api/account',
      { current_password: 'Wrong#2024x' },
      caller.headers,
    );
    expect(wrong).toMatchObject({ status: 400, body: ACCOUNT_ERRORS.currentPasswordIncorrect });
    expect((await me(caller.headers)).status).toBe(200);

    const res = await server.request(
      'DELETE',
      '/api/account',
      { current_password: TEST_PASSWORD },
      caller.headers,
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Your account has been deleted.' });
    expect(res.headers.get('set-cookie')).toMatch(/^hh_session=;/);
    expect((await me(caller.headers)).status).toBe(401);
    expect((await me(other.headers)).status).toBe(401);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect(await codeRows(server, user.email)).toHaveLength(0);
  });

  it('deletes an account without a password when asked with an empty body', async () => {
    const { headers } = await buildSignedInUser(server, {
      passwordHash: null,
      socialProvider: 'emergent',
    });
    const res = await server.request('DELETE', '/api/account', {}, headers);
    expect(res.status).toBe(200);
    expect((await me(headers)).status).toBe(401);
  });
});

describe('isolation', () => {
  it("never touches another user's data", async () => {
    const maya = await buildUser(server);
    const omar = await buildUser(server);
    const mayaSession = await signInAs(server, maya);
    const omarSession = await signInAs(server, omar);

    const exported = await server.request('GET', '/api/account/export', undefined, mayaSession.headers);
    expect(exported.body.profile.id).toBe(maya.id);
    expect(exported.text).not.toContain(omar.id);
    expect(exported.text).not.toContain(omar.email);

    await server.request('POST', '/api/account/sign-out-everywhere', undefined, mayaSession.headers);
    expect((await me(omarSession.headers)).status).toBe(200);

    await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      mayaSession.headers,
    );
    expect((await login(omar.email, TEST_PASSWORD)).status).toBe(200);

    await server.request('DELETE', '/api/account', { current_password: NEW_PASSWORD }, mayaSession.headers);
    expect((await me(omarSession.headers)).status).toBe(200);
    expect((await login(omar.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('never logs a password', () => {
    expect(logLines.filter((line) => line.includes(TEST_PASSWORD) || line.includes(NEW_PASSWORD))).toEqual(
      [],
    );
  });
});
