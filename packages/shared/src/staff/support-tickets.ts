import { z } from 'zod';
import { SupportPrioritySchema } from '../membership/membership';
import { storableText } from '../platform/text';
import { SupportCategory } from '../support/support-chat';
import {
  SUPPORT_TICKET_LIMITS,
  SupportTicketReplyDto,
  SupportTicketStatus,
} from '../support/support-tickets';

export const STAFF_TICKET_PAGE_DEFAULT = 20;
export const STAFF_TICKET_PAGE_MAX = 50;

/**
 * GET /api/staff/support-tickets: the queue. Open tickets first, then answered, then closed; within
 * each, premium members' (`front`) before professional members' (`priority`) before the rest,
 * oldest first (who has waited longest is answered first).
 */
export const StaffTicketsQuery = z.object({
  status: SupportTicketStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(STAFF_TICKET_PAGE_MAX).default(STAFF_TICKET_PAGE_DEFAULT),
});
export type StaffTicketsQuery = z.input<typeof StaffTicketsQuery>;

export const StaffTicketParams = z.object({ id: z.uuid() });

/** A line of the chat the ticket came from, as it was when the person escalated. */
export const StaffTicketConversationLineDto = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  created_at: z.string(),
});

export const StaffTicketSummaryDto = z.object({
  id: z.string(),
  reference: z.string(),
  category: SupportCategory,
  subject: z.string(),
  status: SupportTicketStatus,
  /** `front` (premium) or `priority` (professional) when the person had a paid plan when writing; null otherwise. */
  priority: SupportPrioritySchema.nullable(),
  /**
   * Who opened it: a member (`visitor` false, their account's id, name and e-mail) or a visitor
   * without an account (`visitor` true, `id` null, the name and e-mail they gave; support's reply
   * goes there by e-mail only).
   */
  requester: z.object({
    id: z.string().nullable(),
    visitor: z.boolean(),
    full_name: z.string(),
    email: z.string(),
  }),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffTicketSummaryDto = z.infer<typeof StaffTicketSummaryDto>;

export const StaffTicketDto = StaffTicketSummaryDto.extend({
  message: z.string(),
  conversation: z.array(StaffTicketConversationLineDto),
  replies: z.array(SupportTicketReplyDto.extend({ staff_name: z.string().nullable() })),
});
export type StaffTicketDto = z.infer<typeof StaffTicketDto>;

export const StaffTicketsPageDto = z.object({
  tickets: z.array(StaffTicketSummaryDto),
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
});
export type StaffTicketsPageDto = z.infer<typeof StaffTicketsPageDto>;

/** POST /api/staff/support-tickets/{id}/replies: e-mailed to the person, shown in their list; the ticket becomes `answered`. */
export const StaffTicketReplyInput = z.object({
  body: storableText().trim().min(SUPPORT_TICKET_LIMITS.replyMin).max(SUPPORT_TICKET_LIMITS.replyMax),
});
export type StaffTicketReplyInput = z.input<typeof StaffTicketReplyInput>;

/** PATCH /api/staff/support-tickets/{id}: open, answered or closed. */
export const StaffTicketStatusInput = z.object({ status: SupportTicketStatus });
export type StaffTicketStatusInput = z.input<typeof StaffTicketStatusInput>;
