import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { lastOutboxMail, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { outboxEmails } from '../../db/schema/mail';

const PUBLIC_URL = 'http://127.0.0.1:3000';
const HOSTILE = {
  category: 'contact',
  to: 'mallory@example.ca',
  subject: '<script>alert("subject")</script> Hello & welcome',
  text: 'Hi <b>there</b>, click http://127.0.0.1:3000/email-verified?email=a%40b.ca&code=123456. Thanks!',
  html: '<p>Hi</p><script>alert("html")</script>',
};

/**
 * Stores a message straight in the outbox, as the outbox provider would: the mailbox must
 * show safely whatever the outbox holds, whichever template (or bug) produced it.
 */
async function storeInOutbox(
  server: TestServer,
  message: { category: string; to: string; subject: string; text: string; html?: string },
) {
  await server.database.db.insert(outboxEmails).values({
    category: message.category,
    fromAddress: server.env.MAIL_FROM,
    toAddress: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
  });
}

let dev: TestServer;
beforeAll(async () => {
  dev = await startTestServer({ NODE_ENV: 'development', PUBLIC_URL });
});
afterAll(() => dev.close());

const page = (server: TestServer, path: string) => fetch(`${server.url}${path}`);

describe('/dev/mailbox in development with outbox mail', () => {
  it('lists the outbox newest first, escaped, and says it is a development tool', async () => {
    const user = await buildUser(dev);
    await dev.request('POST', '/api/auth/forgot-password', { email: user.email });
    await settleMail(dev);
    await storeInOutbox(dev, HOSTILE);

    const res = await page(dev, '/dev/mailbox');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Development tool');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt; Hello &amp; welcome');
    // Newest first: the hostile message was stored after the reset e-mail.
    const hostileAt = html.indexOf('mallory@example.ca');
    const resetAt = html.indexOf(user.email);
    expect(hostileAt).toBeGreaterThan(-1);
    expect(resetAt).toBeGreaterThan(hostileAt);
    expect(html).toContain('Reset your HireHand password');

    // The inline styles carry the answer's CSP nonce (no 'unsafe-inline').
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).toContain(`<style nonce="${nonce}">`);
  });

  it('shows one e-mail with its text, links clickable, and the code readable', async () => {
    const user = await buildUser(dev);
    await dev.request('POST', '/api/auth/send-verification', { email: user.email });
    const mail = await lastOutboxMail(dev, user.email, 'verify_email');
    const list = await (await page(dev, '/dev/mailbox')).text();
    expect(list).toContain(`href="/dev/mailbox/${mail!.id}"`);

    const res = await page(dev, `/dev/mailbox/${mail!.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const code = /code is (\d{6})/.exec(mail!.textBody)![1]!;
    expect(html).toContain(`Your verification code is ${code}.`);
    const link = `${PUBLIC_URL}/email-verified?email=${encodeURIComponent(user.email)}&amp;code=${code}`;
    expect(html).toContain(`<a href="${link}">${link}</a>`);
  });

  it('escapes a hostile text body and serves the HTML body only as a sandboxed document', async () => {
    await storeInOutbox(dev, HOSTILE);
    const hostile = await lastOutboxMail(dev, HOSTILE.to, HOSTILE.category);
    const html = await (await page(dev, `/dev/mailbox/${hostile!.id}`)).text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('Hi &lt;b&gt;there&lt;/b&gt;');
    // The trailing full stop is not part of the link.
    expect(html).toContain(
      '<a href="http://127.0.0.1:3000/email-verified?email=a%40b.ca&amp;code=123456">http://127.0.0.1:3000/email-verified?email=a%40b.ca&amp;code=123456</a>. Thanks!',
    );
    expect(html).toContain(`href="/dev/mailbox/${hostile!.id}/html"`);

    const body = await page(dev, `/dev/mailbox/${hostile!.id}/html`);
    expect(body.status).toBe(200);
    const csp = body.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/^sandbox;/);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(await body.text()).toBe(HOSTILE.html);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await page(dev, '/dev/mailbox/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await page(dev, '/dev/mailbox/not-an-id')).status).toBe(404);
    await storeInOutbox(dev, {
      category: 'plain',
      to: 'text-only@example.ca',
      subject: 'Plain',
      text: 'No HTML part.',
    });
    const mail = await lastOutboxMail(dev, 'text-only@example.ca', 'plain');
    expect((await page(dev, `/dev/mailbox/${mail!.id}/html`)).status).toBe(404);
  });
});

describe.each([
  ['production (MAIL_MODE=outbox)', { NODE_ENV: 'production', MAIL_MODE: 'outbox' }],
  ['test', { NODE_ENV: 'test' }],
  ['development on 0.0.0.0', { NODE_ENV: 'development', HOST: '0.0.0.0' }],
  ['development with SMTP', { NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' }],
])('/dev/mailbox in %s', (_mode, env) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ ...env, PUBLIC_URL });
  });
  afterAll(() => server.close());

  it('does not exist', async () => {
    // A stored e-mail that a mailbox would list.
    const [row] = await server.app.ctx.db
      .insert(outboxEmails)
      .values({
        category: 'contact',
        fromAddress: 'a@example.ca',
        toAddress: 'b@example.ca',
        subject: 'Secret subject 4711',
        textBody: 'x',
      })
      .returning();
    for (const path of ['/dev/mailbox', `/dev/mailbox/${row!.id}`, `/dev/mailbox/${row!.id}/html`]) {
      const res = await page(server, path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('Secret subject 4711');
    }
  });
});
