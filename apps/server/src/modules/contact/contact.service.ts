import type { ContactInput } from '@hirehand/shared/contact/contact';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { contactNotification } from './contact.mail';
import { insertContactMessage, markContactMessageMailed } from './contact.repo';

type ParsedContact = Required<ContactInput>;

/**
 * Stores a contact-form message, then mails it to support. The stored row is
 * the record: if mail delivery fails the message stays (mailed_at null) for
 * support to pick up, and the sender is not asked to send it again.
 */
export async function submitContactMessage(props: {
  ctx: AppContext;
  input: ParsedContact;
  log: FastifyBaseLogger;
}) {
  const { ctx, input, log } = props;
  const row = await insertContactMessage(ctx.db, input);
  try {
    await ctx.mail.send(contactNotification(row, ctx.env.SUPPORT_EMAIL));
    await markContactMessageMailed(ctx.db, row.id, ctx.clock.now());
  } catch (err) {
    log.error({ err, feature: 'contact', contactId: row.id }, 'contact message stored but not mailed');
  }
  return row;
}
