import { HELP_CATEGORIES } from '@hirehand/shared/help/help';
import { SUPPORT_PRIORITIES } from '@hirehand/shared/membership/membership';
import { SUPPORT_TICKET_STATUSES } from '@hirehand/shared/support/support-tickets';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * Support chat sessions (issue 20, decision 037): the floating widget's and the help-centre
 * assistant's conversations. Owner a user or, for a visitor, nobody (then `client_key`, a hash of
 * the address; the session is forgotten after SUPPORT_CHAT_LIMITS.anonymousSessionHours).
 * The id is random; a session id that is not the caller's is never read.
 */
export const supportChatSessions = pgTable(
  'support_chat_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key'),
    /** The category chosen when the session started (spec 2 §3). */
    category: text('category', { enum: HELP_CATEGORIES }).notNull(),
    userMessages: integer('user_messages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('support_chat_sessions_owner_check', sql`${t.userId} is not null or ${t.clientKey} is not null`),
    check('support_chat_sessions_category_check', sql`${t.category} in (${inList(HELP_CATEGORIES)})`),
    index('support_chat_sessions_user_idx').on(t.userId),
    index('support_chat_sessions_expiry_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
export type SupportChatSessionRow = typeof supportChatSessions.$inferSelect;
export type NewSupportChatSessionRow = typeof supportChatSessions.$inferInsert;

/** A session's messages, both sides; a reply keeps the articles it quoted and whether it offered a human. */
export const supportChatMessages = pgTable(
  'support_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => supportChatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** For a reply: the slugs of the articles it quoted. */
    articles: text('articles').array().notNull().default(sql`'{}'::text[]`),
    escalation: boolean('escalation').notNull().default(false),
    /** For a reply: `builtin` or the model's name. */
    engine: text('engine'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('support_chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    index('support_chat_messages_session_idx').on(t.sessionId, t.createdAt),
  ],
);
export type SupportChatMessageRow = typeof supportChatMessages.$inferSelect;

/** A chat line copied into a ticket when the person escalated (the session may be forgotten later). */
export interface TicketConversationLine {
  role: 'user' | 'assistant';
  content: string;
  createdAt: string;
}

/**
 * Support tickets: a person's request for a human. A member's is owned by their account; a
 * visitor's has no owner but the `contact_name` and `contact_email` they gave (support answers
 * there). The conversation it came from is copied in; `support_priority` is the member's plan
 * when they wrote (premium `front`, professional `priority`), which orders the staff queue.
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** "HH-" and 8 characters of Crockford's base 32: what the person quotes. */
    reference: text('reference').notNull().unique(),
    /** The member who opened it; null for a visitor's ticket. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A visitor's name and e-mail address (lower-cased); null on a member's ticket. */
    contactName: text('contact_name'),
    contactEmail: text('contact_email'),
    category: text('category', { enum: HELP_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    conversation: jsonb('conversation').$type<TicketConversationLine[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    supportPriority: text('support_priority', { enum: SUPPORT_PRIORITIES }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('support_tickets_status_check', sql`${t.status} in (${inList(SUPPORT_TICKET_STATUSES)})`),
    check('support_tickets_category_check', sql`${t.category} in (${inList(HELP_CATEGORIES)})`),
    check('support_tickets_priority_check', sql`${t.supportPriority} in ('front', 'priority')`),
    check('support_tickets_owner_check', sql`${t.userId} is not null or ${t.contactEmail} is not null`),
    index('support_tickets_user_idx').on(t.userId, t.createdAt.desc()),
    // The staff queue's order: open, answered, closed; front, priority, the rest; oldest first.
    index('support_tickets_queue_idx').on(
      sql`(case ${t.status} when 'open' then 0 when 'answered' then 1 else 2 end)`,
      sql`(case ${t.supportPriority} when 'front' then 0 when 'priority' then 1 else 2 end)`,
      t.createdAt,
      t.id,
    ),
  ],
);
export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type NewSupportTicketRow = typeof supportTickets.$inferInsert;

/** Staff replies on a ticket; the staff member is kept while their account exists. */
export const supportTicketReplies = pgTable(
  'support_ticket_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    staffUserId: uuid('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('support_ticket_replies_ticket_idx').on(t.ticketId, t.createdAt)],
);
export type SupportTicketReplyRow = typeof supportTicketReplies.$inferSelect;
