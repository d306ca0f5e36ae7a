import type { PaidTier } from '@hirehand/shared/membership/plans';
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type NewSubscriptionRow,
  type SubscriptionRow,
  subscriptions,
  type UsageMetric,
  usageCounters,
} from '../../db/schema/billing';

const LIVE = ['active', 'trialing', 'past_due'] as const;

export async function findLiveSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, LIVE)))
    .limit(1);
  return row ?? null;
}

/** The live subscriptions of several people at once (one query, for lists that show a badge). */
export async function findLiveSubscriptions(
  db: Executor,
  userIds: readonly string[],
): Promise<SubscriptionRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select()
    .from(subscriptions)
    .where(and(inArray(subscriptions.userId, [...userIds]), inArray(subscriptions.status, LIVE)));
}

/**
 * SQL: whether the user in `userId` (a column of the caller's query) holds a live subscription
 * of one of `tiers`: one probe of the live-subscription index per row, inside the caller's statement.
 */
export function liveSubscriptionOfTierSql(userId: SQLWrapper, tiers: readonly PaidTier[]): SQL {
  if (tiers.length === 0) return sql`false`;
  return sql`exists (select 1 from ${subscriptions} where ${subscriptions.userId} = ${userId}
    and ${inArray(subscriptions.status, LIVE)} and ${inArray(subscriptions.tier, [...tiers])})`;
}

export async function findSubscriptionByProviderId(
  db: Executor,
  provider: SubscriptionRow['provider'],
  providerSubscriptionId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  const query = db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function hasEverTrialed(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), sql`${subscriptions.trialEnd} is not null`))
    .limit(1);
  return Boolean(row);
}

export async function listSubscriptions(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt));
}

export async function insertSubscription(db: Executor, values: NewSubscriptionRow): Promise<SubscriptionRow> {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
}

export async function updateSubscription(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewSubscriptionRow, 'id' | 'userId'>>,
): Promise<SubscriptionRow> {
  const [row] = await db.update(subscriptions).set(patch).where(eq(subscriptions.id, id)).returning();
  return row!;
}

/**
 * One more use in the period, only while under `limit`: one statement, so two requests at the
 * limit cannot both pass. Returns the count after the increment, or null at the limit.
 */
export async function incrementUsage(
  db: Executor,
  key: { userId: string; metric: UsageMetric; periodStart: string },
  limit: number,
): Promise<number | null> {
  const rows = await db
    .insert(usageCounters)
    .values({ ...key, used: 1 })
    .onConflictDoUpdate({
      target: [usageCounters.userId, usageCounters.metric, usageCounters.periodStart],
      set: { used: sql`${usageCounters.used} + 1` },
      setWhere: sql`${usageCounters.used} < ${limit}`,
    })
    .returning({ used: usageCounters.used });
  return rows[0]?.used ?? null;
}

/** Gives one use back (the counted action failed); never below zero. */
export async function decrementUsage(
  db: Executor,
  key: { userId: string; metric: UsageMetric; periodStart: string },
): Promise<void> {
  await db
    .update(usageCounters)
    .set({ used: sql`${usageCounters.used} - 1` })
    .where(
      and(
        eq(usageCounters.userId, key.userId),
        eq(usageCounters.metric, key.metric),
        eq(usageCounters.periodStart, key.periodStart),
        sql`${usageCounters.used} > 0`,
      ),
    );
}

export async function readUsage(
  db: Executor,
  key: { userId: string; metric: UsageMetric; periodStart: string },
): Promise<number> {
  const [row] = await db
    .select({ used: usageCounters.used })
    .from(usageCounters)
    .where(
      and(
        eq(usageCounters.userId, key.userId),
        eq(usageCounters.metric, key.metric),
        eq(usageCounters.periodStart, key.periodStart),
      ),
    );
  return row?.used ?? 0;
}

/** Every counted period of the person, newest first (data export). */
export async function listUsage(db: Executor, userId: string) {
  return db
    .select()
    .from(usageCounters)
    .where(eq(usageCounters.userId, userId))
    .orderBy(desc(usageCounters.periodStart), usageCounters.metric);
}
