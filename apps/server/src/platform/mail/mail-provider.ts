/** An e-mail to send; `category` tags it for logs and the outbox (e.g. "contact"). */
export interface MailMessage {
  category: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<void>;
  close(): Promise<void>;
}
