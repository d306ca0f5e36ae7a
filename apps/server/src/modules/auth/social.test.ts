import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { FIREBASE_AUTH_MESSAGES } from '@hirehand/shared/idp/firebase-auth';
import { type CryptoKey, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { issueIdToken } from '../idp/id-token';
import { createIdpAccount, type IdpAccountRow } from '../idp/idp-accounts.service';
import { findUserById } from '../users/users.service';
import { AUTH_RATE_LIMITS } from './auth.routes';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // Each call comes from its own address (X-Forwarded-For), so the per-address limits stay out of the way.
  server = await startTestServer({ TRUST_PROXY: 'true' }, { logLines });
});
afterAll(() => server.close());

let counter = 0;
const newEmail = () => `social${++counter}-${Date.now()}@example.ca`;
const post = (path: string, body: unknown, address = `198.51.100.${++counter % 250}`) =>
  server.request('POST', path, body, { 'x-forwarded-for': address });

async function idpAccount(overrides: Partial<IdpAccountRow> = {}) {
  const account = await createIdpAccount(server.app.ctx.db, {
    email: newEmail(),
    displayName: 'Maya Chen',
    provider: 'password',
    ...overrides,
  });
  if (!account) throw new Error('idpAccount: e-mail taken');
  return { account, token: await issueIdToken(server.app.ctx, account) };
}

/** Signs the claims as an ID token of the built-in provider would be, with any key and lifetime. */
async function craftToken(opts: { sub: string; email: string; key?: CryptoKey; expiresAt?: number }) {
  const ctx = server.app.ctx;
  return new SignJWT({ email: opts.email, email_verified: true, firebase: { sign_in_provider: 'password' } })
    .setProtectedHeader({ alg: 'ES256', kid: ctx.signingKey.kid })
    .setIssuer(`${ctx.env.PUBLIC_URL}/api/idp`)
    .setAudience('hirehand')
    .setSubject(opts.sub)
    .setIssuedAt(opts.expiresAt ? opts.expiresAt - 3600 : undefined)
    .setExpirationTime(opts.expiresAt ?? '1h')
    .sign(opts.key ?? (ctx.signingKey.privateKey as CryptoKey));
}

describe('POST /api/auth/firebase-login and firebase-register (built-in identity provider)', () => {
  it('answers 404 for an unknown user, registers, then signs in; the access token works', async () => {
    const { account, token } = await idpAccount();
    const login = await post('/api/auth/firebase-login', {
      firebase_token: token,
      user_data: { email: account.email },
    });
    expect(login.status).toBe(404);
    expect(login.body).toEqual(AUTH_ERRORS.socialUserNotFound);

    const register = await post('/api/auth/firebase-register', {
      firebase_token: token,
      user_data: { email: account.email, full_name: '', phone: '604 555 0199', user_type: 'employer' },
    });
    expect(register.status).toBe(200);
    expect(register.body).toMatchObject({
      access_token: expect.any(String),
      is_new_user: true,
      email_verification_required: true,
      message: FIREBASE_AUTH_MESSAGES.accountCreated,
      user: {
        email: account.email,
        full_name: 'Maya Chen',
        user_type: 'employer',
        phone: '+16045550199',
        email_verified: false,
        social_provider: null,
      },
    });
    expect(register.headers.get('set-cookie')).toMatch(/^hh_session=/);

    const again = await post('/api/auth/firebase-login', { firebase_token: token, user_data: {} });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      is_new_user: false,
      email_verification_required: true,
      message: FIREBASE_AUTH_MESSAGES.welcomeBack,
      user: { id: register.body.user.id },
    });
    const me = await server.request('GET', '/api/profile/me', undefined, {
      authorization: `Bearer ${again.body.access_token}`,
    });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(account.email);
  });

  it('registers with worker by default, the name from the e-mail, and google as the social provider', async () => {
    const { account, token } = await idpAccount({
      displayName: null,
      provider: 'google.com',
      emailVerified: true,
    });
    const res = await post('/api/auth/firebase-register', { firebase_token: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      email_verification_required: false,
      user: {
        user_type: 'worker',
        full_name: account.email.split('@')[0],
        email_verified: true,
        social_provider: 'google',
      },
    });
  });

  it('refuses to register an e-mail that already has an account, and 422 for a bad user type', async () => {
    const existing = await buildUser(server);
    const { token } = await idpAccount({ email: existing.email.toUpperCase() });
    const res = await post('/api/auth/firebase-register', { firebase_token: token, user_data: {} });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(AUTH_ERRORS.emailTaken);

    const other = await idpAccount();
    const bad = await post('/api/auth/firebase-register', {
      firebase_token: other.token,
      user_data: { user_type: 'admin' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'user_data', 'user_type']);
  });

  it('links an existing account by a verified e-mail and marks it verified', async () => {
    const user = await buildUser(server);
    const { account, token } = await idpAccount({ email: user.email, emailVerified: true });
    const res = await post('/api/auth/firebase-login', { firebase_token: token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      user: { id: user.id, email_verified: true },
      email_verification_required: false,
    });
    expect((await findUserById(server.app.ctx.db, user.id))?.firebaseUid).toBe(account.uid);
  });

  it('does not link an existing account by an unverified e-mail', async () => {
    const user = await buildUser(server);
    const { token } = await idpAccount({ email: user.email });
    const res = await post('/api/auth/firebase-login', { firebase_token: token });
    expect(res.status).toBe(409);
    expect(res.body).toEqual(AUTH_ERRORS.verifyToLink);
    expect((await findUserById(server.app.ctx.db, user.id))?.firebaseUid).toBeNull();
  });

  it('refuses forged, expired, foreign and malformed tokens with 401', async () => {
    const user = await buildUser(server, { firebaseUid: 'linkedUid0000000000000000000' });
    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const accessToken = await server.app.ctx.tokens.signAccessToken({ userId: user.id, sessionId: user.id });
    const tokens = {
      forged: await craftToken({ sub: user.firebaseUid!, email: user.email, key: otherKey }),
      expired: await craftToken({
        sub: user.firebaseUid!,
        email: user.email,
        expiresAt: Math.floor(Date.now() / 1000) - 60,
      }),
      accessTokenInstead: accessToken,
      garbage: 'not.a.token',
    };
    // The same claims with our key are accepted, so the refusals above are about the key and the expiry.
    const genuine = await craftToken({ sub: user.firebaseUid!, email: user.email });
    expect((await post('/api/auth/firebase-login', { firebase_token: genuine })).status).toBe(200);
    for (const [name, firebase_token] of Object.entries(tokens)) {
      for (const path of ['/api/auth/firebase-login', '/api/auth/firebase-register']) {
        const res = await post(path, { firebase_token, user_data: {} });
        expect({ name, path, status: res.status, body: res.body }).toEqual({
          name,
          path,
          status: 401,
          body: AUTH_ERRORS.invalidIdToken,
        });
      }
    }
  });

  it(`limits firebase-login to ${AUTH_RATE_LIMITS.loginPerIp.max} attempts per 5 minutes from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.loginPerIp.max; i++) {
      statuses.push((await post('/api/auth/firebase-login', { firebase_token: 'x' }, '192.0.2.7')).status);
    }
    expect(statuses.slice(0, -1).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const last = await post('/api/auth/firebase-login', { firebase_token: 'x' }, '192.0.2.7');
    expect(last.body).toEqual(AUTH_ERRORS.tooManyAttempts);
  });

  it(`limits firebase-register to ${AUTH_RATE_LIMITS.register.max} per half hour from one address`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= AUTH_RATE_LIMITS.register.max; i++) {
      statuses.push((await post('/api/auth/firebase-register', { firebase_token: 'x' }, '192.0.2.8')).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('never logs a token', () => {
    const joined = logLines.join('\n');
    expect(joined).toContain('signed in with identity token');
    expect(joined).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
  });
});
