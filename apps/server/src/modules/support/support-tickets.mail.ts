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
      /** True when a visitor opened it (no account: the name and e-mail are theirs to give). */
      visitor?: boolean;
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
          `From: ${p.name} <${p.email}>${p.visitor ? ' (visitor, no account: e-mail address not verified)' : ''}`,
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

/**
 * The confirmation the person receives: their reference, the support hours, response time and
 * phone. A visitor has no list of requests, so theirs says the answer comes by e-mail only.
 */
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
      /** True for a visitor's ticket (no account). */
      visitor?: boolean;
    },
    t,
  ) => ({
    subject: `We received your support request ${p.reference}`,
    body: [
      `Hello ${p.name},`,
      `We received your request "${p.subject}". Its reference is ${p.reference}: please quote it if you write to us about it.`,
      p.visitor
        ? `Our support team answers within ${p.responseHours} hours, ${p.hours}. The answer will be e-mailed to this address: you opened the request without an account, so there is no list of requests to sign in to.`
        : `Our support team answers within ${p.responseHours} hours, ${p.hours}. The answer will be e-mailed to you and shown with your support requests.`,
      ...(p.visitor
        ? ['If you did not ask HireHand for help, you can ignore this e-mail: nothing else will be sent.']
        : []),
      p.phone
        ? `You can also call us on ${p.phone} during those hours, or write to ${t.supportEmail}.`
        : `You can also write to ${t.supportEmail}.`,
    ],
  }),
);

/**
 * Support's answer, e-mailed to the person who opened the ticket; replying reaches support. A
 * visitor's says there is no list of their requests and points to the help centre.
 */
export const supportTicketReplyMail = defineMail(
  'support_ticket_reply',
  (p: { name: string; reference: string; subject: string; reply: string; visitor?: boolean }, t) => ({
    subject: `Re: ${p.subject} [${p.reference}]`,
    replyTo: t.supportEmail,
    body: [
      `Hello ${p.name},`,
      `Our support team answered your request ${p.reference} ("${p.subject}"):`,
      { quote: p.reply },
      `To add something, reply to this e-mail and quote ${p.reference}.`,
      ...(p.visitor
        ? [
            'You opened this request without a HireHand account, so this e-mail is the only copy of our answer: there is no list of requests to sign in to. Our help centre answers many common questions.',
            { button: 'Visit the help centre', href: `${t.publicUrl}/help` },
          ]
        : []),
    ],
  }),
);

/** Every e-mail of the support module, registered by support-tickets.routes.ts. */
export const SUPPORT_MAILS = [supportTicketMail, supportTicketReceivedMail, supportTicketReplyMail];
