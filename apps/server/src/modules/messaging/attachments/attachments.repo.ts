import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { conversationParticipants, messageAttachments } from '../../../db/schema/messaging';

export type NewAttachment = typeof messageAttachments.$inferInsert;

export async function insertAttachment(tx: Executor, values: NewAttachment) {
  const [row] = await tx.insert(messageAttachments).values(values).returning();
  return row!;
}

/**
 * The attachment when it belongs to that conversation and the user takes part in it;
 * null otherwise, so a download never tells an outsider whether the file exists.
 */
export async function findAttachmentForParticipant(
  db: Executor,
  props: { conversationId: string; attachmentId: string; userId: string },
) {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, messageAttachments.conversationId),
        eq(conversationParticipants.userId, props.userId),
      ),
    )
    .where(
      and(
        eq(messageAttachments.id, props.attachmentId),
        eq(messageAttachments.conversationId, props.conversationId),
      ),
    );
  return row?.attachment ?? null;
}
