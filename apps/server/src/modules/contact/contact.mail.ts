import { defineMail } from '../../platform/mail/mail-template';
import { markContactMessageMailed } from './contact.repo';

/**
 * The e-mail support receives for one contact-form message; replying answers the sender. Once
 * delivered, the stored message is marked mailed; until then support can find it unmailed.
 */
export const contactMail = defineMail(
  'contact',
  (
    p: {
      contactId: string;
      name: string;
      email: string;
      type: string;
      subject: string;
      message: string;
      receivedAt: string;
    },
    t,
  ) => ({
    subject: `[Contact: ${p.type}] ${p.subject}`,
    replyTo: p.email,
    body: [
      {
        lines: [
          `From: ${p.name} <${p.email}>`,
          `Type: ${p.type}`,
          `Received: ${t.formatDate(p.receivedAt)}`,
          `Reference: ${p.contactId}`,
        ],
      },
      { quote: p.message },
    ],
  }),
  { onDelivered: (p, { db, now }) => markContactMessageMailed(db, p.contactId, now) },
);

/** Every e-mail of the contact module, registered by contact.routes.ts. */
export const CONTACT_MAILS = [contactMail];
