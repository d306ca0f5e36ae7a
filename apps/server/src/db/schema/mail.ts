import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every e-mail the outbox mail provider "sends": the embedded default when no SMTP_URL is set. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    category: text('category').notNull(),
    fromAddress: text('from_address').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_emails_to_address_idx').on(t.toAddress, t.createdAt),
    index('outbox_emails_created_at_idx').on(t.createdAt),
  ],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;
