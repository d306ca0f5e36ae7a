import { z } from 'zod';
import { emailField } from '../platform/email';
import { FIELD_MESSAGES, tooLong, tooShort } from '../platform/field-messages';
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
  /** A visitor's name, as the contact form takes it. */
  contactNameMax: 100,
  /** Tickets visitors may open per hour from one address (each sends two e-mails). */
  visitorPerAddressHour: 3,
  /** Tickets opened for one e-mail address per day, whatever the address they come from. */
  visitorPerEmailDay: 3,
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

/**
 * What the support widget's form asks a signed-out person: a name and an e-mail address to answer
 * at, and an optional note for support (decision 037). Validated by the form and the server alike.
 */
export const VisitorSupportContact = z.object({
  name: z
    .string({ message: FIELD_MESSAGES.required('Name') })
    .trim()
    .min(1, FIELD_MESSAGES.required('Name'))
    .max(SUPPORT_TICKET_LIMITS.contactNameMax, tooLong('Name', SUPPORT_TICKET_LIMITS.contactNameMax)),
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(emailField()),
  note: storableText()
    .trim()
    .max(SUPPORT_TICKET_LIMITS.messageMax, tooLong('Note', SUPPORT_TICKET_LIMITS.messageMax))
    .default(''),
});
export type VisitorSupportContact = z.input<typeof VisitorSupportContact>;

/**
 * POST /api/support/visitor-tickets (no account): 'Talk to Human Support' for a visitor. The
 * subject and message are drafted from the chat as a member's are; the note, when given, is the
 * message support reads first. With `session_id`, the visitor's own support chat is attached.
 */
const { subjectMin, subjectMax, messageMin, messageMax } = SUPPORT_TICKET_LIMITS;
export const VisitorSupportTicketInput = VisitorSupportContact.extend({
  category: SupportCategory.default('general'),
  subject: storableText()
    .trim()
    .min(subjectMin, tooShort('Subject', subjectMin))
    .max(subjectMax, tooLong('Subject', subjectMax)),
  message: storableText()
    .trim()
    .min(messageMin, tooShort('Message', messageMin))
    .max(messageMax, tooLong('Message', messageMax)),
  session_id: z.string().trim().max(100).nullish(),
});
export type VisitorSupportTicketInput = z.input<typeof VisitorSupportTicketInput>;

/** What a visitor gets back: the reference to quote (there is no list of tickets without an account). */
export const VisitorSupportTicketDto = z.object({
  reference: z.string(),
  status: SupportTicketStatus,
  created_at: z.string(),
});
export type VisitorSupportTicketDto = z.infer<typeof VisitorSupportTicketDto>;

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
