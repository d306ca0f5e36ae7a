import type { ContactInput } from '@hirehand/shared/contact/contact';
import { STAFF_CONTACT_MESSAGES } from '@hirehand/shared/staff/contact-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { contactNotification } from './contact.mail';
import {
  countContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessagesNewestFirst,
  markContactMessageMailed,
} from './contact.repo';

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
    await markContactMessageMailed(ctx.db, row.id);
  } catch (err) {
    log.error({ err, feature: 'contact', contactId: row.id }, 'contact message stored but not mailed');
  }
  return row;
}

/**
 * One page of the contact-form messages for the staff console, newest first, with the total.
 * Callers are staff already (app.requireStaff on the route).
 */
export async function listContactMessagesForStaff(props: { ctx: AppContext; page: number; limit: number }) {
  const { ctx, page, limit } = props;
  const [messages, total] = await Promise.all([
    listContactMessagesNewestFirst(ctx.db, { limit, offset: (page - 1) * limit }),
    countContactMessages(ctx.db),
  ]);
  return { messages, total };
}

/** One contact-form message for the staff console; 404 when there is none with that id. */
export async function getContactMessageForStaff(props: { ctx: AppContext; id: string }) {
  const row = await findContactMessage(props.ctx.db, props.id);
  if (!row) throw errors.notFound(STAFF_CONTACT_MESSAGES.messageNotFound);
  return row;
}
