import { eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { mailDeliveries, outboxEmails } from '../../db/schema/mail';

/** True when an e-mail with this dedupe key was already handed to the provider. */
export async function wasDelivered(db: Executor, dedupeKey: string): Promise<boolean> {
  const [row] = await db
    .select({ key: mailDeliveries.dedupeKey })
    .from(mailDeliveries)
    .where(eq(mailDeliveries.dedupeKey, dedupeKey))
    .limit(1);
  return row !== undefined;
}

/** Records that the provider accepted the e-mail with this dedupe key. */
export async function recordDelivery(
  db: Executor,
  delivery: { dedupeKey: string; template: string; deliveredAt: Date },
) {
  await db.insert(mailDeliveries).values(delivery).onConflictDoNothing();
}

/** Retention (decision 021): outbox e-mails and delivery records older than the cut-offs. */
export async function pruneMail(
  db: Executor,
  { outboxBefore, deliveriesBefore }: { outboxBefore: Date; deliveriesBefore: Date },
) {
  const outbox = await db
    .delete(outboxEmails)
    .where(lt(outboxEmails.createdAt, outboxBefore))
    .returning({ id: outboxEmails.id });
  const deliveries = await db
    .delete(mailDeliveries)
    .where(lt(mailDeliveries.deliveredAt, deliveriesBefore))
    .returning({ key: mailDeliveries.dedupeKey });
  return { outbox: outbox.length, deliveries: deliveries.length };
}
