import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { startLocalSmtpServer } from '../../../test/local-smtp-server';
import { outboxCount, settleMail } from '../../../test/mailbox';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
let server: TestServer;
const logLines: string[] = [];
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://hirehand.test' }, { logLines });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

/** The code from a received message (quoted-printable bodies keep digits intact). */
const codeOf = (raw: string) => /code is (\d{6})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

describe('verification codes through SMTP', () => {
  it('delivers the code by SMTP and never puts it in the answer', async () => {
    const user = await buildUser(server);
    const res = await server.request('POST', '/api/auth/send-verification', { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Verification code sent to your email!',
      expires_in: 600,
    });
    expect(await outboxCount(server, user.email)).toBe(0);

    const mail = smtp.received.find((message) => message.to.includes(user.email));
    expect(mail).toBeDefined();
    const code = codeOf(mail!.raw)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(res.text).not.toContain(code);

    const verified = await server.request('POST', '/api/auth/verify-email', {
      email: user.email,
      verification_code: code,
    });
    expect(verified.status).toBe(200);
    expect(verified.body.user.email_verified).toBe(true);
    expect(logLines.some((line) => line.includes(code))).toBe(false);
  });

  it('sends reset codes by SMTP, never in the answer', async () => {
    const user = await buildUser(server);
    const res = await server.request('POST', '/api/auth/forgot-password', { email: user.email });
    expect(res.status).toBe(200);
    expect(res.body.mock_response).toBeUndefined();
    await settleMail(server);
    const mail = smtp.received.find((message) => message.to.includes(user.email));
    expect(codeOf(mail!.raw)).toMatch(/^\d{6}$/);
  });
});
