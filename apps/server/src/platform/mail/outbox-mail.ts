import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/mail';
import type { MailMessage, MailProvider } from './mail-provider';

/** Embedded default: keeps each message in the outbox_emails table and logs one line. */
export function createOutboxMail(db: Database, from: string, log: FastifyBaseLogger): MailProvider {
  return {
    name: 'outbox',
    async send(message: MailMessage) {
      const [row] = await db
        .insert(outboxEmails)
        .values({
          category: message.category,
          fromAddress: from,
          toAddress: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
        })
        .returning({ id: outboxEmails.id });
      log.info({ feature: 'mail', category: message.category, outboxId: row?.id }, 'e-mail stored in outbox');
    },
    async close() {},
  };
}
