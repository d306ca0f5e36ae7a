import { SUPPORT_TICKET_LIMITS } from '@hirehand/shared/support/support-tickets';

export interface TicketDraftTexts {
  /** The subject when the person's first message is too short for one ("Support request: Payments & Billing"). */
  subject: string;
  /** Wraps messages too short for a ticket ("Support request (Payments & Billing): hi"). */
  pad(message: string): string;
}

/**
 * The ticket 'Talk to Human Support' opens: the subject is the person's first message (cut to
 * the limit), the message all they wrote in the conversation; either falls back to words about
 * the category when too short. The conversation itself is attached by the server (session_id).
 */
export function ticketDraft(userMessages: string[], texts: TicketDraftTexts) {
  const { subjectMin, subjectMax, messageMin, messageMax } = SUPPORT_TICKET_LIMITS;
  const first = (userMessages[0] ?? '').replace(/\s+/g, ' ').trim();
  const subject = first.length >= subjectMin ? cut(first, subjectMax) : cut(texts.subject, subjectMax);
  const joined = userMessages
    .map((text) => text.trim())
    .filter(Boolean)
    .join('\n\n');
  const message = joined.length >= messageMin ? joined : texts.pad(joined || texts.subject);
  return { subject, message: cut(message, messageMax) };
}

function cut(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}
