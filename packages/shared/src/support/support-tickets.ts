import { z } from 'zod';
import { storableText } from '../platform/text';
import { SupportCategory } from './support-chat';

/**
 * Support tickets (issue 20): 'Talk to Human Support' in the chat, or a request written on the
 * help pages. Stored, e-mailed to support with the conversation, answered by staff from the
 * console; the reply is e-mailed to the person and shown in their list (decision 037).
 */
export const SUPPORT_TICKET_LIMITS = {
  subjectMin: 3,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
  replyMin: 1,
  replyMax: 5000,
  /** Tickets one person may open per hour (each sends an e-mail). */
  perHour: 5,
} as const;

export const SUPPORT_TICKET_STATUSES = ['open', 'answered', 'closed'] as const;
export const SupportTicketStatus = z.enum(SUPPORT_TICKET_STATUSES);
export type SupportTicketStatus = z.infer<typeof SupportTicketStatus>;

/** POST /api/support/tickets (bearer). With `session_id`, the caller's support chat is attached. */
export const SupportTicketInput = z.object({
  category: SupportCategory,
  subject: storableText().trim().min(SUPPORT_TICKET_LIMITS.subjectMin).max(SUPPORT_TICKET_LIMITS.subjectMax),
  message: storableText().trim().min(SUPPORT_TICKET_LIMITS.messageMin).max(SUPPORT_TICKET_LIMITS.messageMax),
  session_id: z.string().trim().max(100).nullish(),
});
export type SupportTicketInput = z.input<typeof SupportTicketInput>;

/** A reply on a ticket: support's (`staff`), as the person sees it. */
export const SupportTicketReplyDto = z.object({
  id: z.string(),
  author: z.enum(['staff']),
  body: z.string(),
  created_at: z.string(),
});
export type SupportTicketReplyDto = z.infer<typeof SupportTicketReplyDto>;

export const SupportTicketDto = z.object({
  id: z.string(),
  /** What the person quotes to support ("HH-7K3Q9M2P"). */
  reference: z.string(),
  category: SupportCategory,
  subject: z.string(),
  message: z.string(),
  status: SupportTicketStatus,
  created_at: z.string(),
  updated_at: z.string(),
  replies: z.array(SupportTicketReplyDto),
});
export type SupportTicketDto = z.infer<typeof SupportTicketDto>;

/** GET /api/support/tickets (bearer): the caller's tickets, newest first. */
export const SupportTicketListDto = z.object({ tickets: z.array(SupportTicketDto) });
export type SupportTicketListDto = z.infer<typeof SupportTicketListDto>;

/** `SUPPORT_TICKET_REFERENCE_PATTERN`: "HH-" and 8 characters of Crockford's base 32. */
export const SUPPORT_TICKET_REFERENCE_PATTERN = /^HH-[0-9A-HJKMNP-TV-Z]{8}$/;
