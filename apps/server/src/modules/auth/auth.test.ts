import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { SESSION_ENDED } from '@hirehand/shared/auth/session-end';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, signInAs, TEST_PASSWORD } from '../../../test/factories';
import { mailedCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logLines });
});
afterAll(() => server.close());

const PASSWORD = TEST_PASSWORD;
let counter = 0;
const newEmail = () => `user${++counter}-${Date.now()}@example.ca`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(overrides: Record<string, unknown> = {}) {
  const email = newEmail();
  const res = await server.request('POST', '/api/auth/register-enhanced', {
    email,
    password: PASSWORD,
    full_name: 'Maya Chen',
    user_type: 'worker',
    phone: '(604) 555-0101',
    city: 'Vancouver',
    skills: ['Wiring', 'Solar'],
    bio: 'Red Seal electrician',
    ...overrides,
  });
  return { res, email };
}

describe('POST /api/auth/register-enhanced', () => {
  it('creates the account, signs it in and sets the session cookie', async () => {
    const { res, email } = await register();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      access_token: expect.any(String),
      token_type: 'bearer',
      user: {
        id: expect.any(String),
        email,
        full_name: 'Maya Chen',
        user_type: 'worker',
        // 20 base + 5 phone + 2.5 each for city, bio and skills (docs/decisions/005-trust-score.md)
        trust_score: 33,
        email_verified: false,
        phone: '+16045550101',
        city: 'Vancouver',
        skills: ['Wiring', 'Solar'],
        bio: 'Red Seal electrician',
        profile_picture: null,
        social_provider: null,
        created_at: expect.any(String),
        // No time zone sent: the defaults (decision 023).
        locale: 'en-CA',
        time_zone: 'America/Toronto',
      },
    });
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^hh_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(res.text).not.toContain('argon2');
    expect(res.text).not.toContain(PASSWORD);
  });

  it('answers 422 items that map to the form fields', async () => {
    const res = await server.request('POST', '/api/auth/register-enhanced', {
      email: 'maya@',
      password: 'password',
      full_name: ' ',
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(
      res.body.detail.map((item: { loc: string[]; msg: string }) => [item.loc[1], item.msg]),
    );
    expect(byField).toEqual({
      email: 'Email is invalid',
      password: 'Password must meet all requirements',
      full_name: 'Full name is required',
    });
  });

  it('accepts only worker, employer or company', async () => {
    const { res } = await register({ user_type: 'admin' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0]).toMatchObject({ loc: ['body', 'user_type'], msg: AUTH_MESSAGES.userType });
  });

  it('refuses a taken e-mail in any case with the spec text', async () => {
    const { email } = await register();
    const again = await server.request('POST', '/api/auth/register-enhanced', {
      email: email.toUpperCase(),
      password: PASSWORD,
      full_name: 'Someone Else',
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(ACCOUNT_ERRORS.emailTaken);
  });
});

describe('POST /api/auth/login', () => {
  it('signs in with the right password, in any e-mail case', async () => {
    const { email } = await buildUser(server);
    const res = await server.request('POST', '/api/auth/login', {
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(email);
    expect(res.body.access_token).toEqual(expect.any(String));
  });

  it('answers one 401 text for a wrong password and an unknown e-mail', async () => {
    const { email } = await buildUser(server);
    const wrong = await server.request('POST', '/api/auth/login', { email, password: 'Wrong#2024' });
    const unknown = await server.request('POST', '/api/auth/login', {
      email: newEmail(),
      password: PASSWORD,
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(AUTH_ERRORS.invalidCredentials);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names missing fields with the sign-in texts', async () => {
    const res = await server.request('POST', '/api/auth/login', { email: '', password: '' });
    expect(res.status).toBe(422);
    expect(res.body.detail.map((item: { msg: string }) => item.msg)).toEqual([
      'Email is required',
      'Password is required',
    ]);
  });
});

describe('sessions and tokens', () => {
  it('reads the profile with the bearer token and with the cookie, never without', async () => {
    const user = await buildUser(server);
    const res = await server.request('POST', '/api/auth/login', { email: user.email, password: PASSWORD });
    const token = res.body.access_token;
    const me = await server.request('GET', '/api/profile/me', undefined, bearer(token));
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.user.id);
    const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
    const enhanced = await server.request('GET', '/api/profile/me-enhanced', undefined, { cookie });
    expect(enhanced.status).toBe(200);
    expect(enhanced.body.id).toBe(res.body.user.id);
    const anonymous = await server.request('GET', '/api/profile/me');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(AUTH_ERRORS.notAuthenticated);
  });

  it('logout revokes only the calling session', async () => {
    const user = await buildUser(server);
    const first = (await signInAs(server, user)).token;
    const second = (await signInAs(server, user)).token;

    const out = await server.request('POST', '/api/auth/logout', undefined, bearer(first));
    expect(out.status, out.text).toBe(200);
    expect(out.body).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });
    expect(out.headers.get('set-cookie')).toMatch(/hh_session=;/);

    const after = await server.request('GET', '/api/profile/me', undefined, bearer(first));
    expect(after.status).toBe(401);
    expect(after.body).toEqual(SESSION_ENDED.signed_out);
    expect((await server.request('GET', '/api/profile/me', undefined, bearer(second))).status).toBe(200);
  });

  it('rejects a token signed with another key, an unsigned one and an expired one', async () => {
    const { token } = await buildSignedInUser(server);
    expect((await server.request('GET', '/api/profile/me', undefined, bearer(token))).status).toBe(200);
    const [, payload] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const issuer = server.app.ctx.env.PUBLIC_URL;

    const { privateKey: otherKey } = await generateKeyPair('ES256');
    const forged = await new SignJWT(claims).setProtectedHeader({ alg: 'ES256' }).sign(otherKey);

    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const unsigned = `${header}.${payload}.`;

    const expired = await new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 })
      .setProtectedHeader({ alg: 'ES256', kid: server.app.ctx.signingKey.kid })
      .setIssuer(issuer)
      .sign(server.app.ctx.signingKey.privateKey);

    for (const token of [forged, unsigned, expired, 'not-a-jwt']) {
      const me = await server.request('GET', '/api/profile/me', undefined, bearer(token));
      expect(me.status, token.slice(0, 20)).toBe(401);
    }
  });
});

describe('PATCH /api/profile/me', () => {
  it("changes only the caller's own profile, normalising the phone", async () => {
    const userA = await buildUser(server, { city: 'Vancouver' });
    const userB = await buildUser(server, { fullName: 'Liam Okafor' });
    const a = { user: { id: userA.id }, access_token: (await signInAs(server, userA)).token };
    const b = { access_token: (await signInAs(server, userB)).token };
    const res = await server.request(
      'PATCH',
      '/api/profile/me',
      { full_name: 'Maya C.', phone: '416 555 0199', skills: ['Solar', 'Solar', 'EV chargers'], bio: '' },
      bearer(a.access_token),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: a.user.id,
      full_name: 'Maya C.',
      phone: '+14165550199',
      skills: ['Solar', 'EV chargers'],
      bio: null,
      city: 'Vancouver',
    });
    const other = await server.request('GET', '/api/profile/me', undefined, bearer(b.access_token));
    expect(other.body.full_name).toBe('Liam Okafor');
  });

  it('refuses unknown fields such as e-mail, password or trust score', async () => {
    const a = { access_token: (await buildSignedInUser(server)).token };
    for (const body of [{ email: 'x@y.ca' }, { trust_score: 100 }, { password: 'New#Pass1' }]) {
      const res = await server.request('PATCH', '/api/profile/me', body, bearer(a.access_token));
      expect(res.status).toBe(422);
    }
  });
});

describe('secrets stay secret', () => {
  it('logs sign-ins and failures without passwords, tokens or hashes', async () => {
    const { email } = await buildUser(server);
    const res = await server.request('POST', '/api/auth/login', { email, password: PASSWORD });
    await server.request('POST', '/api/auth/login', { email, password: 'Wrong#2024' });
    const log = logLines.join('\n');
    expect(log).toContain('account registered');
    expect(log).toContain('signed in');
    expect(log).toContain('sign-in failed');
    expect(log).not.toContain(PASSWORD);
    expect(log).not.toContain('Wrong#2024');
    expect(log).not.toContain(res.body.access_token);
    expect(log).not.toContain('$argon2');
  });
});

describe('trust score', () => {
  it('follows the profile: filling it in and verifying the e-mail raise it', async () => {
    const user = await buildUser(server);
    expect(user.trustScore).toBe(20);
    const { headers } = await signInAs(server, user);
    const res = await server.request(
      'PATCH',
      '/api/profile/me',
      { phone: '6045550101', city: 'Vancouver', bio: 'Electrician', skills: ['Wiring'] },
      headers,
    );
    // 20 base + 5 phone + 2.5 each for city, bio and skills = 32.5, rounded.
    expect(res.body.trust_score).toBe(33);

    await server.request('POST', '/api/auth/send-verification', { email: user.email });
    const verified = await server.request('POST', '/api/auth/verify-email', {
      email: user.email,
      verification_code: await mailedCode(server, user.email, 'verify_email'),
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.trust_score).toBe(48); // + 15 for the verified e-mail
  });
});
