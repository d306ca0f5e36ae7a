import { AUTH_MESSAGES } from '@hirehand/shared/auth/auth';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../../test/factories';
import { lastOutboxMail, mailedCode, outboxCount } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { ACCOUNT_SIGN_IN_CEILING, delayAfter } from '../../platform/auth/account-sign-in.limit';
import { type ManualClock, manualClock } from '../../platform/clock';

let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock();
  // Behind a proxy, so every attempt can come from its own client address, as a botnet's do.
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
});
afterAll(() => server.close());

let addresses = 0;
const anotherAddress = () => {
  addresses += 1;
  return {
    'x-forwarded-for': `198.${18 + Math.floor(addresses / 60_000)}.${Math.floor(addresses / 250) % 240}.${(addresses % 250) + 1}`,
  };
};
const LOGIN = '/api/auth/login';
const IDP_SIGN_IN = '/api/idp/signIn';
/** Both sign-in families, alternately, each time from a new address. */
const attempt = (email: string, password: string, n: number) =>
  server.request('POST', n % 2 === 0 ? LOGIN : IDP_SIGN_IN, { email, password }, anotherAddress());
const failed = (status: number) => status === 401 || status === 400;

/** Guesses until the address locks, waiting out each delay as a patient attacker would. */
async function guessUntilLocked(email: string) {
  const { lockAfter, freeFailures } = ACCOUNT_SIGN_IN_CEILING;
  for (let n = 1; n <= lockAfter; n++) {
    const res = await attempt(email, `guess-${n}`, n);
    expect(failed(res.status), `attempt ${n}: ${res.status}`).toBe(true);
    if (n >= freeFailures && n < lockAfter) {
      // Too soon: refused before the password is even checked, with the wait to go.
      const early = await attempt(email, TEST_PASSWORD, n + 1);
      expect(early.status).toBe(429);
      expect(early.headers.get('retry-after')).toBe(String(delayAfter(n) / 1000));
      clock.advance(delayAfter(n));
    }
  }
}

describe('the per-account sign-in ceiling', () => {
  it('slows, then locks, guesses spread over many addresses and both sign-ins; Retry-After says how long', async () => {
    const owner = await buildUser(server);
    // The free failures answer at once; each one after waits longer (guessUntilLocked checks).
    await guessUntilLocked(owner.email.toUpperCase());

    const locked = await server.request(
      'POST',
      LOGIN,
      { email: owner.email, password: TEST_PASSWORD },
      anotherAddress(),
    );
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual(AUTH_ERRORS.accountLocked);
    expect(Number(locked.headers.get('retry-after'))).toBe(ACCOUNT_SIGN_IN_CEILING.lockMs / 1000);
    const idp = await server.request(
      'POST',
      IDP_SIGN_IN,
      { email: owner.email, password: TEST_PASSWORD },
      anotherAddress(),
    );
    expect(idp.status).toBe(429);
    expect(idp.body.error).toEqual({ code: 'auth/too-many-requests', message: AUTH_MESSAGES.accountLocked });

    // When the lock ends, one more failure locks again at once: a run after a lock gets no free guesses.
    clock.advance(ACCOUNT_SIGN_IN_CEILING.lockMs);
    expect(failed((await attempt(owner.email, 'after-the-lock', 0)).status)).toBe(true);
    expect((await attempt(owner.email, TEST_PASSWORD, 1)).status).toBe(429);
  });

  it('e-mails the owner one sign-in link per lock, which signs them in while the lock holds, once', async () => {
    const owner = await buildUser(server);
    await guessUntilLocked(owner.email);
    await server.app.jobs.runDue();
    // More guesses during the same lock send nothing more.
    expect((await attempt(owner.email, 'again', 0)).status).toBe(429);
    await server.app.jobs.runDue();
    expect(await outboxCount(server, owner.email)).toBe(1);

    const mail = await lastOutboxMail(server, owner.email, 'sign_in_link');
    const link = /(http\S+\/profile#session_id=([A-Za-z0-9_-]{43}))/.exec(mail?.textBody ?? '');
    expect(link?.[1]?.startsWith(server.env.PUBLIC_URL)).toBe(true);
    const code = link?.[2] ?? '';
    // The password still cannot sign in, but the link can.
    expect(
      (await server.request('POST', LOGIN, { email: owner.email, password: TEST_PASSWORD }, anotherAddress()))
        .status,
    ).toBe(429);
    // A moment later (events at one instant would list in id order, which is random).
    clock.advance(1000);
    const signedIn = await server.request('POST', '/api/auth/emergent-session', { session_id: code });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.email).toBe(owner.email);
    const headers = { authorization: `Bearer ${signedIn.body.jwt_token}` };
    expect((await server.request('GET', '/api/profile/me', undefined, headers)).status).toBe(200);
    // Single use.
    expect((await server.request('POST', '/api/auth/emergent-session', { session_id: code })).status).toBe(
      401,
    );

    const activity = await server.request('GET', '/api/account/security-activity', undefined, headers);
    const kinds = activity.body.items.map(
      (item: { kind: string; method: string | null }) => `${item.kind}:${item.method}`,
    );
    expect(kinds.slice(0, 2)).toEqual(['signed_in:email_link', 'sign_in_locked:null']);
  });

  it('the link stops working after 30 minutes', async () => {
    const owner = await buildUser(server);
    await guessUntilLocked(owner.email);
    await server.app.jobs.runDue();
    const mail = await lastOutboxMail(server, owner.email, 'sign_in_link');
    const code = /session_id=([A-Za-z0-9_-]{43})/.exec(mail?.textBody ?? '')?.[1];
    clock.advance(30 * 60_000 + 1000);
    expect((await server.request('POST', '/api/auth/emergent-session', { session_id: code })).status).toBe(
      401,
    );
  });

  it('lets the owner reset the password during a lock, and sign in with the new one at once', async () => {
    const owner = await buildUser(server);
    await guessUntilLocked(owner.email);
    expect((await server.request('POST', '/api/auth/forgot-password', { email: owner.email })).status).toBe(
      200,
    );
    const code = await mailedCode(server, owner.email, 'reset_password');
    const reset = await server.request('POST', '/api/auth/reset-password', {
      email: owner.email,
      code,
      new_password: 'Lantern#Harbour77',
    });
    expect(reset.status).toBe(200);
    const login = await server.request(
      'POST',
      LOGIN,
      { email: owner.email, password: 'Lantern#Harbour77' },
      anotherAddress(),
    );
    expect(login.status).toBe(200);
  });

  it('treats an address without an account the same, and e-mails nobody', async () => {
    const email = `nobody-${Date.now()}@example.ca`;
    await guessUntilLocked(email);
    expect((await attempt(email, 'more', 0)).status).toBe(429);
    await server.app.jobs.runDue();
    expect(await outboxCount(server, email)).toBe(0);
  });

  it('a right password ends the run: the next failures start from zero', async () => {
    const owner = await buildUser(server);
    for (let n = 1; n < ACCOUNT_SIGN_IN_CEILING.freeFailures; n++) await attempt(owner.email, `x${n}`, n);
    expect((await attempt(owner.email, TEST_PASSWORD, 0)).status).toBe(200);
    for (let n = 1; n < ACCOUNT_SIGN_IN_CEILING.freeFailures; n++) {
      expect(failed((await attempt(owner.email, `y${n}`, n)).status)).toBe(true);
    }
  });
});
