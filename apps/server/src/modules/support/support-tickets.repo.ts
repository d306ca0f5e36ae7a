import type { SupportTicketStatus } from '@hirehand/shared/support/support-tickets';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type NewSupportTicketRow,
  type SupportTicketReplyRow,
  type SupportTicketRow,
  supportTicketReplies,
  supportTickets,
} from '../../db/schema/support';
import { users } from '../../db/schema/users';

/** The person who opened a ticket, as staff see them. */
export interface TicketRequester {
  id: string;
  fullName: string;
  email: string;
}

/** A ticket with the member who opened it; `requester` is null on a visitor's (its contact columns say who). */
export type TicketWithRequester = { ticket: SupportTicketRow; requester: TicketRequester | null };
export type ReplyWithStaff = SupportTicketReplyRow & { staffName: string | null };

/** Stores the ticket; null when its reference is already taken (the caller draws another). */
export async function insertSupportTicket(
  db: Executor,
  values: NewSupportTicketRow,
): Promise<SupportTicketRow | null> {
  const [row] = await db
    .insert(supportTickets)
    .values(values)
    .onConflictDoNothing({ target: supportTickets.reference })
    .returning();
  return row ?? null;
}

/** The person's newest `limit` tickets, newest first (support_tickets_user_idx). */
export function listTicketsOf(db: Executor, userId: string, limit: number): Promise<SupportTicketRow[]> {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(limit);
}

/** The replies on the tickets, oldest first, with the staff member's name while their account exists: one query. */
export async function listRepliesOf(db: Executor, ticketIds: string[]): Promise<ReplyWithStaff[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .select({ reply: supportTicketReplies, staffName: users.fullName })
    .from(supportTicketReplies)
    .leftJoin(users, eq(users.id, supportTicketReplies.staffUserId))
    .where(inArray(supportTicketReplies.ticketId, ticketIds))
    .orderBy(asc(supportTicketReplies.createdAt), asc(supportTicketReplies.id));
  return rows.map(({ reply, staffName }) => ({ ...reply, staffName }));
}

const requesterColumns = { id: users.id, fullName: users.fullName, email: users.email };
const statusFilter = (status: SupportTicketStatus | undefined): SQL | undefined =>
  status ? eq(supportTickets.status, status) : undefined;

/**
 * One page of the staff queue: open, answered, closed; within each `front`, `priority`, the rest;
 * oldest first (ties by id, so pages never overlap). The terms are support_tickets_queue_idx's.
 */
export async function listTicketsInQueueOrder(
  db: Executor,
  query: { status?: SupportTicketStatus; limit: number; offset: number },
): Promise<TicketWithRequester[]> {
  return db
    .select({ ticket: supportTickets, requester: requesterColumns })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(statusFilter(query.status))
    .orderBy(
      sql`(case ${supportTickets.status} when 'open' then 0 when 'answered' then 1 else 2 end)`,
      sql`(case ${supportTickets.supportPriority} when 'front' then 0 when 'priority' then 1 else 2 end)`,
      asc(supportTickets.createdAt),
      asc(supportTickets.id),
    )
    .limit(query.limit)
    .offset(query.offset);
}

export async function countTickets(db: Executor, status?: SupportTicketStatus): Promise<number> {
  const [row] = await db.select({ total: count() }).from(supportTickets).where(statusFilter(status));
  return row?.total ?? 0;
}

export async function findTicketWithRequester(db: Executor, id: string): Promise<TicketWithRequester | null> {
  const [row] = await db
    .select({ ticket: supportTickets, requester: requesterColumns })
    .from(supportTickets)
    .leftJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, id));
  return row ?? null;
}

export async function insertTicketReply(
  db: Executor,
  values: { ticketId: string; staffUserId: string; body: string; createdAt: Date },
): Promise<SupportTicketReplyRow> {
  const [row] = await db.insert(supportTicketReplies).values(values).returning();
  return row!;
}

/** Sets the ticket's status; false when there is no ticket with that id. */
export async function setTicketStatus(
  db: Executor,
  id: string,
  status: SupportTicketStatus,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(supportTickets)
    .set({ status, updatedAt: at })
    .where(eq(supportTickets.id, id))
    .returning({ id: supportTickets.id });
  return rows.length > 0;
}
