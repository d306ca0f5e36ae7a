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

/**
 * A turn of an existing session in one statement (no transaction round trips): the session's
 * skills, state, message count and last message time, and the turn's messages, stored together
 * or not at all.
 */
export async function continueSession(
  db: Executor,
  id: string,
  patch: Pick<AiChatSessionRow, 'discoveredSkills' | 'state' | 'lastMessageAt'>,
  rows: Array<Pick<AiChatMessageRow, 'role' | 'content' | 'engine' | 'createdAt'>>,
): Promise<void> {
  const values = sql.join(
    rows.map(
      (row) =>
        sql`(${row.role}::text, ${row.content}::text, ${row.engine}::text, ${row.createdAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    with turn as (
      update ${aiChatSessions}
      set discovered_skills = array(select jsonb_array_elements_text(${JSON.stringify(patch.discoveredSkills)}::jsonb)),
          state = ${JSON.stringify(patch.state)}::jsonb,
          user_messages = user_messages + 1,
          last_message_at = ${patch.lastMessageAt.toISOString()}::timestamptz
      where id = ${id}
      returning id
    )
    insert into ${aiChatMessages} (session_id, role, content, engine, created_at)
    select turn.id, m.role, m.content, m.engine, m.created_at
    from turn, (values ${values}) as m(role, content, engine, created_at)`);
}
