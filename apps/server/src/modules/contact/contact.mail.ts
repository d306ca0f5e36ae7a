import type { ContactMessageRow } from '../../db/schema/contact';
import type { MailMessage } from '../../platform/mail/mail-provider';

/** The e-mail support receives for one contact-form message; replying answers the sender. */
export function contactNotification(row: ContactMessageRow, supportEmail: string): MailMessage {
  return {
    category: 'contact',
    to: supportEmail,
    replyTo: row.email,
    subject: `[Contact: ${row.type}] ${row.subject}`,
    text: [
      `From: ${row.name} <${row.email}>`,
      `Type: ${row.type}`,
      `Received: ${row.createdAt.toISOString()}`,
      `Reference: ${row.id}`,
      '',
      row.message,
    ].join('\n'),
  };
}
