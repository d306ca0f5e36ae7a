import { type Refusal, refusal } from '../platform/errors';
import { SUPPORT_CHAT_LIMITS } from './support-chat';
import { SUPPORT_TICKET_LIMITS } from './support-tickets';

export const SUPPORT_MESSAGES = {
  chatRateLimited:
    'You are sending messages faster than the assistant can answer. Please wait a moment and try again.',
  sessionFull: `This conversation has reached ${SUPPORT_CHAT_LIMITS.messagesPerSession} messages. Start a new chat to continue.`,
  ticketRateLimited: `You have opened ${SUPPORT_TICKET_LIMITS.perHour} support requests in the last hour. Please wait before opening another, or add to one you have.`,
  visitorTicketRateLimited:
    'Too many support requests have been opened from here or for this e-mail address recently. Please wait before opening another, or write to us from the contact page.',
  ticketNotFound: 'Support request not found',
} as const;

/** The support chat's and tickets' refusals (decision 022). */
export const SUPPORT_ERRORS = {
  chatRateLimited: refusal('support.chat_rate_limited', SUPPORT_MESSAGES.chatRateLimited),
  sessionFull: refusal('support.session_full', SUPPORT_MESSAGES.sessionFull),
  ticketRateLimited: refusal('support.ticket_rate_limited', SUPPORT_MESSAGES.ticketRateLimited),
  visitorTicketRateLimited: refusal(
    'support.visitor_ticket_rate_limited',
    SUPPORT_MESSAGES.visitorTicketRateLimited,
  ),
  ticketNotFound: refusal('support.ticket_not_found', SUPPORT_MESSAGES.ticketNotFound),
} satisfies Record<string, Refusal>;
