import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** What the built-in career conversation has learnt so far, so it never asks twice. */
export interface CareerConversationState {
  /** Topics already asked about, in order. */
  asked: string[];
  /** What the person said about each topic they answered. */
  answers: Record<string, string>;
  /** What the assistant already said once (a profession, the certification tip, a job count), so it does not repeat it. */
  told?: string[];
  /**
   * The job matches last found, by the skills and place they were searched for, so a turn that
   * changed neither reuses them for a few minutes instead of searching again.
   */
  jobs?: {
    key: string;
    at: string;
    matches: { id: string; title: string; city: string | null; salary: string; distance_km: number | null }[];
  };
}

/**
 * AI career discovery sessions (issue 20): one per conversation, its owner a user or, for a
 * visitor, nobody (then `client_key`, a hash of the address, counts the visitor's sessions a day,
 * and the session is forgotten after AI_CHAT_LIMITS.anonymousSessionHours). The id is random and
 * unguessable; a session id that is not the caller's is never read.
 */
export const aiChatSessions = pgTable(
  'ai_chat_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientKey: text('client_key'),
    /** Canonical skill names found so far (the skills taxonomy). */
    discoveredSkills: text('discovered_skills').array().notNull().default(sql`'{}'::text[]`),
    state: jsonb('state').$type<CareerConversationState>().notNull(),
    /** The person's messages so far (AI_CHAT_LIMITS.messagesPerSession at most). */
    userMessages: integer('user_messages').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull(),
    /** Set for a visitor's session: when it is deleted. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    check('ai_chat_sessions_owner_check', sql`${t.userId} is not null or ${t.clientKey} is not null`),
    index('ai_chat_sessions_user_idx').on(t.userId),
    index('ai_chat_sessions_client_idx').on(t.clientKey, t.createdAt).where(sql`${t.userId} is null`),
    index('ai_chat_sessions_expiry_idx').on(t.expiresAt).where(sql`${t.expiresAt} is not null`),
  ],
);
export type AiChatSessionRow = typeof aiChatSessions.$inferSelect;
export type NewAiChatSessionRow = typeof aiChatSessions.$inferInsert;

/** A session's messages, both sides, as they were said (the engine that answered beside each reply). */
export const aiChatMessages = pgTable(
  'ai_chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: text('session_id')
      .notNull()
      .references(() => aiChatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    content: text('content').notNull(),
    /** For a reply: `builtin` or the model's name. */
    engine: text('engine'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('ai_chat_messages_role_check', sql`${t.role} in ('user', 'assistant')`),
    index('ai_chat_messages_session_idx').on(t.sessionId, t.createdAt),
  ],
);
export type AiChatMessageRow = typeof aiChatMessages.$inferSelect;
