import type { ContactInput } from '@hirehand/shared/contact/contact';
import type { SupportPriority } from '@hirehand/shared/membership/membership';
import { STAFF_CONTACT_ERRORS } from '@hirehand/shared/staff/contact-messages';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { entitlementsOf } from '../membership/membership.service';
import { contactMail } from './contact.mail';
import {
  countContactMessages,
  findContactMessage,
  insertContactMessage,
  listContactMessagesInQueueOrder,
} from './contact.repo';

type ParsedContact = Required<ContactInput>;

/** Where the sender's plan puts their message or ticket in a staff queue (premium's front before professional's priority). */
export async function supportPriorityOf(ctx: AppContext, userId: string): Promise<SupportPriority | null> {
  const plan = await entitlementsOf(ctx.db, userId);
  if (plan.has('front_of_queue_support')) return 'front';
  if (plan.has('priority_support')) return 'priority';
  return null;
}

/**
 * Stores a contact-form message and, in the same transaction, queues its e-mail to support
 * (a mail.send job, retried until the mail server takes it). The stored row is the record:
 * mailed_at stays null until the e-mail is delivered, so support can find what is still
 * on its way, and the sender is never asked to send it again.
 */
export async function submitContactMessage(props: {
  ctx: AppContext;
  input: ParsedContact;
  /** The signed-in sender, whose plan may flag the message; null for a visitor. */
  senderId: string | null;
  log: FastifyBaseLogger;
}) {
  const { ctx, input, log } = props;
  const supportPriority = props.senderId ? await supportPriorityOf(ctx, props.senderId) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, { ...input, supportPriority, createdAt: ctx.clock.now() });
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

/**
 * One page of the contact-form messages for the staff console, paid members' first (`front`,
 * then `priority`), each group newest first, with the total.
 * Callers are staff already (app.requireStaff on the route).
 */
export async function listContactMessagesForStaff(props: { ctx: AppContext; page: number; limit: number }) {
  const { ctx, page, limit } = props;
  const [messages, total] = await Promise.all([
    listContactMessagesInQueueOrder(ctx.db, { limit, offset: (page - 1) * limit }),
    countContactMessages(ctx.db),
  ]);
  return { messages, total };
}

/** One contact-form message for the staff console; 404 when there is none with that id. */
export async function getContactMessageForStaff(props: { ctx: AppContext; id: string }) {
  const row = await findContactMessage(props.ctx.db, props.id);
  if (!row) throw errors.notFound(STAFF_CONTACT_ERRORS.messageNotFound);
  return row;
}
