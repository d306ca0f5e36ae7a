import { readFileSync } from 'node:fs';
import path from 'node:path';
import { IDP_ERROR_MESSAGES } from '@hirehand/shared/idp/idp';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { mailedCode } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { idpAccounts } from '../../db/schema/identity';
import { users } from '../../db/schema/users';
import { DEMO_PASSWORD, DEMO_USERS } from '../../db/seed/demo-users';
import { seedDemoData } from '../../db/seed/seed';
import { migrationsDir } from '../../platform/paths';
import { findUserByEmail } from '../users/users.service';
import { findIdpAccountByEmail, findIdpAccountByUid } from './idp-accounts.repo';

let server: TestServer;
beforeAll(async () => {
  // Each call below comes from its own address (X-Forwarded-For), so per-address limits stay out of the way.
  server = await startTestServer({ TRUST_PROXY: 'true' });
  await seedDemoData(server.app.ctx, server.app.log);
});
afterAll(() => server.close());

const MODAL_PASSWORD = 'Modal#Pass42';
const NEW_PASSWORD = 'Glacier!2031';
let counter = 0;
const newEmail = () => `one${++counter}-${Date.now()}@example.ca`;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(++counter % 250) + 1}` });
const post = (p: string, body: unknown, headers: Record<string, string> = {}) =>
  server.request('POST', p, body, { ...from(), ...headers });

/** The modal's default form: the identity provider's sign-in, then firebase-login. */
async function modalSignIn(email: string, password: string) {
  const idp = await post('/api/idp/signIn', { email, password });
  if (idp.status !== 200) return { idp, login: null };
  const login = await post('/api/auth/firebase-login', { firebase_token: idp.body.id_token, user_data: {} });
  return { idp, login };
}

/** The modal's registration: identity-provider sign-up, then firebase-register. */
async function modalSignUp(email: string, password: string, userType = 'employer') {
  const signUp = await post('/api/idp/signUp', { email, password, display_name: 'Modal Person' });
  expect(signUp.status).toBe(200);
  const register = await post('/api/auth/firebase-register', {
    firebase_token: signUp.body.id_token,
    user_data: { email, full_name: 'Modal Person', user_type: userType },
  });
  expect(register.status).toBe(200);
  return { signUp, register };
}

const legacySignIn = (email: string, password: string) => post('/api/auth/login', { email, password });
const me = (token: string) =>
  server.request('GET', '/api/profile/me', undefined, { authorization: `Bearer ${token}` });
const invalidCredential = {
  error: { code: 'auth/invalid-credential', message: IDP_ERROR_MESSAGES['auth/invalid-credential'] },
};

describe('one password per person', () => {
  it('signs a two-step-form account in through the modal with its password, linking an account without a password of its own', async () => {
    const email = newEmail();
    const registered = await post('/api/auth/register-enhanced', {
      email,
      password: TEST_PASSWORD,
      full_name: 'Form Person',
      user_type: 'company',
    });
    expect(registered.status).toBe(200);

    expect((await modalSignIn(email, 'Wrong#Pass1')).idp.body).toEqual(invalidCredential);
    const { idp, login } = await modalSignIn(email.toUpperCase(), TEST_PASSWORD);
    expect(idp.status).toBe(200);
    expect(login?.status).toBe(200);
    expect(login?.body.user).toMatchObject({ id: registered.body.user.id, user_type: 'company' });
    expect((await me(login?.body.access_token)).status).toBe(200);

    const user = await findUserByEmail(server.app.ctx.db, email);
    expect(user?.firebaseUid).toBe(idp.body.uid);
    expect((await findIdpAccountByUid(server.app.ctx.db, idp.body.uid))?.passwordHash).toBeNull();
    // The second sign-in reuses the link.
    expect((await modalSignIn(email, TEST_PASSWORD)).idp.body.uid).toBe(idp.body.uid);
  });

  it('signs a modal-made account in through the legacy form, with the password it was made with', async () => {
    const email = newEmail();
    const { register } = await modalSignUp(email, MODAL_PASSWORD);
    expect(register.body.user.user_type).toBe('employer');
    const signedIn = await legacySignIn(email, MODAL_PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(register.body.user.id);
    expect((await legacySignIn(email, 'Wrong#Pass1')).status).toBe(401);
    // The password moved: the user holds it, the identity-provider account none.
    const user = await findUserByEmail(server.app.ctx.db, email);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await findIdpAccountByEmail(server.app.ctx.db, email))?.passwordHash).toBeNull();
    expect((await modalSignIn(email, MODAL_PASSWORD)).login?.body.user.id).toBe(user?.id);
  });

  it('refuses a modal sign-up for an address that already has an account', async () => {
    const user = await buildUser(server);
    const res = await post('/api/idp/signUp', { email: user.email.toUpperCase(), password: MODAL_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('auth/email-already-in-use');
  });

  it('signs every demo account in through both forms', async () => {
    for (const demo of DEMO_USERS.slice(0, 3)) {
      expect((await legacySignIn(demo.email, DEMO_PASSWORD)).status).toBe(200);
      const { login } = await modalSignIn(demo.email, DEMO_PASSWORD);
      expect(login?.status).toBe(200);
      expect(login?.body.user).toMatchObject({ email: demo.email, full_name: demo.fullName });
    }
  });

  it('resets the password once for every entry point, ends the sessions of both, and retires older ID tokens', async () => {
    const email = newEmail();
    await modalSignUp(email, MODAL_PASSWORD);
    const legacy = await legacySignIn(email, MODAL_PASSWORD);
    const modal = await modalSignIn(email, MODAL_PASSWORD);
    const unusedIdToken = (await post('/api/idp/signIn', { email, password: MODAL_PASSWORD })).body.id_token;

    expect((await post('/api/auth/forgot-password', { email })).status).toBe(200);
    const code = await mailedCode(server, email, 'reset_password');
    const reset = await post('/api/auth/reset-password', { email, code, new_password: NEW_PASSWORD });
    expect(reset.status).toBe(200);

    expect((await me(legacy.body.access_token)).status).toBe(401);
    expect((await me(modal.login?.body.access_token)).status).toBe(401);
    // An ID token issued against the old password no longer opens a session.
    const stale = await post('/api/auth/firebase-login', { firebase_token: unusedIdToken, user_data: {} });
    expect(stale.status).toBe(401);

    expect((await legacySignIn(email, MODAL_PASSWORD)).status).toBe(401);
    expect((await modalSignIn(email, MODAL_PASSWORD)).idp.body).toEqual(invalidCredential);
    expect((await legacySignIn(email, NEW_PASSWORD)).status).toBe(200);
    expect((await modalSignIn(email, NEW_PASSWORD)).login?.status).toBe(200);
  });

  it('changes the password in Settings for every entry point', async () => {
    const user = await buildUser(server);
    const signedIn = await legacySignIn(user.email, TEST_PASSWORD);
    const change = await post(
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: NEW_PASSWORD },
      { authorization: `Bearer ${signedIn.body.access_token}` },
    );
    expect(change.status).toBe(200);
    expect((await modalSignIn(user.email, TEST_PASSWORD)).idp.body).toEqual(invalidCredential);
    expect((await modalSignIn(user.email, NEW_PASSWORD)).login?.status).toBe(200);
  });

  it("replaces an unfinished sign-up made with someone else's address, so its password and tokens never open the account", async () => {
    const email = newEmail();
    // Someone signs up at the identity provider with an address they don't own, and stops there.
    const squatter = await post('/api/idp/signUp', { email, password: 'Squat#Pass9' });
    expect(squatter.status).toBe(200);
    // The owner makes the account with the two-step form, then signs in through the modal.
    const owner = await post('/api/auth/register-enhanced', {
      email,
      password: TEST_PASSWORD,
      full_name: 'Real Owner',
    });
    expect(owner.status).toBe(200);
    expect((await modalSignIn(email, 'Squat#Pass9')).idp.body).toEqual(invalidCredential);
    const { idp } = await modalSignIn(email, TEST_PASSWORD);
    expect(idp.body.uid).not.toBe(squatter.body.uid);
    expect(await findIdpAccountByUid(server.app.ctx.db, squatter.body.uid)).toBeNull();
    const stale = await post('/api/auth/firebase-login', {
      firebase_token: squatter.body.id_token,
      user_data: {},
    });
    expect(stale.status).not.toBe(200);
  });
});

describe('migration 0008', () => {
  it('moves a linked account password onto a user without one, and clears every linked account password', async () => {
    const db = server.app.ctx.db;
    const modalMade = await buildUser(server, { passwordHash: null, firebaseUid: `uid-a-${Date.now()}` });
    const both = await buildUser(server, { firebaseUid: `uid-b-${Date.now()}` });
    const pendingEmail = newEmail();
    await db.insert(idpAccounts).values([
      { uid: modalMade.firebaseUid!, email: modalMade.email, passwordHash: 'hash-of-modal-password' },
      { uid: both.firebaseUid!, email: both.email, passwordHash: 'older-modal-hash' },
      { uid: `uid-c-${Date.now()}`, email: pendingEmail, passwordHash: 'pending-hash' },
    ]);

    const file = readFileSync(path.join(migrationsDir(), '0008_one_password_per_person.sql'), 'utf8');
    for (const statement of file.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

    const userHash = async (id: string) =>
      (await db.select().from(users).where(eq(users.id, id)))[0]?.passwordHash;
    const accountHash = async (email: string) => (await findIdpAccountByEmail(db, email))?.passwordHash;
    expect(await userHash(modalMade.id)).toBe('hash-of-modal-password');
    expect(await userHash(both.id)).toBe(both.passwordHash);
    expect(await accountHash(modalMade.email)).toBeNull();
    expect(await accountHash(both.email)).toBeNull();
    expect(await accountHash(pendingEmail)).toBe('pending-hash');
  });
});
