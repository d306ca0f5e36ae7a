import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

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
    /** The mail.send job's dedupe key: a retried job stores its e-mail once (decision 020). */
    dedupeKey: text('dedupe_key'),
    /** Extra headers the e-mail carried (List-Unsubscribe, List-Unsubscribe-Post), as sent. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('outbox_emails_dedupe_key_key').on(t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('outbox_emails_to_address_idx').on(t.toAddress, t.createdAt),
    index('outbox_emails_created_at_idx').on(t.createdAt),
  ],
);

export type OutboxEmailRow = typeof outboxEmails.$inferSelect;

/**
 * One row per e-mail the mail.send job handed to the provider, by dedupe key: a job run again
 * after a crash (or enqueued again after its job row was pruned) finds it and sends nothing.
 * Holds no address or content. Deleted after the period in decision 021.
 */
export const mailDeliveries = pgTable(
  'mail_deliveries',
  {
    dedupeKey: text('dedupe_key').primaryKey(),
    template: text('template').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('mail_deliveries_delivered_at_idx').on(t.deliveredAt)],
);
