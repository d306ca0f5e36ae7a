import { eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type NewSupportChatSessionRow,
  type SupportChatMessageRow,
  type SupportChatSessionRow,
  supportChatMessages,
  supportChatSessions,
} from '../../db/schema/support';

export async function findSupportSession(db: Executor, id: string): Promise<SupportChatSessionRow | null> {
  const [row] = await db.select().from(supportChatSessions).where(eq(supportChatSessions.id, id));
  return row ?? null;
}

export async function insertSupportSession(
  db: Executor,
  values: NewSupportChatSessionRow,
): Promise<SupportChatSessionRow> {
  const [row] = await db.insert(supportChatSessions).values(values).returning();
  return row!;
}

export async function updateSupportSession(
  db: Executor,
  id: string,
  patch: Partial<Pick<SupportChatSessionRow, 'userMessages' | 'lastMessageAt' | 'category'>>,
): Promise<void> {
  await db.update(supportChatSessions).set(patch).where(eq(supportChatSessions.id, id));
}

export async function insertSupportMessages(
  db: Executor,
  rows: Array<
    Pick<SupportChatMessageRow, 'sessionId' | 'role' | 'content' | 'engine' | 'createdAt'> &
      Partial<Pick<SupportChatMessageRow, 'articles' | 'escalation'>>
  >,
): Promise<void> {
  await db.insert(supportChatMessages).values(rows);
}

/** The newest `limit` messages of a session, oldest first. */
export async function recentSupportMessages(
  db: Executor,
  sessionId: string,
  limit: number,
): Promise<SupportChatMessageRow[]> {
  const rows = await db
    .select()
    .from(supportChatMessages)
    .where(eq(supportChatMessages.sessionId, sessionId))
    .orderBy(sql`${supportChatMessages.createdAt} desc`, sql`${supportChatMessages.id} desc`)
    .limit(limit);
  return rows.reverse();
}

/** Forgets visitors' support chats past their expiry (a recurring job). */
export async function deleteExpiredSupportSessions(db: Executor, now: Date): Promise<number> {
  const gone = await db
    .delete(supportChatSessions)
    .where(lte(supportChatSessions.expiresAt, now))
    .returning({ id: supportChatSessions.id });
  return gone.length;
}

/** A member's support chats with their messages, oldest first (data export). */
export async function listSupportSessionsWithMessages(db: Executor, userId: string) {
  const sessions = await db
    .select()
    .from(supportChatSessions)
    .where(eq(supportChatSessions.userId, userId))
    .orderBy(supportChatSessions.createdAt);
  if (sessions.length === 0) return [];
  const messages = await db
    .select()
    .from(supportChatMessages)
    .where(
      inArray(
        supportChatMessages.sessionId,
        sessions.map((s) => s.id),
      ),
    )
    .orderBy(supportChatMessages.createdAt, supportChatMessages.id);
  return sessions.map((session) => ({
    session,
    messages: messages.filter((message) => message.sessionId === session.id),
  }));
}
