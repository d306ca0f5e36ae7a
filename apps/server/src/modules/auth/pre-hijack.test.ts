import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import type { GoogleOAuthClient, GoogleProfile } from '../../platform/identity/google-oauth';
import { bodyData, cookieHeader, fetchManual } from './google/google.test-support';

/**
 * Pre-account-takeover: an attacker registers the victim's address with a password before the
 * victim ever signs up. When the victim later signs in with Google, Google proves the address:
 * the attacker's password and sessions must not survive that.
 */
let server: TestServer;
/** Who the fake Google says signs in next. */
let nextProfile: GoogleProfile;
const google: GoogleOAuthClient = {
  authorizationUrl: (state) =>
    new URL(`https://accounts.google.test/auth?state=${encodeURIComponent(state)}`),
  exchangeCode: async () => nextProfile,
};
beforeAll(async () => {
  server = await startTestServer({}, { providers: { google } });
});
afterAll(() => server.close());

const ATTACKER_PASSWORD = 'Attacker#Pass42';
let counter = 0;
const victimAddress = () => `victim${++counter}-${Date.now()}@example.ca`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The victim goes through Google (start, consent, callback), as the browser would. */
async function throughGoogle(flow: 'form' | 'popup', email: string) {
  nextProfile = { subject: `google-${email}`, email, emailVerified: true, name: 'Real Owner', picture: null };
  const start = await fetchManual(
    server,
    flow === 'form' ? '/api/auth/google/start' : '/api/idp/google/popup',
  );
  expect(start.status).toBe(302);
  const state = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
  const back = await fetchManual(
    server,
    `/api/auth/google/callback?code=consent&state=${encodeURIComponent(state)}`,
    {
      headers: { cookie: cookieHeader(start) },
    },
  );
  if (flow === 'form') {
    const code = (back.headers.get('location') ?? '').split('session_id=')[1];
    const res = await server.request('POST', '/api/auth/emergent-session', { session_id: code });
    expect(res.status).toBe(200);
    return res.body.jwt_token as string;
  }
  const idToken = bodyData(await back.text())['id-token'];
  const res = await server.request('POST', '/api/auth/firebase-login', { firebase_token: idToken });
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

async function expectAttackerLockedOut(email: string, attackerToken: string) {
  expect((await server.request('GET', '/api/profile/me', undefined, bearer(attackerToken))).status).toBe(401);
  const login = await server.request('POST', '/api/auth/login', { email, password: ATTACKER_PASSWORD });
  expect(login.status).toBe(401);
  const idp = await server.request('POST', '/api/idp/signIn', { email, password: ATTACKER_PASSWORD });
  expect(idp.status).toBe(400);
  expect(idp.body.error.code).toBe('auth/invalid-credential');
}

async function expectActivitySaysSo(victimToken: string) {
  const activity = await server.request(
    'GET',
    '/api/account/security-activity',
    undefined,
    bearer(victimToken),
  );
  const removed = activity.body.items.find(
    (item: { kind: string }) => item.kind === 'unverified_password_removed',
  );
  expect(removed).toMatchObject({ sessions_ended: 1 });
}

describe('Google sign-in to an account an attacker pre-registered', () => {
  it('through the forms: the attacker password and session die, the owner is in, verified', async () => {
    const email = victimAddress();
    const attacker = await server.request('POST', '/api/auth/register-enhanced', {
      email,
      password: ATTACKER_PASSWORD,
      full_name: 'Not The Owner',
    });
    expect(attacker.status).toBe(200);
    expect(attacker.body.user.email_verified).toBe(false);

    const victimToken = await throughGoogle('form', email);
    await expectAttackerLockedOut(email, attacker.body.access_token);
    const me = await server.request('GET', '/api/profile/me', undefined, bearer(victimToken));
    expect(me.status).toBe(200);
    expect(me.body.email_verified).toBe(true);
    await expectActivitySaysSo(victimToken);
  });

  it("through the modal's popup, against an account made through the identity provider", async () => {
    const email = victimAddress();
    const signUp = await server.request('POST', '/api/idp/signUp', { email, password: ATTACKER_PASSWORD });
    expect(signUp.status).toBe(200);
    const attacker = await server.request('POST', '/api/auth/firebase-register', {
      firebase_token: signUp.body.id_token,
      user_data: { full_name: 'Not The Owner', user_type: 'worker' },
    });
    expect(attacker.status).toBe(200);
    expect(attacker.body.user.email_verified).toBe(false);

    const victimToken = await throughGoogle('popup', email);
    await expectAttackerLockedOut(email, attacker.body.access_token);
    // The ID token the attacker got at sign-up names the old password: it no longer signs in.
    const replay = await server.request('POST', '/api/auth/firebase-login', {
      firebase_token: signUp.body.id_token,
    });
    expect(replay.status).toBe(401);
    await expectActivitySaysSo(victimToken);
  });

  it('leaves a verified account, its password and its other sessions alone', async () => {
    const email = victimAddress();
    const owner = await server.request('POST', '/api/auth/register-enhanced', {
      email,
      password: ATTACKER_PASSWORD,
      full_name: 'The Owner',
    });
    const { updateUser } = await import('../users/users.service');
    await updateUser(server.app.ctx.db, owner.body.user.id, { emailVerified: true });
    await throughGoogle('form', email);
    expect(
      (await server.request('GET', '/api/profile/me', undefined, bearer(owner.body.access_token))).status,
    ).toBe(200);
    expect(
      (await server.request('POST', '/api/auth/login', { email, password: ATTACKER_PASSWORD })).status,
    ).toBe(200);
  });
});
