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
