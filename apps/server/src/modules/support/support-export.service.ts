import type { AccountExportDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listRepliesOf, listTicketsOf } from './support-tickets.repo';

/** Enough for any person's whole history of support tickets in the export. */
const EXPORTED_TICKETS_MAX = 10_000;

/** The person's support tickets, newest first, with the chat each came from and support's replies (data export): two queries. */
export async function exportSupportTicketsOf(
  ctx: AppContext,
  userId: string,
): Promise<AccountExportDto['support_tickets']> {
  const tickets = await listTicketsOf(ctx.db, userId, EXPORTED_TICKETS_MAX);
  const replies = await listRepliesOf(
    ctx.db,
    tickets.map((ticket) => ticket.id),
  );
  return tickets.map((ticket) => ({
    reference: ticket.reference,
    category: ticket.category,
    subject: ticket.subject,
    message: ticket.message,
    status: ticket.status,
    support_priority: ticket.supportPriority,
    conversation: ticket.conversation.map((line) => ({
      role: line.role,
      content: line.content,
      created_at: line.createdAt,
    })),
    replies: replies
      .filter((reply) => reply.ticketId === ticket.id)
      .map((reply) => ({ body: reply.body, created_at: reply.createdAt.toISOString() })),
    created_at: ticket.createdAt.toISOString(),
    updated_at: ticket.updatedAt.toISOString(),
  }));
}
