import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { outboxEmails } from '../../db/schema/mail';
import type { Clock } from '../clock';
import type { MailMessage, MailProvider } from './mail-provider';

/**
 * Embedded default: keeps each message in the outbox_emails table and logs one line. A dedupe
 * key is stored once, so a job that runs again after a crash does not store its e-mail twice.
 */
export function createOutboxMail(
  db: Database,
  from: string,
  log: FastifyBaseLogger,
  clock: Clock,
): MailProvider {
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
          dedupeKey: message.dedupeKey,
          headers: message.headers ?? null,
          createdAt: clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: outboxEmails.id });
      log.info(
        { feature: 'mail', category: message.category, outboxId: row?.id, duplicate: !row || undefined },
        row ? 'e-mail stored in outbox' : 'e-mail already in the outbox',
      );
    },
    async close() {},
  };
}
