import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages } from '../../db/schema/contact';

export type NewContactMessage = typeof contactMessages.$inferInsert;

export async function insertContactMessage(db: Executor, values: NewContactMessage) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  return row!;
}

/** Marks the message mailed once; a delivery job run again keeps the first time. */
export async function markContactMessageMailed(db: Executor, id: string, at: Date) {
  await db
    .update(contactMessages)
    .set({ mailedAt: at })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.mailedAt)));
}

/** Contact-form messages sent from the address (they carry no user id), oldest first. */
export async function listContactMessagesFrom(db: Executor, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(asc(contactMessages.createdAt));
}

/**
 * One page of every contact-form message in the staff queue's order: `front`, then
 * `priority`, then the rest, each newest first (ties by id, so pages never overlap). The
 * terms are contact_messages_queue_idx's, so the page is read from the index.
 */
export async function listContactMessagesInQueueOrder(db: Executor, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(contactMessages)
    .orderBy(
      sql`(case ${contactMessages.supportPriority} when 'front' then 0 when 'priority' then 1 else 2 end)`,
      sql`${contactMessages.createdAt} desc nulls last`,
      desc(contactMessages.id),
    )
    .limit(page.limit)
    .offset(page.offset);
}

export async function countContactMessages(db: Executor): Promise<number> {
  const [row] = await db.select({ total: count() }).from(contactMessages);
  return row?.total ?? 0;
}

export async function findContactMessage(db: Executor, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row ?? null;
}
