/**
 * An e-mail ready to deliver, as the mail.send job hands it to the provider; `category` is its
 * template's name, for logs and the outbox. Services never build one: they send a template
 * through `ctx.mail` (mailer.ts).
 */
export interface MailMessage {
  category: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** The job's dedupe key: the outbox stores a key once; SMTP derives the Message-ID from it. */
  dedupeKey?: string;
  /**
   * Extra headers, as sent: `List-Unsubscribe` and `List-Unsubscribe-Post` (RFC 8058) when the
   * template gave an unsubscribe link. The outbox stores them; SMTP sends them.
   */
  headers?: Record<string, string>;
}

/** Delivers one rendered e-mail: the outbox table (default) or SMTP. */
export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
