import { MESSAGE_TYPES } from '@hirehand/shared/messaging/messaging';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { postings } from './postings';
import { users } from './users';

export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id').references(() => postings.id, { onDelete: 'set null' }),
    title: text('title'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last activity: creation or the newest message. The list sorts on it. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The sorted participant ids and the linked job id (or '-') at creation, for dedupe.
     * Kept when the job is deleted (job_id becomes null), so that deletion never collides
     * with the same people's unlinked conversation.
     */
    dedupeKey: text('dedupe_key').notNull(),
  },
  (t) => [
    uniqueIndex('conversations_dedupe_key').on(t.dedupeKey),
    index('conversations_job_idx').on(t.jobId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    messageType: text('message_type', { enum: MESSAGE_TYPES }).notNull().default('text'),
    // clock_timestamp, not now(): messages in one transaction still get distinct, ordered times.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`clock_timestamp()`),
  },
  (t) => [
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt, t.id),
    check('messages_message_type_check', sql`${t.messageType} in ('text', 'image', 'file')`),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    /** Messages from others created at or before this are read. */
    lastReadAt: timestamp('last_read_at', { withTimezone: true }),
    lastReadMessageId: uuid('last_read_message_id').references(() => messages.id, { onDelete: 'set null' }),
    /** Messages from others created at or before this have reached one of the user's devices. */
    lastDeliveredAt: timestamp('last_delivered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_participants_user_idx').on(t.userId),
  ],
);

/** A file sent as a message; the bytes live in the storage provider under storage_key. */
export const messageAttachments = pgTable(
  'message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    /** The uploader's file name, cleaned; downloads are served under it. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('message_attachments_message_idx').on(t.messageId),
    uniqueIndex('message_attachments_storage_key_idx').on(t.storageKey),
    index('message_attachments_conversation_idx').on(t.conversationId),
    check('message_attachments_size_check', sql`${t.sizeBytes} > 0`),
  ],
);

export type MessageAttachmentRow = typeof messageAttachments.$inferSelect;
export type ConversationRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ConversationParticipantRow = typeof conversationParticipants.$inferSelect;
