import { CONTACT_RECEIVED_MESSAGE } from '@hirehand/shared/contact/contact';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer } from '../../../test/local-smtp-server';
import { settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { contactMessages } from '../../db/schema/contact';
import { backgroundJobs } from '../../db/schema/jobs';
import { outboxEmails } from '../../db/schema/mail';

const message = {
  name: 'Ana Souza',
  email: 'Ana.Souza@Example.com',
  type: 'payment',
  subject: 'Refund for Pro trial',
  message: 'I was charged during my trial week.\nCan you check?',
};

describe('POST /api/contact with the outbox (default mail)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SUPPORT_EMAIL: 'help@hirehand.test' });
  });
  afterAll(() => server.close());

  it('stores the message and mails it to support', async () => {
    const res = await server.request('POST', '/api/contact', message);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(String), message: CONTACT_RECEIVED_MESSAGE });

    const db = server.database.db;
    const [stored] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(stored).toMatchObject({
      name: 'Ana Souza',
      email: 'ana.souza@example.com',
      type: 'payment',
      subject: 'Refund for Pro trial',
      message: message.message,
    });
    // The answer queued the e-mail; the mail.send job delivers it and marks the message mailed.
    expect(stored!.mailedAt).toBeNull();
    await settleMail(server);
    const [mailed] = await db.select().from(contactMessages).where(eq(contactMessages.id, res.body.id));
    expect(mailed!.mailedAt).toBeInstanceOf(Date);

    const mails = await db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.toAddress, 'help@hirehand.test'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      category: 'contact',
      replyTo: 'ana.souza@example.com',
      subject: '[Contact: payment] Refund for Pro trial',
    });
    expect(mails[0]!.textBody).toContain('I was charged during my trial week.');
    expect(mails[0]!.textBody).toContain(res.body.id);
    // One layout: the sender's words escaped in the HTML part, the support address in the footer.
    expect(mails[0]!.htmlBody).toContain('I was charged during my trial week.<br>Can you check?');
    expect(mails[0]!.textBody).toContain('help@hirehand.test');
  });

  it("escapes the sender's words in the HTML part", async () => {
    const res = await server.request('POST', '/api/contact', {
      ...message,
      name: '<img src=x onerror=alert(1)>',
      subject: 'Hi & <b>bye</b>',
      message: '<script>alert("x")</script>',
    });
    expect(res.status).toBe(201);
    await settleMail(server);
    const [mail] = await server.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.subject, '[Contact: payment] Hi & <b>bye</b>'));
    expect(mail!.htmlBody).not.toContain('<script>');
    expect(mail!.htmlBody).not.toContain('<img');
    expect(mail!.htmlBody).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail!.htmlBody).toContain('<title>[Contact: payment] Hi &amp; &lt;b&gt;bye&lt;/b&gt;</title>');
  });

  it('defaults the type to general', async () => {
    const { type: _omitted, ...withoutType } = message;
    const res = await server.request('POST', '/api/contact', withoutType);
    expect(res.status).toBe(201);
    const [stored] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(stored!.type).toBe('general');
  });
});

describe('POST /api/contact validation', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('rejects blank fields with 422 items naming each field, and stores nothing', async () => {
    const res = await server.request('POST', '/api/contact', {
      name: ' ',
      email: 'nope',
      subject: '',
      message: '',
    });
    expect(res.status).toBe(422);
    const fields = res.body.detail.map((item: { loc: string[] }) => item.loc.join('.'));
    expect(fields.sort()).toEqual(['body.email', 'body.message', 'body.name', 'body.subject']);
    const byField = Object.fromEntries(
      res.body.detail.map((item: { loc: string[]; msg: string }) => [item.loc[1], item.msg]),
    );
    expect(byField).toMatchObject({ name: 'Name is required', email: 'Email is invalid' });
    expect(await server.database.db.select().from(contactMessages)).toHaveLength(0);
  });

  it('rejects an unknown type', async () => {
    const res = await server.request('POST', '/api/contact', { ...message, type: 'spam' });
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'type']);
  });
});

describe('POST /api/contact rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 429 with a detail after 5 messages in 15 minutes from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await server.request('POST', '/api/contact', { ...message, subject: `Try ${i}` });
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.body).toEqual(PLATFORM_ERRORS.rateLimited);
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await server.database.db.select().from(contactMessages)).toHaveLength(5);
    const { redis, env } = server.app.ctx;
    if (redis) {
      // With Redis configured the counters live there, shared by every instance.
      expect(await redis.keys(`${env.REDIS_PREFIX}rate:*`)).not.toHaveLength(0);
    }
  });
});

describe('POST /api/contact over SMTP', () => {
  let server: TestServer;
  let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
  beforeAll(async () => {
    smtp = await startLocalSmtpServer();
    server = await startTestServer({
      SMTP_URL: smtp.url,
      SUPPORT_EMAIL: 'support@hirehand.test',
      MAIL_FROM: 'HireHand <no-reply@hirehand.test>',
    });
  });
  afterAll(async () => {
    await server.close();
    await smtp.close();
  });

  it('delivers the message to the SMTP server and keeps nothing in the outbox', async () => {
    const res = await server.request('POST', '/api/contact', message);
    expect(res.status).toBe(201);
    await settleMail(server);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.from).toBe('no-reply@hirehand.test');
    expect(mail!.to).toEqual(['support@hirehand.test']);
    expect(mail!.raw).toContain('Subject: [Contact: payment] Refund for Pro trial');
    expect(mail!.raw).toMatch(/Reply-To: ana\.souza@example\.com/i);
    // Quoted-printable soft line breaks aside, the sender's words are in the e-mail.
    expect(mail!.raw.replace(/=\r?\n/g, '')).toContain('I was charged during my trial week.');
    expect(await server.database.db.select().from(outboxEmails)).toHaveLength(0);
  });

  it('keeps the message when the SMTP server is down, unmailed', async () => {
    await smtp.close();
    const res = await server.request('POST', '/api/contact', { ...message, subject: 'While down' });
    expect(res.status).toBe(201);
    await settleMail(server);
    const [stored] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, res.body.id));
    expect(stored!.subject).toBe('While down');
    expect(stored!.mailedAt).toBeNull();
    // The e-mail waits for its next try instead of being lost.
    const [job] = await server.database.db
      .select()
      .from(backgroundJobs)
      .where(eq(backgroundJobs.dedupeKey, `mail:contact:${stored!.id}`));
    expect(job).toMatchObject({ status: 'queued', attempts: 1 });
    expect(job!.lastError).toMatch(/^Error/);
  });
});
