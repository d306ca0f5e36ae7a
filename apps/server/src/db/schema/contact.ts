import { CONTACT_TYPES } from '@hirehand/shared/contact/contact';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    type: text('type', { enum: CONTACT_TYPES }).notNull().default('general'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** Set once the message reached support's mailbox; null means stored but not yet delivered. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    check(
      'contact_messages_type_check',
      sql`${t.type} in ('general', 'technical', 'job', 'certification', 'payment', 'feedback')`,
    ),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
