import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { lastOutboxMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { auditEvents } from '../../db/schema/audit';
import { type ManualClock, manualClock } from '../../platform/clock';

const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let server: TestServer;
let clock: ManualClock;
beforeAll(async () => {
  clock = manualClock('2026-11-24T10:00:00.000Z');
  server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
});
afterAll(() => server.close());

const client = (ip: string, userAgent: string) => ({ 'x-forwarded-for': ip, 'user-agent': userAgent });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const activity = (token: string, query = '') =>
  server.request('GET', `/api/account/security-activity${query}`, undefined, bearer(token));

async function login(email: string, headers: Record<string, string>) {
  clock.advance(60_000);
  const res = await server.request('POST', '/api/auth/login', { email, password: TEST_PASSWORD }, headers);
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

describe('GET /api/account/security-activity', () => {
  it('lists sign-ins newest first, flagging a new device and a new network, with only summaries', async () => {
    const user = await buildUser(server);
    await login(user.email, client('203.0.113.45', FIREFOX_WINDOWS));
    await login(user.email, client('203.0.113.99', FIREFOX_WINDOWS));
    const token = await login(user.email, client('198.51.100.7', CHROME_MAC));

    const res = await activity(token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.next_cursor).toBeNull();
    expect(res.body.items).toEqual([
      expect.objectContaining({
        kind: 'signed_in',
        method: 'password',
        device: 'Chrome on macOS',
        approximate_address: '198.51.100.x',
        new_device: true,
        new_address: true,
        occurred_at: '2026-11-24T10:03:00.000Z',
      }),
      // Same device, another address in the same network: nothing new.
      expect.objectContaining({
        device: 'Firefox on Windows',
        approximate_address: '203.0.113.x',
        new_device: false,
        new_address: false,
      }),
      // The first sign-in has nothing to compare with.
      expect.objectContaining({ device: 'Firefox on Windows', new_device: false, new_address: false }),
    ]);
    expect(res.text).not.toContain('203.0.113.45');
  });

  it('records password and e-mail changes and sign-out everywhere, and e-mails the notices', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const other = await login(user.email, client('192.0.2.10', CHROME_MAC));
    const current = client('192.0.2.20', FIREFOX_WINDOWS);

    clock.advance(1000);
    const changed = await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: 'Lantern#Harbour77' },
      { ...headers, ...current },
    );
    expect(changed.status).toBe(200);
    const passwordNotice = await lastOutboxMail(server, user.email, 'password_changed');
    expect(passwordNotice?.textBody).toContain("If this wasn't you, reset your password");
    expect(passwordNotice?.textBody).toContain(
      `${server.env.PUBLIC_URL}/?reset_password=${encodeURIComponent(user.email)}`,
    );

    clock.advance(1000);
    const newEmail = `moved-${Date.now()}@example.ca`;
    const moved = await server.request(
      'POST',
      '/api/account/email',
      { current_password: 'Lantern#Harbour77', new_email: newEmail },
      { ...headers, ...current },
    );
    expect(moved.status).toBe(200);
    // The notice goes to the OLD address.
    const emailNotice = await lastOutboxMail(server, user.email, 'email_changed');
    expect(emailNotice?.textBody).toContain(newEmail);
    expect(emailNotice?.textBody).toContain("If this wasn't you");

    clock.advance(1000);
    const everywhere = await server.request('POST', '/api/account/sign-out-everywhere', undefined, headers);
    expect(everywhere.status).toBe(200);

    const res = await activity(headers.authorization.slice(7));
    expect(res.body.items.map((item: { kind: string }) => item.kind)).toEqual([
      'signed_out_everywhere',
      'email_changed',
      'password_changed',
      'signed_in',
      'signed_in',
    ]);
    expect(res.body.items[2]).toMatchObject({
      sessions_ended: 1,
      device: 'Firefox on Windows',
      approximate_address: '192.0.2.x',
    });
    // The session the password change ended is gone.
    expect((await server.request('GET', '/api/profile/me', undefined, bearer(other))).status).toBe(401);
  });

  it('pages with a cursor, newest first, without gaps or repeats', async () => {
    const user = await buildUser(server);
    let token = '';
    for (let i = 0; i < 5; i++) token = await login(user.email, client(`192.0.2.${i + 1}`, FIREFOX_WINDOWS));
    const all = (await activity(token, '?limit=50')).body.items.map((item: { id: string }) => item.id);
    expect(all).toHaveLength(5);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await activity(token, `?limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.status).toBe(200);
      seen.push(...page.body.items.map((item: { id: string }) => item.id));
      cursor = page.body.next_cursor;
    } while (cursor);
    expect(seen).toEqual(all);
  });

  it("shows only the caller's own events; refuses a bad cursor and a caller without a session", async () => {
    const mine = await buildSignedInUser(server);
    const theirs = await buildUser(server);
    await login(theirs.email, client('203.0.113.1', CHROME_MAC));
    const res = await activity(mine.token);
    expect(res.body.items.every((item: { device: string }) => item.device !== 'Chrome on macOS')).toBe(true);
    expect((await activity(mine.token, '?cursor=nope')).status).toBe(422);
    expect((await activity(mine.token, '?limit=500')).status).toBe(422);
    expect((await server.request('GET', '/api/account/security-activity')).status).toBe(401);
  });

  it('goes with a deleted account, leaving one deletion event without devices or networks', async () => {
    const user = await buildUser(server);
    const token = await login(user.email, client('203.0.113.7', FIREFOX_WINDOWS));
    const deleted = await server.request(
      'DELETE',
      '/api/account',
      { current_password: TEST_PASSWORD },
      bearer(token),
    );
    expect(deleted.status).toBe(200);
    const rows = await server.app.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectType, 'user'), eq(auditEvents.subjectId, user.id)));
    expect(rows.map((row) => [row.action, row.device, row.ipSummary])).toEqual([
      ['security.account_deleted', null, null],
    ]);
  });
});

describe('common passwords', () => {
  const COMMON = 'Password1!';
  const commonItem = (field: string) => ({
    code: 'validation',
    detail: [{ loc: ['body', field], msg: expect.stringContaining('too common'), type: 'common_password' }],
  });

  it('are refused at sign-up in both families, with the text on the field', async () => {
    const email = `common-${Date.now()}@example.ca`;
    const direct = await server.request('POST', '/api/auth/register-enhanced', {
      email,
      password: COMMON,
      full_name: 'Pat Common',
    });
    expect(direct.status).toBe(422);
    expect(direct.body).toEqual(commonItem('password'));
    const idp = await server.request('POST', '/api/idp/signUp', { email, password: 'qwerty123' });
    expect(idp.status).toBe(400);
    expect(idp.body.error).toEqual({
      code: 'auth/weak-password',
      message: expect.stringContaining('too common'),
    });
    // The person's own name counts as guessable.
    const named = await server.request('POST', '/api/auth/register-enhanced', {
      email,
      password: 'Okafor#1',
      full_name: 'Sam Okafor',
    });
    expect(named.status).toBe(422);
  });

  it('are refused at a change and a reset, before the reset code is used up', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const change = await server.request(
      'POST',
      '/api/account/password',
      { current_password: TEST_PASSWORD, new_password: COMMON },
      headers,
    );
    expect(change.status).toBe(422);
    expect(change.body).toEqual(commonItem('new_password'));

    await server.request('POST', '/api/auth/forgot-password', { email: user.email });
    const { mailedCode } = await import('../../../test/mailbox');
    const code = await mailedCode(server, user.email, 'reset_password');
    const reset = await server.request('POST', '/api/auth/reset-password', {
      email: user.email,
      code,
      new_password: COMMON,
    });
    expect(reset.status).toBe(422);
    expect(reset.body).toEqual(commonItem('new_password'));
    const good = await server.request('POST', '/api/auth/reset-password', {
      email: user.email,
      code,
      new_password: 'Lantern#Harbour77',
    });
    expect(good.status).toBe(200);
    const notice = await lastOutboxMail(server, user.email, 'password_reset_notice');
    expect(notice?.textBody).toContain("If this wasn't you");
  });
});
