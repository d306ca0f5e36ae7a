import { MEMBERSHIP_ERRORS } from '@hirehand/shared/membership/membership-errors';
import { PLAN_TEXTS } from '@hirehand/shared/membership/membership-texts';
import {
  type Entitlement,
  MEMBERSHIP_TIERS,
  type MembershipTier,
  PAID_TIERS,
  PLAN_CATALOG,
  type Plan,
  UNLIMITED,
  USAGE_TIME_ZONE,
} from '@hirehand/shared/membership/plans';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import type { NewSubscriptionRow, SubscriptionRow, UsageMetric } from '../../db/schema/billing';
import { actorOf } from '../../platform/auth/auth-guard';
import { errors } from '../../platform/errors';
import * as repo from './membership.repo';

/*
 * Plans as the rest of the server sees them (decision 032): who is on which tier, what that
 * gives (`entitlementsOf`), and the monthly usage counters behind plan limits. The payments
 * module changes subscriptions only through the functions at the end of this file.
 */

/** A person's plan now: basic unless a live (trialing, active, past_due) subscription says otherwise. */
export interface Membership {
  tier: MembershipTier;
  plan: Plan;
  subscription: SubscriptionRow | null;
}

export async function membershipOf(db: Executor, userId: string): Promise<Membership> {
  const subscription = await repo.findLiveSubscription(db, userId);
  const tier: MembershipTier = subscription?.tier ?? 'basic';
  return { tier, plan: PLAN_CATALOG[tier], subscription };
}

/** What a plan gives: every policy and screen asks this, never "is the tier premium". */
export interface Entitlements {
  tier: MembershipTier;
  limits: Plan['limits'];
  has(entitlement: Entitlement): boolean;
}

export const entitlementsOfTier = (tier: MembershipTier): Entitlements => {
  const plan = PLAN_CATALOG[tier];
  const granted = new Set<Entitlement>(plan.entitlements);
  return { tier, limits: plan.limits, has: (entitlement) => granted.has(entitlement) };
};

export async function entitlementsOf(db: Executor, userId: string): Promise<Entitlements> {
  return entitlementsOfTier((await membershipOf(db, userId)).tier);
}

/**
 * The entitlements of several people in one query (badges on lists: applicants, gig cards),
 * so a page of twenty never asks twenty times. Everyone absent from the answer is on basic.
 */
export async function entitlementsOfMany(
  db: Executor,
  userIds: readonly string[],
): Promise<Map<string, Entitlements>> {
  const unique = [...new Set(userIds)];
  const live = await repo.findLiveSubscriptions(db, unique);
  const tierOf = new Map(live.map((row) => [row.userId, row.tier] as const));
  return new Map(unique.map((id) => [id, entitlementsOfTier(tierOf.get(id) ?? 'basic')]));
}

/**
 * SQL: whether the user in `userId` (a column) holds the entitlement now, for a read model that
 * orders by it or marks rows in one statement (the poster's inbox). The tiers come from the
 * catalog, so this asks the plan for the entitlement as entitlementsOf does.
 */
export function holdsEntitlementSql(userId: SQLWrapper, entitlement: Entitlement): SQL {
  if (PLAN_CATALOG.basic.entitlements.includes(entitlement)) return sql`true`;
  const tiers = PAID_TIERS.filter((tier) => PLAN_CATALOG[tier].entitlements.includes(entitlement));
  return repo.liveSubscriptionOfTierSql(userId, tiers);
}

/** The first (cheapest) plan that gives an entitlement, named in a plan_required refusal. */
export function cheapestPlanWith(entitlement: Entitlement): MembershipTier {
  return MEMBERSHIP_TIERS.find((tier) => PLAN_CATALOG[tier].entitlements.includes(entitlement)) ?? 'premium';
}

/** The 403 plan_required refusal of a feature, naming the cheapest plan that gives it. */
export const planRequiredError = (entitlement: Entitlement) =>
  errors.forbidden(MEMBERSHIP_ERRORS.planRequired(PLAN_TEXTS[cheapestPlanWith(entitlement)].name));

/**
 * Throws 403 plan_required, naming the plan, unless the person's plan gives the entitlement;
 * a visitor (null) holds none.
 */
export async function assertEntitled(
  db: Executor,
  userId: string | null,
  entitlement: Entitlement,
): Promise<void> {
  if (userId && (await entitlementsOf(db, userId)).has(entitlement)) return;
  throw planRequiredError(entitlement);
}

/**
 * A route guard (after app.authenticate) for a feature a plan gives: 403 plan_required
 * otherwise. For a route whose every call needs the plan; a filter that only sometimes needs
 * it asks assertEntitled in its service.
 */
export function requirePlan(entitlement: Entitlement) {
  return async (request: FastifyRequest): Promise<void> => {
    await assertEntitled(request.server.ctx.db, actorOf(request).userId, entitlement);
  };
}

/** The first day of the usage period holding `now`, as YYYY-MM-DD. */
export function usagePeriodStart(membership: Membership, now: Date): string {
  // A paid plan counts by its billing period; basic by the calendar month in Vancouver.
  const from = membership.subscription ? membership.subscription.currentPeriodStart : now;
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: USAGE_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(from);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return membership.subscription
    ? `${part('year')}-${part('month')}-${part('day')}`
    : `${part('year')}-${part('month')}-01`;
}

/** When basic's monthly counts start over: the next 1st at midnight in Vancouver. */
export function nextUsageReset(membership: Membership, now: Date): Date {
  if (membership.subscription) return membership.subscription.currentPeriodEnd;
  const [year, month] = usagePeriodStart(membership, now).split('-').map(Number) as [number, number];
  const next = month === 12 ? { y: year + 1, m: 1 } : { y: year, m: month + 1 };
  return zonedMidnight(next.y, next.m, 1, USAGE_TIME_ZONE);
}

/** Midnight of a calendar day in a time zone, as an instant. */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const utcGuess = Date.UTC(year, month - 1, day);
  const offsetAt = (instant: number) => {
    const shown = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    }).formatToParts(new Date(instant));
    const get = (type: string) => Number(shown.find((p) => p.type === type)!.value);
    return (
      Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant
    );
  };
  // Two passes settle the offset across a daylight-saving change.
  let instant = utcGuess - offsetAt(utcGuess);
  instant = utcGuess - offsetAt(instant);
  return new Date(instant);
}

const limitOf = (plan: Plan, metric: UsageMetric) =>
  metric === 'applications' ? plan.limits.applicationsPerMonth : plan.limits.aiChatsPerMonth;

/** A counted use taken; `release` gives it back if the counted action then fails. */
export interface UsageTicket {
  used: number;
  limit: number;
  release(db: Executor): Promise<void>;
}

/**
 * Counts one use of a limited action (a job application, a new AI chat) for the person, in the
 * caller's transaction when given: null when the plan's limit for the period is reached. One
 * atomic statement, so concurrent requests never overshoot (the AI issue calls this too).
 */
export async function consumeUsage(
  db: Executor,
  props: { userId: string; metric: UsageMetric; now: Date },
): Promise<UsageTicket | null> {
  const membership = await membershipOf(db, props.userId);
  const limit = limitOf(membership.plan, props.metric);
  const key = {
    userId: props.userId,
    metric: props.metric,
    periodStart: usagePeriodStart(membership, props.now),
  };
  // Unlimited plans still count (the screens show "used this month"), with no ceiling.
  const used = await repo.incrementUsage(db, key, limit === UNLIMITED ? 2_147_483_647 : limit);
  if (used === null) return null;
  return { used, limit, release: (executor) => repo.decrementUsage(executor, key) };
}

/**
 * Whether the person may count one more use now, and the plan's limit (UNLIMITED: -1): a check
 * before costly work (an AI answer); consumeUsage still decides, atomically, when it is stored.
 */
export async function usageAllowance(
  db: Executor,
  props: { userId: string; metric: UsageMetric; now: Date },
): Promise<{ allowed: boolean; limit: number }> {
  const membership = await membershipOf(db, props.userId);
  const limit = limitOf(membership.plan, props.metric);
  if (limit === UNLIMITED) return { allowed: true, limit };
  const used = await usageOf(db, { membership, ...props });
  return { allowed: used < limit, limit };
}

/** Uses so far in the current period. */
export async function usageOf(
  db: Executor,
  props: { membership: Membership; userId: string; metric: UsageMetric; now: Date },
): Promise<number> {
  return repo.readUsage(db, {
    userId: props.userId,
    metric: props.metric,
    periodStart: usagePeriodStart(props.membership, props.now),
  });
}

/** The Professional trial is once per account. */
export function hasEverTrialed(db: Executor, userId: string): Promise<boolean> {
  return repo.hasEverTrialed(db, userId);
}

// --- Subscription state, written only by the payments module (in its event's transaction). ---

export function findSubscriptionByProviderId(
  db: Executor,
  provider: SubscriptionRow['provider'],
  providerSubscriptionId: string,
  options: { lock?: boolean } = {},
): Promise<SubscriptionRow | null> {
  return repo.findSubscriptionByProviderId(db, provider, providerSubscriptionId, options);
}

export function findLiveSubscription(db: Executor, userId: string): Promise<SubscriptionRow | null> {
  return repo.findLiveSubscription(db, userId);
}

export function listSubscriptions(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return repo.listSubscriptions(db, userId);
}

export function insertSubscription(db: Executor, values: NewSubscriptionRow): Promise<SubscriptionRow> {
  return repo.insertSubscription(db, values);
}

export function updateSubscription(
  db: Executor,
  id: string,
  patch: Partial<Omit<NewSubscriptionRow, 'id' | 'userId'>>,
): Promise<SubscriptionRow> {
  return repo.updateSubscription(db, id, patch);
}

/** Everything "my subscription" shows: the plan now, this period's counts and what is on offer. */
export interface MembershipSummary {
  membership: Membership;
  applicationsUsed: number;
  aiChatsUsed: number;
  usageResetsAt: Date;
  trialAvailable: boolean;
}

export async function membershipSummary(db: Executor, userId: string, now: Date): Promise<MembershipSummary> {
  const membership = await membershipOf(db, userId);
  const [applicationsUsed, aiChatsUsed, trialed] = await Promise.all([
    usageOf(db, { membership, userId, metric: 'applications', now }),
    usageOf(db, { membership, userId, metric: 'ai_chats', now }),
    repo.hasEverTrialed(db, userId),
  ]);
  return {
    membership,
    applicationsUsed,
    aiChatsUsed,
    usageResetsAt: nextUsageReset(membership, now),
    trialAvailable: !trialed,
  };
}
