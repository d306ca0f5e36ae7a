import type { StaffTicketDto, StaffTicketSummaryDto } from '@hirehand/shared/staff/support-tickets';
import type { SupportTicketDto, SupportTicketReplyDto } from '@hirehand/shared/support/support-tickets';
import type { SupportTicketRow } from '../../db/schema/support';
import type { ReplyWithStaff, TicketWithRequester } from './support-tickets.repo';

const toReply = (reply: ReplyWithStaff): SupportTicketReplyDto => ({
  id: reply.id,
  author: 'staff',
  body: reply.body,
  created_at: reply.createdAt.toISOString(),
});

/** A ticket as the person who opened it sees it, with support's replies (no staff names). */
export function toSupportTicket(row: SupportTicketRow, replies: ReplyWithStaff[]): SupportTicketDto {
  return {
    id: row.id,
    reference: row.reference,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    replies: replies.map(toReply),
  };
}

/** Who staff answer: the member's account, or the name and e-mail a visitor gave. */
function requesterOf({ ticket, requester }: TicketWithRequester): StaffTicketSummaryDto['requester'] {
  if (requester) {
    return { id: requester.id, visitor: false, full_name: requester.fullName, email: requester.email };
  }
  return { id: null, visitor: true, full_name: ticket.contactName ?? '', email: ticket.contactEmail ?? '' };
}

/** A ticket in the staff queue (no message, conversation or replies). */
export function toStaffTicketSummary(found: TicketWithRequester): StaffTicketSummaryDto {
  const { ticket } = found;
  return {
    id: ticket.id,
    reference: ticket.reference,
    category: ticket.category,
    subject: ticket.subject,
    status: ticket.status,
    priority: ticket.supportPriority,
    requester: requesterOf(found),
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  };
}

/** A ticket as staff read it: the request, the chat it came from and every reply with who wrote it. */
export function toStaffTicket(found: TicketWithRequester, replies: ReplyWithStaff[]): StaffTicketDto {
  return {
    ...toStaffTicketSummary(found),
    message: found.ticket.message,
    conversation: found.ticket.conversation.map((line) => ({
      role: line.role,
      content: line.content,
      created_at: line.createdAt,
    })),
    replies: replies.map((reply) => ({ ...toReply(reply), staff_name: reply.staffName })),
  };
}
