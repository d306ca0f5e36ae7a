import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { lastOutboxMail, outboxCount, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { backgroundJobs } from '../../db/schema/jobs';
import { mailDeliveries, outboxEmails } from '../../db/schema/mail';
import { type ManualClock, manualClock } from '../clock';
import { defineMail } from './mail-template';

/** ctx.mail end to end on the outbox provider: dedupe, the delivery guard, redaction, expiry, layout. */
const noticeMail = defineMail(
  'test_notice',
  (p: { name: string; at: string; unsubscribe: string | null }, t) => ({
    subject: `Notice for ${p.name}`,
    body: [
      `Hello ${p.name},`,
      `It happened on ${t.formatDate(p.at)}.`,
      { button: 'Open', href: `${t.publicUrl}/x` },
    ],
    ...(p.unsubscribe ? { unsubscribeUrl: p.unsubscribe } : {}),
  }),
);

let failNextHook = false;
let hookRuns = 0;
/** A template whose after-delivery hook fails once: the job dies after the e-mail went out. */
const fragileMail = defineMail(
  'test_fragile',
  (p: { n: string }) => ({ subject: `Fragile ${p.n}`, body: ['x'] }),
  {
    onDelivered: async () => {
      hookRuns += 1;
      if (failNextHook) {
        failNextHook = false;
        throw new Error('crashed after sending');
      }
    },
  },
);

let server: TestServer;
let clock: ManualClock;
const logLines: string[] = [];
beforeAll(async () => {
  clock = manualClock(new Date());
  server = await startTestServer(
    { SUPPORT_EMAIL: 'help@hirehand.test', PUBLIC_URL: 'https://hirehand.test' },
    { clock, logLines },
  );
  server.app.ctx.mail.register([noticeMail, fragileMail]);
});
afterAll(() => server.close());

const params = (name: string) => ({ name, at: '2026-07-01T02:30:00.000Z', unsubscribe: null });

describe('ctx.mail', () => {
  it('queues the e-mail and sends one per dedupe key, however often it is asked', async () => {
    const to = 'once@example.ca';
    expect(
      await server.app.ctx.mail.send(noticeMail, { to, params: params('Ann'), dedupeKey: 'notice:1' }),
    ).toBe(true);
    expect(
      await server.app.ctx.mail.send(noticeMail, { to, params: params('Ann'), dedupeKey: 'notice:1' }),
    ).toBe(false);
    expect(await outboxCount(server, to)).toBe(1);
    // After its job is done, the key still holds: the delivery record remembers it.
    await server.database.db.delete(backgroundJobs).where(eq(backgroundJobs.dedupeKey, 'mail:notice:1'));
    expect(
      await server.app.ctx.mail.send(noticeMail, { to, params: params('Ann'), dedupeKey: 'notice:1' }),
    ).toBe(true);
    expect(await outboxCount(server, to)).toBe(1);
  });

  it('does not send again when the job is run again after the e-mail went out', async () => {
    failNextHook = true;
    hookRuns = 0;
    await server.app.ctx.mail.send(fragileMail, {
      to: 'fragile@example.ca',
      params: { n: '1' },
      dedupeKey: 'fragile:1',
    });
    await settleMail(server);
    const [job] = await server.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.dedupeKey, 'mail:fragile:1'));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    clock.advance(60_000);
    await settleMail(server);
    expect(hookRuns).toBe(2);
    expect(await outboxCount(server, 'fragile@example.ca')).toBe(1);
    const [done] = await server.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.id, job!.id));
    expect(done!.status).toBe('succeeded');
  });

  it('keeps a code in the job only until it is delivered, and never logs it', async () => {
    const user = await buildUser(server, { emailVerified: false });
    await server.request('POST', '/api/auth/send-verification', { email: user.email });
    const [queued] = await server.database.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.name, 'mail.send'), eq(backgroundJobs.status, 'queued')));
    expect(JSON.stringify(queued!.payload)).toMatch(/"code":"\d{6}"/);
    const mail = await lastOutboxMail(server, user.email, 'verify_email');
    const code = /code is (\d{6})/.exec(mail!.textBody)![1]!;
    const jobs = await server.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.name, 'mail.send'));
    expect(JSON.stringify(jobs)).not.toContain(code);
    expect(jobs.find((job) => job.id === queued!.id)!.payload).toEqual({ redacted: true });
    expect(logLines.some((line) => line.includes(code))).toBe(false);
    expect(logLines.some((line) => line.includes('e-mail stored in outbox'))).toBe(true);
  });

  it('drops a code e-mail that could not go out before the code expired', async () => {
    const user = await buildUser(server, { emailVerified: false });
    await server.request('POST', '/api/auth/send-verification', { email: user.email });
    clock.advance(11 * 60_000);
    await settleMail(server);
    expect(await outboxCount(server, user.email)).toBe(0);
    const deliveries = await server.database.db.select().from(mailDeliveries);
    expect(deliveries.every((row) => row.template !== 'verify_email' || row.deliveredAt < clock.now())).toBe(
      true,
    );
  });

  it("renders every e-mail in the one layout, with dates in the recipient's time zone", async () => {
    await server.app.ctx.mail.send(noticeMail, {
      to: 'layout@example.ca',
      params: { ...params('<b>Bo</b> & co'), unsubscribe: 'https://hirehand.test/unsubscribe?t=1' },
      timeZone: 'America/Vancouver',
    });
    await server.app.ctx.mail.send(noticeMail, { to: 'toronto@example.ca', params: params('Cy') });
    await settleMail(server);
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'layout@example.ca'));
    expect(mail!.subject).toBe('Notice for <b>Bo</b> & co');
    expect(mail!.htmlBody).toContain('<html lang="en-CA">');
    expect(mail!.htmlBody).toContain('Hello &lt;b&gt;Bo&lt;/b&gt; &amp; co,');
    expect(mail!.htmlBody).not.toContain('<b>Bo</b>');
    expect(mail!.htmlBody).toContain('<a href="https://hirehand.test/x"');
    expect(mail!.htmlBody).toContain('mailto:help@hirehand.test');
    expect(mail!.htmlBody).toContain('href="https://hirehand.test/unsubscribe?t=1"');
    expect(mail!.textBody).toMatch(/^HireHand · /);
    expect(mail!.textBody).toContain('Questions? Write to us at help@hirehand.test.');
    expect(mail!.textBody).toContain('Unsubscribe from these e-mails: https://hirehand.test/unsubscribe?t=1');
    // 02:30 UTC on July 1 is still June 30 in Vancouver, 10:30 p.m. in Toronto (the default).
    expect(mail!.textBody).toMatch(/It happened on June 30, 2026 at 7:30 p\.m\./);
    const [toronto] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'toronto@example.ca'));
    expect(toronto!.textBody).toMatch(/It happened on June 30, 2026 at 10:30 p\.m\./);
    expect(toronto!.textBody).not.toContain('Unsubscribe');
  });

  it("takes the recipient's own time zone from their account when the caller gives none", async () => {
    const user = await buildUser(server, { timeZone: 'Asia/Tokyo' });
    await server.app.ctx.mail.send(noticeMail, { to: user.email, params: params('Di') });
    await settleMail(server);
    const mail = await lastOutboxMail(server, user.email, 'test_notice');
    // 02:30 UTC on July 1 is 11:30 a.m. the same day in Tokyo.
    expect(mail!.textBody).toMatch(/It happened on July 1, 2026 at 11:30 a\.m\./);
  });
});
