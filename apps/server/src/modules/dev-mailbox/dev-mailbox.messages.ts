/** Texts of the development mailbox pages. */
export const DEV_MAILBOX_MESSAGES = {
  title: 'Dev mailbox',
  badge: 'Development tool',
  notice:
    'Every e-mail this development server has "sent" is kept in its outbox table and listed here, newest first. This page exists only in development (NODE_ENV=development on a loopback address) with outbox mail; production and SMTP servers answer 404.',
  refresh: 'Refresh',
  count: (shown: number, total: number) =>
    shown < total
      ? `The newest ${shown} of ${total} e-mails`
      : `${total} ${total === 1 ? 'e-mail' : 'e-mails'}`,
  empty: 'No e-mail yet. Sign up, ask for a password reset or send a contact message, then refresh.',
  to: 'To',
  from: 'From',
  replyTo: 'Reply-To',
  subject: 'Subject',
  category: 'Category',
  received: 'Received',
  back: 'Back to the mailbox',
  textBody: 'Text',
  htmlBody: 'HTML version',
  htmlOpen: 'Open the HTML version (sandboxed: no scripts, no outside content)',
  notFound: 'No such e-mail in the outbox.',
} as const;
