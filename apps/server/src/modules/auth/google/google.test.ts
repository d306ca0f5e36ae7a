import { createHash } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { GOOGLE_MESSAGES } from '@hirehand/shared/auth/google';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/start-test-server';
import { signInExchanges } from '../../../db/schema/identity';
import { users } from '../../../db/schema/users';
import {
  cookieHeader,
  expectNoInlineCode,
  fetchManual,
  startDevFlow,
  submitDevPage,
} from './google.test-support';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  // The stand-in is a development tool: on only with NODE_ENV=development on a loopback address.
  server = await startTestServer({ NODE_ENV: 'development' }, { logLines });
});
afterAll(() => server.close());

let counter = 0;
const newEmail = () => `google${++counter}-${Date.now()}@example.ca`;
const exchange = (sessionId: unknown) =>
  server.request('POST', '/api/auth/emergent-session', { session_id: sessionId });

/** Runs the form flow through the development page; the code from /profile#session_id=. */
async function signInThroughDevPage(email: string, fullName = 'Sam Okafor') {
  const { state, cookie } = await startDevFlow(server, 'form');
  const back = await submitDevPage(server, cookie, { flow: 'form', state, email, full_name: fullName });
  expect(back.status).toBe(303);
  const location = back.headers.get('location') ?? '';
  expect(location).toMatch(/^\/profile#session_id=[A-Za-z0-9_-]{43}$/);
  return { code: location.split('session_id=')[1] ?? '', response: back };
}

describe('Google form flow through the development provider', () => {
  it('shows a clearly labelled development page without inline code', async () => {
    const { pageUrl, cookie, start } = await startDevFlow(server, 'form');
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(start.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const page = await fetchManual(server, pageUrl, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
    const html = await page.text();
    expect(html).toContain(GOOGLE_MESSAGES.devPageTitle);
    // It says it is a development tool, that it checks nothing, and that production has none.
    expect(html).toContain(GOOGLE_MESSAGES.devPageNotice);
    expect(GOOGLE_MESSAGES.devPageTitle).toMatch(/^Development tool/);
    expect(GOOGLE_MESSAGES.devPageNotice).toMatch(/off in production/);
    expect(html).toContain('<form method="post" action="/api/auth/google/dev">');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toMatch(/<input id="full_name" name="full_name"/);
    expect(html).toContain('>Continue</button>');
    expect(html).toContain('<link rel="stylesheet" href="/api/auth/google/assets/google-pages.css">');
    expectNoInlineCode(html);

    const css = await fetchManual(server, '/api/auth/google/assets/google-pages.css');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect(await css.text()).toContain('.dev-banner');
  });

  it('returns to /profile with a one-time code that exchanges for a new social user and a working token', async () => {
    const email = newEmail();
    const { code, response } = await signInThroughDevPage(email, 'Sam Okafor');
    expect(response.headers.get('set-cookie')).toMatch(/hh_google_flow=;/);

    const res = await exchange(code);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      jwt_token: expect.any(String),
      user: expect.objectContaining({
        email,
        full_name: 'Sam Okafor',
        user_type: 'worker',
        social_provider: 'emergent',
        email_verified: true,
      }),
    });
    expect(res.headers.get('set-cookie')).toMatch(/^hh_session=.+HttpOnly/i);

    const me = await server.request('GET', '/api/profile/me', undefined, {
      authorization: `Bearer ${res.body.jwt_token}`,
    });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);

    const [row] = await server.app.ctx.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toBeNull();
  });

  it('stores only the SHA-256 of the code, valid 5 minutes', async () => {
    const { code } = await signInThroughDevPage(newEmail());
    const [row] = await server.app.ctx.db
      .select()
      .from(signInExchanges)
      .where(eq(signInExchanges.codeHash, createHash('sha256').update(code).digest('hex')));
    expect(row).toBeDefined();
    const ttl = (row?.expiresAt.getTime() ?? 0) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(5 * 60 * 1000);
    const stored = await server.app.ctx.db.select().from(signInExchanges);
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('answers 401 to a second exchange of the same code', async () => {
    const { code } = await signInThroughDevPage(newEmail());
    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(401);
    expect(again.body).toEqual(AUTH_ERRORS.googleFailed);
  });

  it('lets only one of two concurrent exchanges of a code succeed', async () => {
    const { code } = await signInThroughDevPage(newEmail());
    const results = await Promise.all([exchange(code), exchange(code), exchange(code)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it('answers 401 to an expired code and to an unknown one', async () => {
    const { code } = await signInThroughDevPage(newEmail());
    await server.app.ctx.db
      .update(signInExchanges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInExchanges.codeHash, createHash('sha256').update(code).digest('hex')));
    const expired = await exchange(code);
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(AUTH_ERRORS.googleFailed);
    const unknown = await exchange('not-a-real-code');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(AUTH_ERRORS.googleFailed);
  });

  it('answers 422 items when session_id is missing', async () => {
    const res = await server.request('POST', '/api/auth/emergent-session', {});
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'session_id']);
  });

  it('never signs into an account that has a password: the page says so and the attempt stays open', async () => {
    const existing = await buildUser(server, { email: newEmail(), fullName: 'Lee Park' });
    const { state, cookie } = await startDevFlow(server, 'form');
    const refused = await submitDevPage(server, cookie, {
      flow: 'form',
      state,
      email: existing.email.toUpperCase(),
      full_name: 'Someone Else',
    });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('location')).toBeNull();
    const html = await refused.text();
    expect(html).toContain(GOOGLE_MESSAGES.devPasswordAccount.replace(/'/g, '&#39;'));
    expect(html).toMatch(/<input id="email"[^>]*aria-invalid="true"/);
    expectNoInlineCode(html);
    expect(await server.app.ctx.db.select().from(signInExchanges)).not.toContainEqual(
      expect.objectContaining({ userId: existing.id }),
    );
    // Another address (no password) still goes through on the same attempt.
    const other = await submitDevPage(server, cookie, { flow: 'form', state, email: newEmail() });
    expect(other.headers.get('location')).toMatch(/^\/profile#session_id=/);
  });

  it('signs again into an account it made itself (no password)', async () => {
    const email = newEmail();
    const first = await exchange((await signInThroughDevPage(email, 'Ana Silva')).code);
    const again = await exchange((await signInThroughDevPage(email.toUpperCase(), 'Other')).code);
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it('creates the account with the type chosen on the registration form (worker when none or unknown)', async () => {
    const start = async (query: string) => {
      const res = await fetchManual(server, `/api/auth/google/start${query}`);
      expect(res.status).toBe(302);
      const location = new URL(res.headers.get('location') ?? '', server.url);
      return { state: location.searchParams.get('state') ?? '', cookie: cookieHeader(res) };
    };
    const signUpAs = async (query: string) => {
      const { state, cookie } = await start(query);
      const back = await submitDevPage(server, cookie, { flow: 'form', state, email: newEmail() });
      const code = (back.headers.get('location') ?? '').split('session_id=')[1];
      return (await exchange(code)).body.user.user_type;
    };
    expect(await signUpAs('?user_type=employer')).toBe('employer');
    expect(await signUpAs('?user_type=company')).toBe('company');
    expect(await signUpAs('?user_type=admin')).toBe('worker');
    expect(await signUpAs('')).toBe('worker');
  });

  it("creates the account in the browser's time zone, the default for an unknown one (decision 023)", async () => {
    const zoneOf = async (query: string) => {
      const res = await fetchManual(server, `/api/auth/google/start${query}`);
      const location = new URL(res.headers.get('location') ?? '', server.url);
      const state = location.searchParams.get('state') ?? '';
      const back = await submitDevPage(server, cookieHeader(res), { flow: 'form', state, email: newEmail() });
      const code = (back.headers.get('location') ?? '').split('session_id=')[1];
      return (await exchange(code)).body.user.time_zone;
    };
    expect(await zoneOf('?user_type=worker&time_zone=America%2FEdmonton&locale=en-CA')).toBe(
      'America/Edmonton',
    );
    expect(await zoneOf('?time_zone=Not%2FA_Zone')).toBe('America/Toronto');
    expect(await zoneOf('')).toBe('America/Toronto');
  });

  it('goes back to /profile#error=cancelled on Cancel and #error=failed without the flow cookie', async () => {
    const { state, cookie } = await startDevFlow(server, 'form');
    const cancelled = await submitDevPage(server, cookie, { flow: 'form', state, action: 'cancel' });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe('/profile#error=cancelled');

    const other = await startDevFlow(server, 'form');
    const forged = await submitDevPage(server, '', { flow: 'form', state: other.state, email: newEmail() });
    expect(forged.headers.get('location')).toBe('/profile#error=failed');
    const wrongState = await submitDevPage(server, other.cookie, {
      flow: 'form',
      state: 'form.x',
      email: newEmail(),
    });
    expect(wrongState.headers.get('location')).toBe('/profile#error=failed');
  });

  it('shows the page again with an error for an invalid e-mail', async () => {
    const { state, cookie } = await startDevFlow(server, 'form');
    const res = await submitDevPage(server, cookie, {
      flow: 'form',
      state,
      email: 'not-an-email',
      full_name: '<b>x</b>',
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(GOOGLE_MESSAGES.emailInvalid);
    expect(html).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expectNoInlineCode(html);
    // The attempt is still open: a corrected e-mail goes through.
    const retry = await submitDevPage(server, cookie, { flow: 'form', state, email: newEmail() });
    expect(retry.headers.get('location')).toMatch(/^\/profile#session_id=/);
  });

  it('never logs the code or the token', async () => {
    const { code } = await signInThroughDevPage(newEmail());
    const res = await exchange(code);
    const logs = logLines.join('\n');
    expect(logs).toContain('signed in with Google');
    expect(logs).not.toContain(code);
    expect(logs).not.toContain(res.body.jwt_token);
  });
});
