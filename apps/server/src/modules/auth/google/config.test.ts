import { createHash } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../../test/start-test-server';
import { bodyData, cookieHeader, expectNoInlineCode, fetchManual } from './google.test-support';

describe.each([
  ['in production', { NODE_ENV: 'production', MAIL_MODE: 'outbox' }],
  ['in tests (NODE_ENV=test)', {}],
  ['in development on a non-loopback address', { NODE_ENV: 'development', HOST: '0.0.0.0' }],
])('without Google settings %s', (_label, env: Record<string, string>) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(env);
  });
  afterAll(() => server.close());

  it('turns the development provider off (404)', async () => {
    const page = await server.request('GET', '/api/auth/google/dev?flow=form&state=form.abc');
    expect(page.status).toBe(404);
    const post = await fetchManual(server, '/api/auth/google/dev', {
      method: 'POST',
      body: new URLSearchParams({ flow: 'form', state: 'form.abc', email: 'a@example.ca' }),
    });
    expect(post.status).toBe(404);
    const start = await server.request('GET', '/api/auth/google/start');
    expect(start.status).toBe(404);
    expect(start.body).toEqual(AUTH_ERRORS.googleNotConfigured);
  });

  it('tells the popup that Google sign-in is not enabled', async () => {
    const res = await fetchManual(server, '/api/idp/google/popup');
    expect(res.status).toBe(200);
    const html = await res.text();
    expectNoInlineCode(html);
    expect(bodyData(html)).toEqual({ 'idp-type': 'hirehand:idp-error', code: 'auth/operation-not-allowed' });
  });
});

describe('with GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set', () => {
  const PUBLIC_URL = 'https://hirehand.example';
  const logLines: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(
      {
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'client-123.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'test-secret',
      },
      { logLines },
    );
  });
  afterAll(() => server.close());

  it.each([
    ['/api/auth/google/start', 'form'],
    ['/api/idp/google/popup', 'popup'],
  ])('%s redirects to Google with client_id, state, PKCE and the callback URI', async (path, flow) => {
    const res = await fetchManual(server, path);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    const q = location.searchParams;
    expect(q.get('client_id')).toBe('client-123.apps.googleusercontent.com');
    expect(q.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    expect(q.get('response_type')).toBe('code');
    expect(q.get('scope')?.split(' ').sort()).toEqual(['email', 'openid', 'profile']);
    expect(q.get('code_challenge_method')).toBe('S256');
    expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(q.get('state')).toMatch(new RegExp(`^${flow}\\.`));
    expect(location.toString()).not.toContain('test-secret');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^hh_google_flow=.+HttpOnly/i);
    expect(cookie).toMatch(/Secure/i);
    expect(cookie).toMatch(/Path=\/api/);
  });

  it('uses a fresh state and verifier each time', async () => {
    const a = new URL((await fetchManual(server, '/api/auth/google/start')).headers.get('location') ?? '');
    const b = new URL((await fetchManual(server, '/api/auth/google/start')).headers.get('location') ?? '');
    expect(a.searchParams.get('state')).not.toBe(b.searchParams.get('state'));
    expect(a.searchParams.get('code_challenge')).not.toBe(b.searchParams.get('code_challenge'));
  });

  it('turns the development provider off', async () => {
    expect((await server.request('GET', '/api/auth/google/dev?flow=form&state=form.abc')).status).toBe(404);
  });

  it('rejects a callback whose state does not match the flow cookie (without calling Google)', async () => {
    const start = await fetchManual(server, '/api/auth/google/start');
    const cookie = cookieHeader(start);
    const form = await fetchManual(
      server,
      '/api/auth/google/callback?code=secret-auth-code-42&state=form.forged',
      {
        headers: { cookie },
      },
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/profile#error=failed');
    expect(logLines.join('\n')).toContain('Google callback without a matching attempt');
    expect(logLines.join('\n')).not.toContain('secret-auth-code-42');

    const popup = await fetchManual(server, '/api/auth/google/callback?code=abc&state=popup.forged');
    expect(bodyData(await popup.text())).toEqual({
      'idp-type': 'hirehand:idp-error',
      code: 'auth/internal-error',
    });
  });

  it('maps a refused consent to a cancellation in both flows', async () => {
    const form = await fetchManual(server, '/api/auth/google/start');
    const formState = new URL(form.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const formBack = await fetchManual(
      server,
      `/api/auth/google/callback?error=access_denied&state=${encodeURIComponent(formState)}`,
      { headers: { cookie: cookieHeader(form) } },
    );
    expect(formBack.headers.get('location')).toBe('/profile#error=cancelled');

    const popup = await fetchManual(server, '/api/idp/google/popup');
    const popupState = new URL(popup.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const popupBack = await fetchManual(
      server,
      `/api/auth/google/callback?error=access_denied&state=${encodeURIComponent(popupState)}`,
      { headers: { cookie: cookieHeader(popup) } },
    );
    expect(bodyData(await popupBack.text())).toEqual({
      'idp-type': 'hirehand:idp-error',
      code: 'auth/popup-closed-by-user',
    });
  });

  it('keeps the PKCE verifier in the signed cookie; Google gets only its S256 challenge', async () => {
    const res = await fetchManual(server, '/api/auth/google/start');
    const q = new URL(res.headers.get('location') ?? '').searchParams;
    const token = cookieHeader(res).replace(/^hh_google_flow=/, '');
    const payload = decodeJwt(token);
    expect(payload.state).toBe(q.get('state'));
    expect(q.get('code_challenge')).toBe(createHash('sha256').update(String(payload.cv)).digest('base64url'));
    expect(res.headers.get('location')).not.toContain(String(payload.cv));
  });
});
