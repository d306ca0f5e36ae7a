import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applications } from '../../db/schema/applications';
import { conversationParticipants } from '../../db/schema/messaging';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

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
