import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { contactMessages } from '../../db/schema/contact';
import { idpAccounts } from '../../db/schema/identity';
import { conversationParticipants } from '../../db/schema/messaging';
import { newsletterSubscriptions } from '../../db/schema/newsletter';
import { postings } from '../../db/schema/postings';
import { sessions } from '../../db/schema/sessions';
import { users } from '../../db/schema/users';

/** Ends every sign-in of the user (password reset); the ids, to announce on the bus. */
export async function revokeAllSessions(db: Executor, userId: string) {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.map((row) => row.id);
}

export async function listSessions(db: Executor, userId: string) {
  return db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(asc(sessions.createdAt));
}

/** Contact-form messages sent from the address (they carry no user id). */
export async function listContactMessagesFrom(db: Executor, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(asc(contactMessages.createdAt));
}

export async function findNewsletterSubscription(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  return row ?? null;
}

/** Deletes the user; sessions and sign-in exchanges go with it (foreign keys cascade). */
export async function deleteUser(db: Executor, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}

/** The built-in identity provider's account linked to the user, so it cannot sign in again. */
export async function deleteIdpAccount(db: Executor, uid: string) {
  await db.delete(idpAccounts).where(eq(idpAccounts.uid, uid));
}

/**
 * Whether the user posted, applied or takes part in a conversation (account.policy.ts):
 * one query of three index-backed existence checks.
 */
export async function findUserTypeDependents(db: Executor, userId: string) {
  const [row] = await db
    .select({
      postings: sql<boolean>`exists (select 1 from ${postings} where ${postings.posterId} = ${userId})`,
      applications: sql<boolean>`exists (select 1 from ${applications} where ${applications.applicantId} = ${userId})`,
      conversations: sql<boolean>`exists (
        select 1 from ${conversationParticipants} where ${conversationParticipants.userId} = ${userId}
      )`,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? { postings: false, applications: false, conversations: false };
}
