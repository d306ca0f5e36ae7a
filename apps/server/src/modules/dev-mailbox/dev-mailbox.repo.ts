import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { outboxEmails } from '../../db/schema/mail';

/** The newest outbox e-mails (without their bodies) and how many there are in all. */
export async function listOutbox(db: Executor, limit: number) {
  const rows = await db
    .select({
      id: outboxEmails.id,
      category: outboxEmails.category,
      toAddress: outboxEmails.toAddress,
      subject: outboxEmails.subject,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
  const [total] = await db.select({ total: count() }).from(outboxEmails);
  return { rows, total: Number(total?.total ?? 0) };
}

export type OutboxListItem = Awaited<ReturnType<typeof listOutbox>>['rows'][number];

/** One outbox e-mail, or null. */
export async function findOutboxEmail(db: Executor, id: string) {
  const [row] = await db.select().from(outboxEmails).where(eq(outboxEmails.id, id)).limit(1);
  return row ?? null;
}
