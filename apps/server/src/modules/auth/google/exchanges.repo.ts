import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { signInExchanges } from '../../../db/schema/identity';

/** Stores a one-time exchange for the user (only the code's hash). */
export async function insertSignInExchange(
  db: Executor,
  values: { codeHash: string; userId: string; expiresAt: Date; method?: 'google' | 'email_link' },
): Promise<void> {
  await db.insert(signInExchanges).values(values);
}

/**
 * Marks the exchange used and returns its user and how it was earned, in one statement: of
 * two concurrent calls with the same code only one sees a row. Null when the code is
 * unknown, used or expired at `now` (the server's clock).
 */
export async function consumeSignInExchange(db: Executor, codeHash: string, now: Date) {
  const [row] = await db
    .update(signInExchanges)
    .set({ consumedAt: now })
    .where(
      and(
        eq(signInExchanges.codeHash, codeHash),
        isNull(signInExchanges.consumedAt),
        gt(signInExchanges.expiresAt, now),
      ),
    )
    .returning({ userId: signInExchanges.userId, method: signInExchanges.method });
  return row ?? null;
}

/** Retention: exchanges that expired before the cut-off, used or not (they live 5 minutes). */
export async function deleteExchangesExpiredBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(signInExchanges)
    .where(lt(signInExchanges.expiresAt, cutoff))
    .returning({ id: signInExchanges.id });
  return rows.length;
}
