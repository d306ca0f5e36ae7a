import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema/newsletter';

/** Inserts the address unless present; answers whether this call added it. */
export async function addSubscription(db: Executor, email: string): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length > 0;
}

export async function findSubscription(db: Executor, email: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
  return row ?? null;
}
