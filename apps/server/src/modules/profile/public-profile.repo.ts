import { and, count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { postings } from '../../db/schema/postings';

const openOf = (userId: string) => and(eq(postings.posterId, userId), eq(postings.status, 'open'));

/** A poster's open postings, newest first (the poster index serves it), and how many there are. */
export async function findOpenPostingsOf(db: Executor, userId: string, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: postings.id,
        mode: postings.mode,
        title: postings.title,
        location: postings.location,
        city: postings.city,
        region: postings.region,
        pricing_type: postings.pricingType,
        salary_min: postings.salaryMin,
        salary_max: postings.salaryMax,
        fixed_price: postings.fixedPrice,
        createdAt: postings.createdAt,
      })
      .from(postings)
      .where(openOf(userId))
      .orderBy(desc(postings.createdAt), postings.id)
      .limit(limit),
    db.select({ n: count() }).from(postings).where(openOf(userId)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export type OpenPostingRow = Awaited<ReturnType<typeof findOpenPostingsOf>>['rows'][number];
