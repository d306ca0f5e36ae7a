import { randomBytes } from 'node:crypto';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { StaffTicketDto, StaffTicketsPageDto } from '@hirehand/shared/staff/support-tickets';
import { SUPPORT_RESPONSE_HOURS, supportHoursText } from '@hirehand/shared/support/support';
import { SUPPORT_ERRORS } from '@hirehand/shared/support/support-errors';
import type {
  SupportTicketDto,
  SupportTicketListDto,
  SupportTicketStatus,
  VisitorSupportTicketDto,
} from '@hirehand/shared/support/support-tickets';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { SupportTicketRow, TicketConversationLine } from '../../db/schema/support';
import type { Actor } from '../../platform/auth/auth-guard';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { supportConversationOf } from '../ai/support-conversation.service';
import { supportPriorityOf } from '../contact/contact.service';
import { announceNotifications, createNotification } from '../notifications/notifications.service';
import { findUserById } from '../users/users.service';
import { supportTicketMail, supportTicketReceivedMail, supportTicketReplyMail } from './support-tickets.mail';
import { toStaffTicket, toStaffTicketSummary, toSupportTicket } from './support-tickets.presenter';
import {
  countTickets,
  findTicketWithRequester,
  insertSupportTicket,
  insertTicketReply,
  listRepliesOf,
  listTicketsInQueueOrder,
  listTicketsOf,
  setTicketStatus,
} from './support-tickets.repo';

/** How many of the person's tickets GET /api/support/tickets answers (the newest). */
export const OWN_TICKETS_SHOWN = 50;

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or retyped is not misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_ATTEMPTS = 5;

/** "HH-" and 8 random characters of Crockford's base 32 (40 bits). */
export function newTicketReference(): string {
  // 256 is a multiple of 32, so each byte's low 5 bits are uniform.
  return `HH-${[...randomBytes(8)].map((byte) => CROCKFORD[byte & 31]).join('')}`;
}

type ParsedTicket = { category: SupportTicketRow['category']; subject: string; message: string };

const conversationLines = (conversation: TicketConversationLine[]) =>
  conversation.map((line) => `${line.role === 'user' ? 'Person' : 'Assistant'}: ${line.content}`);

/**
 * Opens a ticket for the caller: the chat `sessionId` names is copied in when it is theirs, the
 * plan's priority is recorded, and in the same transaction the e-mail to support (reply-to the
 * person) and the confirmation to the person (reference, hours, response time, phone) are queued.
 */
export async function openSupportTicket(props: {
  ctx: AppContext;
  actor: Actor;
  ip: string;
  input: ParsedTicket;
  sessionId: string | null | undefined;
  log: FastifyBaseLogger;
}): Promise<SupportTicketDto> {
  const { ctx, actor, input } = props;
  const userId = actor.userId;
  const user = await findUserById(ctx.db, userId);
  if (!user) throw errors.unauthorized(AUTH_ERRORS.notAuthenticated);
  const [conversation, supportPriority] = await Promise.all([
    supportConversationOf({ ctx, caller: { actor, ip: props.ip }, sessionId: props.sessionId }),
    supportPriorityOf(ctx, userId),
  ]);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertWithFreshReference(tx, {
      userId,
      category: input.category,
      subject: input.subject,
      message: input.message,
      conversation,
      supportPriority,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    await queueTicketMails(ctx, tx, row, {
      name: user.fullName,
      email: user.email,
      priority: supportPriority ?? 'none',
      visitor: false,
      conversation,
    });
    return row;
  });
  props.log.info(
    { feature: 'support', ticketId: row.id, lines: conversation.length },
    'support ticket stored; e-mails queued',
  );
  return toSupportTicket(row, []);
}

type ParsedVisitorTicket = ParsedTicket & { name: string; email: string; note: string };

/**
 * Opens a ticket for a visitor (no account, decision 037): owned by nobody, with the name and
 * e-mail address they gave. The chat `sessionId` names is copied in only when it is a visitor's
 * session from the caller's own address; the note, when given, is the message support reads
 * (the drafted one otherwise). In one transaction the e-mail to support (reply-to the visitor,
 * marked unverified) and the confirmation to the visitor are queued. The routes limit how many
 * a caller's address and an e-mail address may open.
 */
export async function openVisitorSupportTicket(props: {
  ctx: AppContext;
  ip: string;
  input: ParsedVisitorTicket;
  sessionId: string | null | undefined;
  log: FastifyBaseLogger;
}): Promise<VisitorSupportTicketDto> {
  const { ctx, input } = props;
  const conversation = await supportConversationOf({
    ctx,
    caller: { actor: null, ip: props.ip },
    sessionId: props.sessionId,
  });
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const row = await insertWithFreshReference(tx, {
      userId: null,
      contactName: input.name,
      contactEmail: input.email,
      category: input.category,
      subject: input.subject,
      message: input.note || input.message,
      conversation,
      supportPriority: null,
      status: 'open',
      createdAt: now,
      updatedAt: now,
    });
    await queueTicketMails(ctx, tx, row, {
      name: input.name,
      email: input.email,
      priority: 'none',
      visitor: true,
      conversation,
    });
    return row;
  });
  props.log.info(
    { feature: 'support', ticketId: row.id, lines: conversation.length, visitor: true },
    'support ticket stored; e-mails queued',
  );
  return { reference: row.reference, status: row.status, created_at: row.createdAt.toISOString() };
}

/**
 * Queues, in the ticket's transaction, the e-mail to support (reply-to the person, marked
 * unverified for a visitor) and the confirmation to the person (reference, hours, response time,
 * phone).
 */
async function queueTicketMails(
  ctx: AppContext,
  tx: Executor,
  row: SupportTicketRow,
  person: {
    name: string;
    email: string;
    priority: string;
    visitor: boolean;
    conversation: TicketConversationLine[];
  },
) {
  const visitor = person.visitor ? { visitor: true } : {};
  await ctx.mail.send(supportTicketMail, {
    to: ctx.env.SUPPORT_EMAIL,
    dedupeKey: `support-ticket:${row.id}`,
    executor: tx,
    params: {
      reference: row.reference,
      name: person.name,
      email: person.email,
      ...visitor,
      priority: person.priority,
      category: row.category,
      subject: row.subject,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
      conversation: conversationLines(person.conversation),
    },
  });
  await ctx.mail.send(supportTicketReceivedMail, {
    to: person.email,
    dedupeKey: `support-ticket-received:${row.id}`,
    executor: tx,
    params: {
      name: person.name,
      reference: row.reference,
      subject: row.subject,
      hours: supportHoursText(),
      responseHours: SUPPORT_RESPONSE_HOURS,
      phone: ctx.env.SUPPORT_PHONE ?? null,
      ...visitor,
    },
  });
}

/** Inserts with a new random reference, drawing again on the rare clash with an existing one. */
async function insertWithFreshReference(
  tx: Executor,
  values: Omit<Parameters<typeof insertSupportTicket>[1], 'reference'>,
): Promise<SupportTicketRow> {
  for (let attempt = 0; attempt < REFERENCE_ATTEMPTS; attempt++) {
    const row = await insertSupportTicket(tx, { ...values, reference: newTicketReference() });
    if (row) return row;
  }
  throw new Error(`no free support ticket reference after ${REFERENCE_ATTEMPTS} attempts`);
}

/** The caller's newest tickets, newest first, each with support's replies (two queries in all). */
export async function listOwnTickets(props: {
  ctx: AppContext;
  userId: string;
}): Promise<SupportTicketListDto> {
  const tickets = await listTicketsOf(props.ctx.db, props.userId, OWN_TICKETS_SHOWN);
  const replies = await listRepliesOf(
    props.ctx.db,
    tickets.map((ticket) => ticket.id),
  );
  return {
    tickets: tickets.map((ticket) =>
      toSupportTicket(
        ticket,
        replies.filter((reply) => reply.ticketId === ticket.id),
      ),
    ),
  };
}

/** One page of the staff queue, with the total. Callers are staff already (app.requireStaff). */
export async function listTicketsForStaff(props: {
  ctx: AppContext;
  status?: SupportTicketStatus;
  page: number;
  limit: number;
}): Promise<StaffTicketsPageDto> {
  const { ctx, status, page, limit } = props;
  const [rows, total] = await Promise.all([
    listTicketsInQueueOrder(ctx.db, { status, limit, offset: (page - 1) * limit }),
    countTickets(ctx.db, status),
  ]);
  return { tickets: rows.map(toStaffTicketSummary), page, limit, total };
}

async function staffTicket(db: Executor, id: string): Promise<StaffTicketDto> {
  const found = isUuid(id) ? await findTicketWithRequester(db, id) : null;
  if (!found) throw errors.notFound(SUPPORT_ERRORS.ticketNotFound);
  return toStaffTicket(found, await listRepliesOf(db, [found.ticket.id]));
}

/** One ticket for the staff console; 404 when there is none with that id. */
export function getTicketForStaff(props: { ctx: AppContext; id: string }): Promise<StaffTicketDto> {
  return staffTicket(props.ctx.db, props.id);
}

/**
 * Staff answer a ticket: the reply is stored, the ticket becomes `answered`, the reply is
 * e-mailed to the person and a member gets an in-app notification, all in one transaction. A
 * visitor's ticket is answered at the e-mail address they gave (there is no account to notify).
 */
export async function replyToTicket(props: {
  ctx: AppContext;
  id: string;
  staffUserId: string;
  body: string;
  log: FastifyBaseLogger;
}): Promise<StaffTicketDto> {
  const { ctx, id } = props;
  const { reply, notification } = await ctx.db.transaction(async (tx) => {
    const found = isUuid(id) ? await findTicketWithRequester(tx, id) : null;
    if (!found) throw errors.notFound(SUPPORT_ERRORS.ticketNotFound);
    const now = ctx.clock.now();
    const reply = await insertTicketReply(tx, {
      ticketId: id,
      staffUserId: props.staffUserId,
      body: props.body,
      createdAt: now,
    });
    await setTicketStatus(tx, id, 'answered', now);
    const { requester, ticket } = found;
    const to = requester?.email ?? ticket.contactEmail;
    if (!to) throw new Error(`support ticket ${ticket.id} has neither an owner nor a contact e-mail`);
    await ctx.mail.send(supportTicketReplyMail, {
      to,
      dedupeKey: `support-reply:${reply.id}`,
      executor: tx,
      params: {
        name: requester?.fullName ?? ticket.contactName ?? '',
        reference: ticket.reference,
        subject: ticket.subject,
        reply: reply.body,
        visitor: !requester,
      },
    });
    if (!requester) return { reply, notification: null };
    // In-app too, linking the person's list of requests in the help centre.
    const notification = await createNotification(tx, {
      userId: requester.id,
      kind: 'support.replied',
      params: { reference: found.ticket.reference, subject: found.ticket.subject },
      link: '/help/requests',
    });
    return { reply, notification };
  });
  props.log.info(
    { feature: 'support', ticketId: id, replyId: reply.id },
    'support reply stored; e-mail and notification queued',
  );
  if (notification) await announceNotifications(ctx, props.log, [notification]);
  return staffTicket(ctx.db, id);
}

/** Staff set a ticket's status (open, answered or closed); 404 when there is none with that id. */
export async function setTicketStatusForStaff(props: {
  ctx: AppContext;
  id: string;
  status: SupportTicketStatus;
}): Promise<StaffTicketDto> {
  const { ctx, id } = props;
  const found = isUuid(id) && (await setTicketStatus(ctx.db, id, props.status, ctx.clock.now()));
  if (!found) throw errors.notFound(SUPPORT_ERRORS.ticketNotFound);
  return staffTicket(ctx.db, id);
}
