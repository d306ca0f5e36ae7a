import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

/** A read model over users and postings for the public figures; it never writes them. */

export async function countWorkers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.userType, 'worker'));
  return row?.n ?? 0;
}

export async function countOpenPostings(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(postings).where(eq(postings.status, 'open'));
  return row?.n ?? 0;
}

/** Median hourly rate of open hourly jobs that require a certification and of those that do not. */
export async function hourlyMediansByCertification(db: Executor) {
  const rows = await db
    .select({
      certified: postings.certificationRequired,
      n: count(),
      median: sql<string | null>`percentile_cont(0.5) within group (order by ${postings.hourlyRate})`,
    })
    .from(postings)
    .where(
      and(
        eq(postings.mode, 'job'),
        eq(postings.status, 'open'),
        eq(postings.pricingType, 'hourly'),
        isNotNull(postings.hourlyRate),
      ),
    )
    .groupBy(postings.certificationRequired);
  const side = (certified: boolean) => {
    const row = rows.find((r) => r.certified === certified);
    return { count: row?.n ?? 0, median: row?.median == null ? null : Number(row.median) };
  };
  return { certified: side(true), other: side(false) };
}
