import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

/**
 * A Message-ID made from the dedupe key: if a crash between the SMTP answer and the job's
 * record sends an e-mail again, both copies carry one Message-ID, which mail clients and
 * servers use to drop duplicates. Hashed, so the key itself never leaves.
 */
const messageIdFor = (dedupeKey: string, from: string) => {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'hirehand.invalid';
  return `<${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@${domain}>`;
};

/** Real delivery through an SMTP server (SMTP_URL, e.g. smtp://user:pass@host:587). */
export function createSmtpMail(smtpUrl: string, from: string, log: FastifyBaseLogger): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message: MailMessage) {
      const info = await transport.sendMail({
        from,
        to: message.to,
        replyTo: message.replyTo,
        subject: message.subject,
        text: message.text,
        html: message.html,
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.dedupeKey ? { messageId: messageIdFor(message.dedupeKey, from) } : {}),
      });
      log.info({ feature: 'mail', category: message.category, messageId: info.messageId }, 'e-mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
