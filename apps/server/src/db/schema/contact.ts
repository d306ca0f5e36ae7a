import { CONTACT_TYPES } from '@hirehand/shared/contact/contact';
import { SUPPORT_PRIORITIES } from '@hirehand/shared/membership/membership';
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
    /**
     * From a signed-in paid member, as their plan had it when they wrote: `front` (premium)
     * or `priority` (professional); the staff list orders by it. Null for everyone else.
     */
    supportPriority: text('support_priority', { enum: SUPPORT_PRIORITIES }),
    /** Set once the message reached support's mailbox; null means stored but not yet delivered. */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_created_at_idx').on(t.createdAt),
    // The staff queue's order: front, then priority, then the rest, each newest first.
    index('contact_messages_queue_idx').on(
      sql`(case ${t.supportPriority} when 'front' then 0 when 'priority' then 1 else 2 end)`,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    check('contact_messages_support_priority_check', sql`${t.supportPriority} in ('front', 'priority')`),
    check(
      'contact_messages_type_check',
      sql`${t.type} in ('general', 'technical', 'job', 'certification', 'payment', 'feedback')`,
    ),
  ],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
