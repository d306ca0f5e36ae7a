import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import {
  CODE_RESEND_INTERVAL_SECONDS,
  CODE_TTL_SECONDS,
  MAX_CODE_ATTEMPTS,
  MAX_CODES_PER_HOUR,
  VERIFICATION_MESSAGES,
} from '@hirehand/shared/auth/verification';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  ageCodes,
  codeIn,
  codeRows,
  lastOutboxMail,
  mailedCode,
  outboxCount,
  wrongCode,
} from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { users } from '../../db/schema/users';

const logLines: string[] = [];
const secrets: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ PUBLIC_URL: 'https://hirehand.test' }, { logLines });
});
afterAll(() => server.close());

const send = (email: string) => server.request('POST', '/api/auth/send-verification', { email });
const verify = (email: string, code: string) =>
  server.request('POST', '/api/auth/verify-email', { email, verification_code: code });

/** Asks for a code and reads it from the e-mail, the only place it goes. */
async function sendCode(email: string): Promise<string> {
  const res = await send(email);
  expect(res.status).toBe(200);
  const code = await mailedCode(server, email, 'verify_email');
  expect(res.text).not.toContain(code);
  secrets.push(code);
  return code;
}

describe('POST /api/auth/send-verification and /api/auth/verify-email', () => {
  it('e-mails a code (never in the answer) with a one-click link, and verifies with it', async () => {
    const user = await buildUser(server, { email: `maya+jobs-${Date.now()}@example.ca` });
    const res = await send(user.email);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Verification code sent to your email!',
      expires_in: CODE_TTL_SECONDS,
    });

    const mail = await lastOutboxMail(server, user.email, 'verify_email');
    const code = codeIn(mail!.textBody)!;
    secrets.push(code);
    expect(res.text).not.toContain(code);
    const link = `https://hirehand.test/email-verified?email=${encodeURIComponent(user.email)}&code=${code}`;
    expect(mail!.textBody).toContain(link);
    expect(mail!.textBody).toContain('%2B');
    // The e-mail states the lifetime the answer gives the screen to count down.
    expect(mail!.textBody).toContain(`It expires in ${CODE_TTL_SECONDS / 60} minutes.`);

    // The stored row holds a keyed hash, never the code.
    const [row] = await codeRows(server, user.email);
    expect(row!.codeHash).not.toContain(code);

    const verified = await verify(user.email, code);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: 'Email verified successfully',
      user: { id: user.id, email: user.email, email_verified: true },
    });
    expect(verified.text).not.toContain('password_hash');
    const [stored] = await server.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerified).toBe(true);

    // Now verified: the same answer as ever, but no e-mail, and the used code is refused.
    await ageCodes(server, user.email, 'verify_email', CODE_RESEND_INTERVAL_SECONDS);
    const again = await send(user.email);
    expect(again.status).toBe(200);
    expect(again.text).toBe(res.text);
    expect(await outboxCount(server, user.email)).toBe(1);
    expect(await verify(user.email, code)).toMatchObject({
      status: 400,
      body: AUTH_ERRORS.invalidCode,
    });
  });

  it('refuses a wrong code, and the right one still works afterwards', async () => {
    const user = await buildUser(server);
    const code = await sendCode(user.email);
    expect(await verify(user.email, wrongCode(code))).toMatchObject({
      status: 400,
      body: AUTH_ERRORS.invalidCode,
    });
    expect((await verify(user.email, code)).status).toBe(200);
  });

  it('refuses an expired code', async () => {
    const user = await buildUser(server);
    const code = await sendCode(user.email);
    await ageCodes(server, user.email, 'verify_email', 10 * 60 + 1);
    expect(await verify(user.email, code)).toMatchObject({
      status: 400,
      body: AUTH_ERRORS.codeExpired,
    });
  });

  it(`kills the code after ${MAX_CODE_ATTEMPTS} wrong tries: the next answers 429 even with the right code`, async () => {
    const user = await buildUser(server);
    const code = await sendCode(user.email);
    for (let i = 0; i < MAX_CODE_ATTEMPTS; i++) {
      expect((await verify(user.email, wrongCode(code))).status).toBe(400);
    }
    expect(await verify(user.email, code)).toMatchObject({
      status: 429,
      body: AUTH_ERRORS.codeAttemptsExhausted,
    });
    const [stored] = await server.app.ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(stored!.emailVerified).toBe(false);
  });

  it('uses a code once', async () => {
    const user = await buildUser(server);
    await server.app.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    const code = await sendCode(user.email);
    expect((await verify(user.email, code)).status).toBe(200);
    await server.app.ctx.db.update(users).set({ emailVerified: false }).where(eq(users.id, user.id));
    expect(await verify(user.email, code)).toMatchObject({
      status: 400,
      body: AUTH_ERRORS.invalidCode,
    });
  });

  it('replaces an older code with a newer one', async () => {
    const user = await buildUser(server);
    const first = await sendCode(user.email);
    await ageCodes(server, user.email, 'verify_email', CODE_RESEND_INTERVAL_SECONDS);
    const second = await sendCode(user.email);
    if (first !== second) {
      expect((await verify(user.email, first)).body).toEqual(AUTH_ERRORS.invalidCode);
    }
    expect((await verify(user.email, second)).status).toBe(200);
  });

  it('counts parallel guesses: no more than the allowed wrong tries get through', async () => {
    const user = await buildUser(server);
    const code = await sendCode(user.email);
    const guesses = Array.from({ length: 10 }, (_, i) =>
      verify(user.email, String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')),
    );
    const statuses = (await Promise.all(guesses)).map((res) => res.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_CODE_ATTEMPTS);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - MAX_CODE_ATTEMPTS);
  });

  it('issues one code when requests for the same address race', async () => {
    const user = await buildUser(server);
    const statuses = (await Promise.all([send(user.email), send(user.email), send(user.email)])).map(
      (res) => res.status,
    );
    expect(statuses.sort()).toEqual([200, 429, 429]);
    expect(await codeRows(server, user.email)).toHaveLength(1);
  });

  it(`refuses a resend within ${CODE_RESEND_INTERVAL_SECONDS} s`, async () => {
    const user = await buildUser(server);
    await sendCode(user.email);
    const res = await send(user.email);
    expect(res.status).toBe(429);
    expect(res.body.detail).toMatch(/^Please wait (30|29|28) seconds before requesting another code\.$/);
    expect(await outboxCount(server, user.email)).toBe(1);
  });

  it(`refuses the ${MAX_CODES_PER_HOUR + 1}th code in an hour`, async () => {
    const user = await buildUser(server);
    for (let i = 0; i < MAX_CODES_PER_HOUR; i++) {
      await sendCode(user.email);
      await ageCodes(server, user.email, 'verify_email', CODE_RESEND_INTERVAL_SECONDS + 1);
    }
    expect(await send(user.email)).toMatchObject({
      status: 429,
      body: AUTH_ERRORS.tooManyCodes,
    });
    expect(await outboxCount(server, user.email)).toBe(MAX_CODES_PER_HOUR);
  });

  it('answers an unknown address the same way and sends nothing', async () => {
    const email = `nobody-${Date.now()}@example.ca`;
    const res = await send(email);
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.message).toBe('Verification code sent to your email!');
    expect(await outboxCount(server, email)).toBe(0);
    expect((await verify(email, '123456')).body).toEqual(AUTH_ERRORS.invalidCode);
    // Throttled exactly like a real account, so the limits do not tell them apart either.
    expect((await send(email)).body.detail).toMatch(
      /^Please wait \d+ seconds before requesting another code\.$/,
    );
  });

  it('answers unknown, unverified and verified addresses identically, and e-mails only the unverified one', async () => {
    const unverified = await buildUser(server);
    const verified = await buildUser(server, { emailVerified: true });
    const unknown = `nobody-alike-${Date.now()}@example.ca`;
    const addresses = [unknown, unverified.email, verified.email];

    const sent = await Promise.all(addresses.map((email) => send(email)));
    expect(sent.map((res) => res.status)).toEqual([200, 200, 200]);
    expect(new Set(sent.map((res) => res.text)).size).toBe(1);
    expect(sent[0]!.body).toEqual({
      success: true,
      message: VERIFICATION_MESSAGES.codeSent,
      expires_in: CODE_TTL_SECONDS,
    });
    expect(await Promise.all(addresses.map((email) => outboxCount(server, email)))).toEqual([0, 1, 0]);

    // A wrong code, then an immediate resend: the same answers again.
    const checked = await Promise.all(addresses.map((email) => verify(email, '000000')));
    expect(new Set(checked.map((res) => `${res.status} ${res.text}`))).toEqual(
      new Set([`400 ${JSON.stringify(AUTH_ERRORS.invalidCode)}`]),
    );
    const resent = await Promise.all(addresses.map((email) => send(email)));
    for (const res of resent) {
      expect(res.status).toBe(429);
      expect(res.body.detail).toMatch(/^Please wait \d+ seconds before requesting another code\.$/);
    }
    secrets.push(await mailedCode(server, unverified.email, 'verify_email'));
  });

  it('answers 422 items for a malformed code or e-mail', async () => {
    const res = await server.request('POST', '/api/auth/verify-email', {
      email: 'maya@',
      verification_code: '12ab',
    });
    expect(res.status).toBe(422);
    const byField = Object.fromEntries(
      res.body.detail.map((item: { loc: string[]; msg: string }) => [item.loc[1], item.msg]),
    );
    expect(byField).toEqual({
      email: 'Email is invalid',
      verification_code: 'Please enter a valid 6-digit code',
    });
  });

  it('never logs a code', () => {
    expect(logLines.length).toBeGreaterThan(0);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) {
      // As a token of its own: a 6-digit code can appear by chance inside a timestamp or a port.
      const asToken = new RegExp(`(^|\\D)${secret}(\\D|$)`);
      expect(logLines.filter((line) => asToken.test(line))).toEqual([]);
    }
  });
});
