import type { SessionEndReason } from '@hirehand/shared/auth/session-end';
import { and, asc, eq, isNotNull, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions } from '../../db/schema/sessions';
import type { EventBus } from '../bus/event-bus';
import { publishCommitted } from '../bus/publish-committed';
import { ACCESS_TOKEN_TTL_SECONDS } from './tokens';

/**
 * The sessions table: one row per sign-in. The auth guard reads it on every guarded request
 * (so it lives in platform, which never imports a module); the auth and account modules
 * start, list and end sessions through it.
 */

/** Announced on the bus when sessions end, so every instance's guard forgets them at once. */
export const SESSION_REVOKED_EVENT = 'session.revoked';

/** Opens a session at `at` (ctx.clock.now()). */
export async function insertSession(db: Executor, values: { userId: string; userAgent?: string }, at: Date) {
  const [row] = await db
    .insert(sessions)
    .values({ ...values, createdAt: at, lastSeenAt: at })
    .returning();
  return row!;
}

const activeSessionQuery = (db: Executor, id: string | ReturnType<typeof sql.placeholder>) =>
  db
    .select({ id: sessions.id, userId: sessions.userId, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));

/** The auth guard's lookup (every few seconds per signed-in session): prepared once per database. */
const activeSessionStatement = preparedPerDatabase((db) =>
  activeSessionQuery(db, sql.placeholder('id')).prepare('sessions_active_by_id'),
);

/** The session if it exists and is not revoked. */
export async function findActiveSession(db: Executor, id: string) {
  const statement = activeSessionStatement(db);
  const [row] = await (statement ? statement.execute({ id }) : activeSessionQuery(db, id));
  return row ?? null;
}

/**
 * Why a session is no longer live: the reason stored when it was revoked, or 'expired' when
 * there is no such session (its account is gone) or it ended before reasons were stored.
 * Null while it is live. Read only when a token is refused, to tell its device why.
 */
export async function sessionEndReason(
  db: Executor,
  id: string,
): Promise<SessionEndReason | 'expired' | null> {
  const [row] = await db
    .select({ revokedReason: sessions.revokedReason, revoked: isNotNull(sessions.revokedAt) })
    .from(sessions)
    .where(eq(sessions.id, id));
  if (row && !row.revoked) return null;
  return row?.revokedReason ?? 'expired';
}

/** Ends one sign-in (signing out on this device). */
export async function revokeSession(db: Executor, id: string, reason: SessionEndReason, at: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/** Ends every other sign-in of the user (after a password change, or "sign out everywhere"). */
export async function revokeOtherSessions(
  db: Executor,
  userId: string,
  keepSessionId: string,
  reason: SessionEndReason,
  at: Date,
) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

export async function touchSession(db: Executor, id: string, at: Date) {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

/** Ends every sign-in of the user (password reset); the ids, to announce on the bus. */
export async function revokeAllSessions(db: Executor, userId: string, reason: SessionEndReason, at: Date) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

/** Every sign-in of the user, revoked ones too, oldest first (the data export). */
export async function listSessions(db: Executor, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

/**
 * Tells every instance to drop its cached view of these sessions (committed as revoked), so
 * they end at once. A bus failure is logged: the guard's cache forgets them within seconds.
 */
export async function announceRevokedSessions(
  ctx: { bus: EventBus; log: FastifyBaseLogger },
  sessionIds: string[],
) {
  if (sessionIds.length === 0) return;
  await publishCommitted(ctx, { type: SESSION_REVOKED_EVENT, payload: { sessionIds } });
}

/**
 * Retention: sessions that ended before `endedBefore`, whether signed out (revoked_at) or run
 * out (their token lives ACCESS_TOKEN_TTL_SECONDS from sign-in and is never refreshed).
 */
export async function deleteSessionsEndedBefore(db: Executor, endedBefore: Date): Promise<number> {
  const createdBefore = new Date(endedBefore.getTime() - ACCESS_TOKEN_TTL_SECONDS * 1000);
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.revokedAt, endedBefore), lt(sessions.createdAt, createdBefore)))
    .returning({ id: sessions.id });
  return rows.length;
}
