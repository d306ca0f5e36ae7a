import type { ContactInput } from '@hirehand/shared/contact/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { contactMail } from './contact.mail';
import { insertContactMessage } from './contact.repo';

type ParsedContact = Required<ContactInput>;

/**
 * Stores a contact-form message and, in the same transaction, queues its e-mail to support
 * (a mail.send job, retried until the mail server takes it). The stored row is the record:
 * mailed_at stays null until the e-mail is delivered, so support can find what is still
 * on its way, and the sender is never asked to send it again.
 */
export async function submitContactMessage(props: {
  ctx: AppContext;
  input: ParsedContact;
  log: FastifyBaseLogger;
}) {
  const { ctx, input, log } = props;
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...input, createdAt: ctx.clock.now() });
    await ctx.mail.send(contactMail, {
      to: ctx.env.SUPPORT_EMAIL,
      dedupeKey: `contact:${row.id}`,
      executor: tx,
      params: {
        contactId: row.id,
        name: row.name,
        email: row.email,
        type: row.type,
        subject: row.subject,
        message: row.message,
        receivedAt: row.createdAt.toISOString(),
      },
    });
    return row;
  });
  log.info({ feature: 'contact', contactId: row.id }, 'contact message stored; e-mail queued');
  return row;
}
