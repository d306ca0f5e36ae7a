import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer } from '../../../test/local-smtp-server';
import { renderLayout } from './mail-layout';
import { createSmtpMail } from './smtp-mail';

const quietLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
beforeAll(async () => {
  smtp = await startLocalSmtpServer();
});
afterAll(() => smtp.close());

describe('the SMTP adapter', () => {
  it('sends the RFC 8058 one-click unsubscribe headers the layout made from the unsubscribe link', async () => {
    const url = 'https://hirehand.test/api/match-emails/unsubscribe?token=abc.def';
    const rendered = renderLayout(
      { subject: 'New job match', body: ['Hello'], unsubscribeUrl: url },
      { locale: 'en-CA', publicUrl: 'https://hirehand.test', supportEmail: 'support@hirehand.test' },
    );
    expect(rendered.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const provider = createSmtpMail(smtp.url, 'HireHand <no-reply@hirehand.test>', quietLog);
    try {
      await provider.send({ category: 'match_new_job', to: 'ann@example.ca', dedupeKey: 'k1', ...rendered });
    } finally {
      await provider.close();
    }
    const mail = smtp.received.find((m) => m.to.includes('ann@example.ca'));
    expect(mail).toBeDefined();
    const head = mail!.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, ' ');
    expect(head).toMatch(new RegExp(`^List-Unsubscribe: <${url.replace(/[.?]/g, '\\$&')}>$`, 'm'));
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  });

  it('sends no unsubscribe headers for an e-mail without an unsubscribe link', async () => {
    const rendered = renderLayout(
      { subject: 'Your code', body: ['Hello'] },
      { locale: 'en-CA', publicUrl: 'https://hirehand.test', supportEmail: 'support@hirehand.test' },
    );
    expect(rendered.headers).toBeUndefined();
    const provider = createSmtpMail(smtp.url, 'HireHand <no-reply@hirehand.test>', quietLog);
    try {
      await provider.send({ category: 'code', to: 'bo@example.ca', ...rendered });
    } finally {
      await provider.close();
    }
    const mail = smtp.received.find((m) => m.to.includes('bo@example.ca'));
    expect(mail!.raw).not.toMatch(/List-Unsubscribe/i);
  });
});
