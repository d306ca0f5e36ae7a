import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { MailMessage, MailProvider } from './mail-provider';

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
      });
      log.info({ feature: 'mail', category: message.category, messageId: info.messageId }, 'e-mail sent');
    },
    async close() {
      transport.close();
    },
  };
}
