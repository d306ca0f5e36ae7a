import { and, count, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type AiChatMessageRow,
  type AiChatSessionRow,
  aiChatMessages,
  aiChatSessions,
  type NewAiChatSessionRow,
} from '../../db/schema/ai';

export async function findSession(db: Executor, id: string): Promise<AiChatSessionRow | null> {
  const [row] = await db.select().from(aiChatSessions).where(eq(aiChatSessions.id, id));
  return row ?? null;
}

export async function insertSession(db: Executor, values: NewAiChatSessionRow): Promise<AiChatSessionRow> {
  const [row] = await db.insert(aiChatSessions).values(values).returning();
  return row!;
}

export async function updateSession(
  db: Executor,
  id: string,
  patch: Partial<Pick<AiChatSessionRow, 'discoveredSkills' | 'state' | 'userMessages' | 'lastMessageAt'>>,
): Promise<void> {
  await db.update(aiChatSessions).set(patch).where(eq(aiChatSessions.id, id));
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  await db.delete(aiChatSessions).where(eq(aiChatSessions.id, id));
}

/** A visitor's sessions started since `since`, by their address's key. */
export async function countVisitorSessionsSince(
  db: Executor,
  clientKey: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(aiChatSessions)
    .where(
      and(
        eq(aiChatSessions.clientKey, clientKey),
        isNull(aiChatSessions.userId),
        gte(aiChatSessions.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function insertMessages(
  db: Executor,
  rows: Array<Pick<AiChatMessageRow, 'sessionId' | 'role' | 'content' | 'engine' | 'createdAt'>>,
): Promise<void> {
  await db.insert(aiChatMessages).values(rows);
}

/** The newest `limit` messages of a session, oldest first (the model's context). */
export async function recentMessages(
  db: Executor,
  sessionId: string,
  limit: number,
): Promise<AiChatMessageRow[]> {
  const rows = await db
    .select()
    .from(aiChatMessages)
    .where(eq(aiChatMessages.sessionId, sessionId))
    .orderBy(sql`${aiChatMessages.createdAt} desc`, sql`${aiChatMessages.id} desc`)
    .limit(limit);
  return rows.reverse();
}

/** Forgets visitors' sessions past their expiry (a recurring job). */
export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(aiChatSessions)
    .where(lte(aiChatSessions.expiresAt, now))
    .returning({ id: aiChatSessions.id });
  return gone.length;
}

/** A person's sessions and their messages, oldest first (data export). */
export async function listSessionsWithMessages(db: Executor, userId: string) {
  const sessions = await db
    .select()
    .from(aiChatSessions)
    .where(eq(aiChatSessions.userId, userId))
    .orderBy(aiChatSessions.createdAt);
  if (sessions.length === 0) return [];
  const messages = await db
    .select()
    .from(aiChatMessages)
    .where(
      inArray(
        aiChatMessages.sessionId,
        sessions.map((s) => s.id),
      ),
    )
    .orderBy(aiChatMessages.createdAt, aiChatMessages.id);
  return sessions.map((session) => ({
    session,
    messages: messages.filter((message) => message.sessionId === session.id),
  }));
}
