import { IDP_ERROR_MESSAGES } from '@hirehand/shared/idp/idp';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { outboxEmails } from '../../db/schema/mail';
import { findUserById } from '../users/users.service';
import { findIdpAccountByEmail, updateIdpAccount } from './idp-accounts.repo';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // Each test call comes from its own address (X-Forwarded-For), so the per-address limits stay out of the way.
  server = await startTestServer({ TRUST_PROXY: 'true' }, { logLines });
});
afterAll(() => server.close());

const PASSWORD = 'hunter22-secret';
let counter = 0;
const newEmail = () => `idp${++counter}-${Date.now()}@example.ca`;
const post = (path: string, body: unknown) =>
  server.request('POST', path, body, { 'x-forwarded-for': `203.0.113.${++counter % 250}` });
const idpError = (code: keyof typeof IDP_ERROR_MESSAGES) => ({
  error: { code, message: IDP_ERROR_MESSAGES[code] },
});

describe('POST /api/idp/signUp', () => {
  it('creates the account and answers an ID token', async () => {
    const email = newEmail();
    const res = await post('/api/idp/signUp', {
      email: ` ${email.toUpperCase()} `,
      password: PASSWORD,
      display_name: 'Maya Chen',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      uid: expect.stringMatching(/^[A-Za-z0-9]{28}$/),
      id_token: expect.any(String),
      email,
      email_verified: false,
      display_name: 'Maya Chen',
      expires_in: 3600,
    });
    expect(res.text).not.toContain(PASSWORD);
    expect(res.text).not.toContain('argon2');
    const row = await findIdpAccountByEmail(server.app.ctx.db, email);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('answers auth/invalid-email, auth/weak-password and auth/email-already-in-use', async () => {
    expect((await post('/api/idp/signUp', { email: 'maya@', password: PASSWORD })).body).toEqual(
      idpError('auth/invalid-email'),
    );
    const weak = await post('/api/idp/signUp', { email: newEmail(), password: '12345' });
    expect(weak.status).toBe(400);
    expect(weak.body).toEqual(idpError('auth/weak-password'));

    const email = newEmail();
    expect((await post('/api/idp/signUp', { email, password: PASSWORD })).status).toBe(200);
    const taken = await post('/api/idp/signUp', { email: email.toUpperCase(), password: PASSWORD });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(idpError('auth/email-already-in-use'));
  });

  it('answers 422 items for a body of the wrong shape', async () => {
    const res = await post('/api/idp/signUp', { email: 42 });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((item: { loc: string[] }) => item.loc[1]).sort()).toEqual([
      'email',
      'password',
    ]);
  });
});

describe('POST /api/idp/signIn', () => {
  it('signs in and answers a fresh ID token', async () => {
    const email = newEmail();
    const signUp = await post('/api/idp/signUp', { email, password: PASSWORD });
    const res = await post('/api/idp/signIn', { email, password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      uid: signUp.body.uid,
      email,
      email_verified: false,
      display_name: null,
    });
    expect(res.body.id_token).toEqual(expect.any(String));
  });

  it('answers one code, auth/invalid-credential, for an unknown e-mail and a wrong password', async () => {
    const email = newEmail();
    await post('/api/idp/signUp', { email, password: PASSWORD });
    const wrong = await post('/api/idp/signIn', { email, password: 'not-the-password' });
    const unknown = await post('/api/idp/signIn', { email: newEmail(), password: PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(idpError('auth/invalid-credential'));
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers auth/invalid-email for a malformed address', async () => {
    const res = await post('/api/idp/signIn', { email: 'not an email', password: PASSWORD });
    expect(res.body).toEqual(idpError('auth/invalid-email'));
  });

  it('answers auth/user-disabled for a disabled account (with the right password only)', async () => {
    const email = newEmail();
    const { body } = await post('/api/idp/signUp', { email, password: PASSWORD });
    await updateIdpAccount(server.app.ctx.db, body.uid, { disabled: true });
    expect((await post('/api/idp/signIn', { email, password: PASSWORD })).body).toEqual(
      idpError('auth/user-disabled'),
    );
    expect((await post('/api/idp/signIn', { email, password: 'wrong-one' })).body).toEqual(
      idpError('auth/invalid-credential'),
    );
  });
});

describe('ID tokens and the JWKS', () => {
  it('publishes the signing key, and an ID token verifies against it', async () => {
    const jwks = await server.request('GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({
      kty: 'EC',
      crv: 'P-256',
      alg: 'ES256',
      kid: expect.any(String),
    });
    expect(jwks.body.keys[0].d).toBeUndefined();

    const email = newEmail();
    const { body } = await post('/api/idp/signUp', { email, password: PASSWORD, display_name: 'Ana' });
    expect(decodeProtectedHeader(body.id_token).kid).toBe(jwks.body.keys[0].kid);
    const { payload } = await jwtVerify(body.id_token, createLocalJWKSet(jwks.body), {
      issuer: `${server.app.ctx.env.PUBLIC_URL}/api/idp`,
      audience: 'hirehand',
      algorithms: ['ES256'],
    });
    expect(payload).toMatchObject({
      sub: body.uid,
      email,
      email_verified: false,
      name: 'Ana',
      firebase: { sign_in_provider: 'password' },
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('serves a discovery document naming the issuer and the JWKS', async () => {
    const res = await server.request('GET', '/api/idp/.well-known/openid-configuration');
    expect(res.body).toMatchObject({
      issuer: `${server.app.ctx.env.PUBLIC_URL}/api/idp`,
      jwks_uri: `${server.app.ctx.env.PUBLIC_URL}/.well-known/jwks.json`,
    });
  });
});

describe('e-mail verification', () => {
  it('e-mails a link that verifies the account and its linked user, then redirects', async () => {
    const email = newEmail();
    const { body } = await post('/api/idp/signUp', { email, password: PASSWORD });
    const user = await buildUser(server, { email, firebaseUid: body.uid });

    const sent = await post('/api/idp/sendEmailVerification', { id_token: body.id_token });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ success: true });
    await settleMail(server);
    const [mail] = await server.app.ctx.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, email));
    expect(mail?.category).toBe('idp_verify_email');
    const link = mail!.textBody.match(/https?:\/\/\S+\/api\/idp\/verify-email\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(server.app.ctx.env.PUBLIC_URL)).toBe(true);

    const path = new URL(link!).pathname + new URL(link!).search;
    const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/email-verified?verified=1');
    expect((await findIdpAccountByEmail(server.app.ctx.db, email))?.emailVerified).toBe(true);
    expect((await findUserById(server.app.ctx.db, user.id))?.emailVerified).toBe(true);

    // Once a user is linked, its password is the one that signs in (one password per person).
    const signIn = await post('/api/idp/signIn', { email, password: TEST_PASSWORD });
    expect(signIn.body.email_verified).toBe(true);
  });

  it('refuses a tampered link', async () => {
    const res = await fetch(`${server.url}/api/idp/verify-email?token=eyJhbGciOiJub25lIn0.e30.`, {
      redirect: 'manual',
    });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/email-verified?verified=0');
  });

  it('answers auth/invalid-user-token for a bad ID token', async () => {
    const res = await post('/api/idp/sendEmailVerification', { id_token: 'not-a-token' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(idpError('auth/invalid-user-token'));
  });

  it('answers auth/user-token-expired for an expired ID token', async () => {
    const { body } = await post('/api/idp/signUp', { email: newEmail(), password: PASSWORD });
    const ctx = server.app.ctx;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: ctx.signingKey.kid })
      .setIssuer(`${ctx.env.PUBLIC_URL}/api/idp`)
      .setAudience('hirehand')
      .setSubject(body.uid)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(ctx.signingKey.privateKey);
    const res = await post('/api/idp/sendEmailVerification', { id_token: expired });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(idpError('auth/user-token-expired'));
  });

  it('never logs a password or a token', async () => {
    const joined = logLines.join('\n');
    expect(joined).toContain('identity-provider account created');
    expect(joined).not.toContain(PASSWORD);
    expect(joined).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    expect(joined).not.toContain('argon2');
  });
});
