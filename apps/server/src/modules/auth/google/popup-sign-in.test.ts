import vm from 'node:vm';
import { IDP_POPUP_CHANNEL } from '@hirehand/shared/auth/google';
import { eq } from 'drizzle-orm';
import { createLocalJWKSet, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../test/factories';
import { startTestServer, type TestServer } from '../../../../test/start-test-server';
import { idpAccounts } from '../../../db/schema/identity';
import { users } from '../../../db/schema/users';
import {
  bodyData,
  expectNoInlineCode,
  fetchManual,
  startDevFlow,
  submitDevPage,
} from './google.test-support';

let server: TestServer;
let appOpenerPolicy: string | null;
beforeAll(async () => {
  server = await startTestServer({ NODE_ENV: 'development' });
  appOpenerPolicy = (await fetch(new URL('/profile', server.url))).headers.get('cross-origin-opener-policy');
  expect(appOpenerPolicy).toBeTruthy();
});
afterAll(() => server.close());

let counter = 0;
const newEmail = () => `popup${++counter}-${Date.now()}@example.ca`;

async function popupSignIn(email: string, fullName = 'Ava Singh') {
  const { state, cookie, start } = await startDevFlow(server, 'popup');
  // The same opener policy as the app's pages, so the popup stays in the opener's browsing context group.
  expect(start.headers.get('cross-origin-opener-policy')).toBe(appOpenerPolicy);
  const res = await submitDevPage(server, cookie, { flow: 'popup', state, email, full_name: fullName });
  expect(res.status).toBe(200);
  const html = await res.text();
  return { res, html, data: bodyData(html) };
}

async function verifyWithJwks(token: string) {
  const jwks = await server.request('GET', '/.well-known/jwks.json');
  expect(jwks.status).toBe(200);
  return jwtVerify(token, createLocalJWKSet(jwks.body as JSONWebKeySet), {
    issuer: `${server.app.ctx.env.PUBLIC_URL}/api/idp`,
    audience: 'hirehand',
    algorithms: ['ES256'],
  });
}

describe('Google popup flow through the development provider', () => {
  it('ends on a page that hands a valid ID token to the opener, without inline code', async () => {
    const email = newEmail();
    const { res, html, data } = await popupSignIn(email, 'Ava Singh');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('cross-origin-opener-policy')).toBe(appOpenerPolicy);
    expect(res.headers.get('set-cookie')).toMatch(/hh_google_flow=;/);
    expectNoInlineCode(html);
    expect(html).toContain('<script src="/api/auth/google/assets/popup-result.js" defer></script>');
    expect(data).toMatchObject({ 'idp-type': 'hirehand:idp-result', email, 'display-name': 'Ava Singh' });
    expect(data['photo-url']).toBeUndefined();

    const { payload, protectedHeader } = await verifyWithJwks(data['id-token'] ?? '');
    expect(protectedHeader.alg).toBe('ES256');
    expect(payload).toMatchObject({
      email,
      email_verified: true,
      name: 'Ava Singh',
      firebase: { sign_in_provider: 'google.com' },
    });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(3600);

    const [account] = await server.app.ctx.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.uid, payload.sub ?? ''));
    expect(account).toMatchObject({
      email,
      provider: 'google.com',
      emailVerified: true,
      googleSubject: expect.stringMatching(/^dev-[0-9a-f]{32}$/),
      passwordHash: null,
    });
    expect(account?.lastSignInAt).toBeInstanceOf(Date);
  });

  it('signs the same account in again (stable subject from the e-mail)', async () => {
    const email = newEmail();
    const first = await popupSignIn(email);
    const second = await popupSignIn(email.toUpperCase());
    const a = await verifyWithJwks(first.data['id-token'] ?? '');
    const b = await verifyWithJwks(second.data['id-token'] ?? '');
    expect(b.payload.sub).toBe(a.payload.sub);
    const rows = await server.app.ctx.db
      .select()
      .from(idpAccounts)
      .where(eq(idpAccounts.uid, a.payload.sub ?? ''));
    expect(rows).toHaveLength(1);
  });

  it('serves the script that posts the result to the opener on its own origin and closes', async () => {
    const res = await fetchManual(server, '/api/auth/google/assets/popup-result.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const js = await res.text();
    expect(js).toContain('window.opener.postMessage(message, window.location.origin)');
    expect(js).toContain("'hirehand:idp-result'");
    expect(js).toContain("'hirehand:idp-error'");
    expect(js).toContain(`new BroadcastChannel('${IDP_POPUP_CHANNEL}')`);
    expect(js).toContain('window.close()');
  });

  it('reports auth/popup-closed-by-user on Cancel', async () => {
    const { state, cookie } = await startDevFlow(server, 'popup');
    const res = await submitDevPage(server, cookie, { flow: 'popup', state, action: 'cancel' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expectNoInlineCode(html);
    expect(bodyData(html)).toEqual({ 'idp-type': 'hirehand:idp-error', code: 'auth/popup-closed-by-user' });
  });

  it('reports auth/user-disabled for a disabled account', async () => {
    const email = newEmail();
    const first = await popupSignIn(email);
    const { payload } = await verifyWithJwks(first.data['id-token'] ?? '');
    await server.app.ctx.db
      .update(idpAccounts)
      .set({ disabled: true })
      .where(eq(idpAccounts.uid, payload.sub ?? ''));
    const again = await popupSignIn(email);
    expect(again.data).toEqual({ 'idp-type': 'hirehand:idp-error', code: 'auth/user-disabled' });
  });

  it('reports an error when the flow cookie does not match', async () => {
    const { state } = await startDevFlow(server, 'popup');
    const res = await submitDevPage(server, '', { flow: 'popup', state, email: newEmail() });
    expect(bodyData(await res.text())).toEqual({
      'idp-type': 'hirehand:idp-error',
      code: 'auth/internal-error',
    });
  });

  it('gives a token the modal signs in with: firebase-login 404, then firebase-register, then firebase-login', async () => {
    const email = newEmail();
    const first = await popupSignIn(email, 'Noor Haddad');
    const token = first.data['id-token'];
    const login = await server.request('POST', '/api/auth/firebase-login', {
      firebase_token: token,
      user_data: {},
    });
    expect(login.status).toBe(404);
    const register = await server.request('POST', '/api/auth/firebase-register', {
      firebase_token: token,
      user_data: { email, full_name: 'Noor Haddad', user_type: 'worker', email_verified: true },
    });
    expect(register.status).toBe(200);
    expect(register.body).toMatchObject({ is_new_user: true, user: { email, full_name: 'Noor Haddad' } });

    const again = await popupSignIn(email);
    const relogin = await server.request('POST', '/api/auth/firebase-login', {
      firebase_token: again.data['id-token'],
      user_data: {},
    });
    expect(relogin.status).toBe(200);
    expect(relogin.body.user.id).toBe(register.body.user.id);
  });

  it('never signs into an account that has a password, in any way the popup could reach it', async () => {
    // An app user with a password (made by the two-step form).
    const user = await buildUser(server, { email: newEmail() });
    // A sign-up at the identity provider not yet registered (its own password).
    const pendingEmail = newEmail();
    expect(
      (await server.request('POST', '/api/idp/signUp', { email: pendingEmail, password: 'Sparky#2024' }))
        .status,
    ).toBe(200);
    // An account the stand-in made, whose user later set a password (e.g. by a reset).
    const madeEmail = newEmail();
    const made = await popupSignIn(madeEmail);
    const register = await server.request('POST', '/api/auth/firebase-register', {
      firebase_token: made.data['id-token'],
      user_data: { user_type: 'worker' },
    });
    expect(register.status).toBe(200);
    await server.app.ctx.db
      .update(users)
      .set({ passwordHash: user.passwordHash })
      .where(eq(users.id, register.body.user.id));

    for (const email of [user.email, pendingEmail, madeEmail]) {
      const { state, cookie } = await startDevFlow(server, 'popup');
      const res = await submitDevPage(server, cookie, { flow: 'popup', state, email });
      expect(res.status).toBe(409);
      const html = await res.text();
      expect(html).toContain('never signs into such an account');
      expect(bodyData(html)['id-token']).toBeUndefined();
    }
  });

  it('runs the served script: posts the page data to the opener, or on the channel without one, then closes', async () => {
    const { data } = await popupSignIn(newEmail(), 'Ava Singh');
    const js = await (await fetchManual(server, '/api/auth/google/assets/popup-result.js')).text();
    const toDataset = (d: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(d).map(([k, v]) => [k.replace(/-([a-z])/g, (_m, c) => c.toUpperCase()), v]),
      );

    const run = (dataset: Record<string, string>, withOpener: boolean) => {
      const posted: unknown[] = [];
      const broadcast: unknown[] = [];
      let closed = false;
      class FakeChannel {
        constructor(readonly name: string) {}
        postMessage(message: unknown) {
          broadcast.push({ name: this.name, message });
        }
        close() {}
      }
      const window = {
        opener: withOpener
          ? { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) }
          : null,
        location: { origin: 'http://app.example' },
        close: () => {
          closed = true;
        },
        BroadcastChannel: FakeChannel,
      };
      vm.runInNewContext(js, {
        window,
        document: { body: { dataset: toDataset(dataset) } },
        BroadcastChannel: FakeChannel,
      });
      return { posted, broadcast, closed };
    };

    const success = run(data, true);
    expect(success.posted).toEqual([
      {
        origin: 'http://app.example',
        message: {
          type: 'hirehand:idp-result',
          id_token: data['id-token'],
          email: data.email,
          display_name: 'Ava Singh',
          photo_url: null,
        },
      },
    ]);
    expect(success.closed).toBe(true);

    const cutOff = run({ 'idp-type': 'hirehand:idp-error', code: 'auth/popup-closed-by-user' }, false);
    expect(cutOff.broadcast).toEqual([
      { name: IDP_POPUP_CHANNEL, message: { type: 'hirehand:idp-error', code: 'auth/popup-closed-by-user' } },
    ]);
    expect(cutOff.closed).toBe(true);
  });
});
