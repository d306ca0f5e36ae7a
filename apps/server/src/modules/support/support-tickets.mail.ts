import { defineMail } from '../../platform/mail/mail-template';

/**
 * The e-mail support receives for a new ticket: who wrote, their plan's priority, the request and
 * the chat it came from; replying answers the person.
 */
export const supportTicketMail = defineMail(
  'support_ticket',
  (
    p: {
      reference: string;
      name: string;
      email: string;
      /** `front`, `priority` or `none`. */
      priority: string;
      category: string;
      subject: string;
      message: string;
      receivedAt: string;
      /** The chat, one "Person: …" / "Assistant: …" line each; empty when the ticket came from no chat. */
      conversation: readonly string[];
    },
    t,
  ) => ({
    subject: `[Support ${p.reference}] ${p.subject}`,
    replyTo: p.email,
    body: [
      {
        lines: [
          `From: ${p.name} <${p.email}>`,
          `Plan priority: ${p.priority}`,
          `Reference: ${p.reference}`,
          `Category: ${p.category}`,
          `Received: ${t.formatDate(p.receivedAt)}`,
        ],
      },
      { quote: p.message },
      ...(p.conversation.length
        ? ['Their conversation with the support assistant:', { quote: p.conversation.join('\n') }]
        : ['They did not come from a conversation with the support assistant.']),
    ],
  }),
);

/** The confirmation the person receives: their reference, the support hours, response time and phone. */
export const supportTicketReceivedMail = defineMail(
  'support_ticket_received',
  (
    p: {
      name: string;
      reference: string;
      subject: string;
      hours: string;
      responseHours: number;
      phone: string | null;
    },
    t,
  ) => ({
    subject: `We received your support request ${p.reference}`,
    body: [
      `Hello ${p.name},`,
      `We received your request "${p.subject}". Its reference is ${p.reference}: please quote it if you write to us about it.`,
      `Our support team answers within ${p.responseHours} hours, ${p.hours}. The answer will be e-mailed to you and shown with your support requests.`,
      p.phone
        ? `You can also call us on ${p.phone} during those hours, or write to ${t.supportEmail}.`
        : `You can also write to ${t.supportEmail}.`,
    ],
  }),
);

/** Support's answer, e-mailed to the person who opened the ticket; replying reaches support. */
export const supportTicketReplyMail = defineMail(
  'support_ticket_reply',
  (p: { name: string; reference: string; subject: string; reply: string }, t) => ({
    subject: `Re: ${p.subject} [${p.reference}]`,
    replyTo: t.supportEmail,
    body: [
      `Hello ${p.name},`,
      `Our support team answered your request ${p.reference} ("${p.subject}"):`,
      { quote: p.reply },
      `To add something, reply to this e-mail and quote ${p.reference}.`,
    ],
  }),
);

/** Every e-mail of the support module, registered by support-tickets.routes.ts. */
export const SUPPORT_MAILS = [supportTicketMail, supportTicketReceivedMail, supportTicketReplyMail];
