import type { PremiumMatchingPreferencesDto } from '@hirehand/shared/matching/premium-matching';
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type PremiumMatchingPreferencesRow, premiumMatchingPreferences } from '../../db/schema/matching';
import { postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';

/** The worker's saved Premium AI Matching preferences, or null when they never saved any. */
export async function findPremiumPreferences(
  db: Executor,
  userId: string,
): Promise<PremiumMatchingPreferencesRow | null> {
  const [row] = await db
    .select()
    .from(premiumMatchingPreferences)
    .where(eq(premiumMatchingPreferences.userId, userId));
  return row ?? null;
}

/** Inserts or replaces the worker's preferences. */
export async function upsertPremiumPreferences(
  db: Executor,
  userId: string,
  values: PremiumMatchingPreferencesDto,
  at: Date,
): Promise<PremiumMatchingPreferencesRow> {
  const fields = {
    priority: values.priority,
    radiusKm: values.radius,
    minimumPay: values.minimum_pay,
    jobTypes: values.job_types,
    certificationsOnly: values.certifications_only,
    premiumOnly: values.premium_only,
    updatedAt: at,
  };
  const [row] = await db
    .insert(premiumMatchingPreferences)
    .values({ userId, ...fields })
    .onConflictDoUpdate({ target: premiumMatchingPreferences.userId, set: fields })
    .returning();
  return row as PremiumMatchingPreferencesRow;
}

/** What a premium card shows beyond the matcher's candidate row: who posts it and the region. */
export interface PostingFacts {
  id: string;
  company: string;
  region: string | null;
}

/** The company (else the poster's name) and region of the answered postings: one primary-key read. */
export async function postingFacts(db: Executor, ids: string[]): Promise<Map<string, PostingFacts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: postings.id,
      company: postings.company,
      posterName: users.fullName,
      region: postings.region,
    })
    .from(postings)
    .innerJoin(users, eq(users.id, postings.posterId))
    .where(inArray(postings.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, company: row.company?.trim() || row.posterName, region: row.region },
    ]),
  );
}
