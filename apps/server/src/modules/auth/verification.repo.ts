import { and, count, desc, eq, gt, isNull, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { verificationCodes } from '../../db/schema/verification';

export type CodePurpose = (typeof verificationCodes.$inferSelect)['purpose'];

/**
 * Serialises code issuing for one address and purpose until the transaction ends,
 * so two concurrent requests cannot both slip under the resend limits.
 */
export async function lockAddress(tx: Executor, email: string, purpose: CodePurpose) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`code:${purpose}:${email}`}))`);
}

/** How many codes the address got since `since`, and when the newest was issued. */
export async function recentSends(db: Executor, email: string, purpose: CodePurpose, since: Date) {
  const [row] = await db
    .select({ sent: count(), newest: max(verificationCodes.createdAt) })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return { sent: Number(row?.sent ?? 0), newest: row?.newest ? new Date(row.newest) : null };
}

/** Stores a new code and kills the older live ones of the same purpose. */
export async function replaceCode(
  db: Executor,
  values: { email: string; purpose: CodePurpose; codeHash: string; expiresAt: Date; createdAt: Date },
) {
  await db
    .update(verificationCodes)
    .set({ consumedAt: values.createdAt })
    .where(
      and(
        eq(verificationCodes.email, values.email),
        eq(verificationCodes.purpose, values.purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
  const [row] = await db.insert(verificationCodes).values(values).returning({ id: verificationCodes.id });
  return row!.id;
}

/** The newest code of the address that was neither used nor replaced. */
export async function findLiveCode(db: Executor, email: string, purpose: CodePurpose) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.email, email),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row ?? null;
}

/** Counts one try; null when the code had no tries left (or was used meanwhile). */
export async function countAttempt(db: Executor, id: string, maxAttempts: number) {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, id),
        isNull(verificationCodes.consumedAt),
        sql`${verificationCodes.attempts} < ${maxAttempts}`,
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts ?? null;
}

/** Marks the code used; false when another request used it first. */
export async function consumeCode(db: Executor, id: string, at: Date) {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: at })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

/** Every code ever sent to the address (account deletion). */
export async function deleteCodesFor(db: Executor, email: string) {
  await db.delete(verificationCodes).where(eq(verificationCodes.email, email.toLowerCase()));
}

/** Retention: codes that expired before the cut-off (used ones expire too), however they ended. */
export async function deleteCodesExpiredBefore(db: Executor, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, cutoff))
    .returning({ id: verificationCodes.id });
  return rows.length;
}
