import { PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import { describe, expect, it } from 'vitest';
import type { SubscriptionRow } from '../../db/schema/billing';
import { toPackagesDto } from './membership.presenter';
import {
  cheapestPlanWith,
  entitlementsOfTier,
  type Membership,
  nextUsageReset,
  usagePeriodStart,
} from './membership.service';

const basic: Membership = { tier: 'basic', plan: PLAN_CATALOG.basic, subscription: null };

function paid(periodStart: string, periodEnd: string): Membership {
  const subscription = {
    tier: 'professional',
    status: 'active',
    provider: 'stripe',
    currentPeriodStart: new Date(periodStart),
    currentPeriodEnd: new Date(periodEnd),
  } as SubscriptionRow;
  return { tier: 'professional', plan: PLAN_CATALOG.professional, subscription };
}

const at = (iso: string) => new Date(iso);

/*
 * Dates before November 2026 only: the time-zone database (2026c, in Node 24) has British
 * Columbia on permanent daylight time from 1 November 2026, which an older database does not know.
 */
describe('usagePeriodStart', () => {
  it("is basic's calendar month in Vancouver, not in UTC", () => {
    expect(usagePeriodStart(basic, at('2026-01-24T10:00:00Z'))).toBe('2026-01-01');
    // 00:30 UTC on February 1st is still 16:30 on January 31st in Vancouver (UTC-8).
    expect(usagePeriodStart(basic, at('2026-02-01T00:30:00Z'))).toBe('2026-01-01');
    expect(usagePeriodStart(basic, at('2026-02-01T07:59:59Z'))).toBe('2026-01-01');
    expect(usagePeriodStart(basic, at('2026-02-01T08:00:00Z'))).toBe('2026-02-01');
  });

  it('follows daylight saving time: midnight on the 1st is 07:00 UTC in summer', () => {
    expect(usagePeriodStart(basic, at('2026-07-01T06:59:59Z'))).toBe('2026-06-01');
    expect(usagePeriodStart(basic, at('2026-07-01T07:00:00Z'))).toBe('2026-07-01');
  });

  it('turns the year in Vancouver', () => {
    expect(usagePeriodStart(basic, at('2026-01-01T07:59:00Z'))).toBe('2025-12-01');
    expect(usagePeriodStart(basic, at('2026-01-01T08:00:00Z'))).toBe('2026-01-01');
  });

  it("is a paid plan's billing period start (its day in Vancouver), whatever the month", () => {
    const member = paid('2026-05-15T18:00:00Z', '2026-06-15T18:00:00Z');
    expect(usagePeriodStart(member, at('2026-05-20T10:00:00Z'))).toBe('2026-05-15');
    expect(usagePeriodStart(member, at('2026-06-02T10:00:00Z'))).toBe('2026-05-15');
    // A period starting 02:00 UTC began the evening before in Vancouver.
    expect(
      usagePeriodStart(paid('2026-05-16T02:00:00Z', '2026-06-16T02:00:00Z'), at('2026-05-20T10:00:00Z')),
    ).toBe('2026-05-15');
  });
});

describe('nextUsageReset', () => {
  it('is midnight on the next 1st in Vancouver, standard time (08:00 UTC)', () => {
    expect(nextUsageReset(basic, at('2026-01-24T10:00:00Z')).toISOString()).toBe('2026-02-01T08:00:00.000Z');
    expect(nextUsageReset(basic, at('2025-12-15T10:00:00Z')).toISOString()).toBe('2026-01-01T08:00:00.000Z');
  });

  it('is 07:00 UTC when the 1st falls in daylight time, and right across each change', () => {
    // Daylight time started on 8 March 2026: March 1st is standard time, April 1st daylight.
    expect(nextUsageReset(basic, at('2026-02-15T10:00:00Z')).toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(nextUsageReset(basic, at('2026-03-20T10:00:00Z')).toISOString()).toBe('2026-04-01T07:00:00.000Z');
    // It ended at 02:00 on 2 November 2025: November 1st's midnight was still daylight time.
    expect(nextUsageReset(basic, at('2025-10-15T10:00:00Z')).toISOString()).toBe('2025-11-01T07:00:00.000Z');
    expect(nextUsageReset(basic, at('2025-11-15T10:00:00Z')).toISOString()).toBe('2025-12-01T08:00:00.000Z');
  });

  it('is one instant after the last moment of the period', () => {
    const reset = nextUsageReset(basic, at('2026-03-31T23:00:00Z'));
    expect(usagePeriodStart(basic, new Date(reset.getTime() - 1))).toBe('2026-03-01');
    expect(usagePeriodStart(basic, reset)).toBe('2026-04-01');
  });

  it("is a paid plan's period end", () => {
    const member = paid('2026-05-15T18:00:00Z', '2026-06-15T18:00:00Z');
    expect(nextUsageReset(member, at('2026-05-20T10:00:00Z')).toISOString()).toBe('2026-06-15T18:00:00.000Z');
  });
});

describe('entitlementsOfTier', () => {
  it('gives basic its limits and no entitlement', () => {
    const basicPlan = entitlementsOfTier('basic');
    expect(basicPlan.limits).toEqual({ applicationsPerMonth: 5, aiChatsPerMonth: 5, savedSearches: 1 });
    expect(basicPlan.has('pro_badge')).toBe(false);
    expect(basicPlan.has('employer_contact')).toBe(false);
  });

  it('gives professional the badge, placement and priority support, unlimited', () => {
    const professional = entitlementsOfTier('professional');
    expect(professional.limits.applicationsPerMonth).toBe(-1);
    for (const entitlement of [
      'pro_badge',
      'priority_placement',
      'priority_support',
      'advanced_search',
    ] as const)
      expect(professional.has(entitlement)).toBe(true);
    for (const entitlement of ['employer_contact', 'exclusive_jobs', 'front_of_queue_support'] as const)
      expect(professional.has(entitlement)).toBe(false);
  });

  it("gives premium everything professional gives, and premium's own", () => {
    const premium = entitlementsOfTier('premium');
    for (const entitlement of PLAN_CATALOG.premium.entitlements) expect(premium.has(entitlement)).toBe(true);
    for (const entitlement of PLAN_CATALOG.professional.entitlements)
      expect(premium.has(entitlement)).toBe(true);
  });

  it('names the cheapest plan holding an entitlement', () => {
    expect(cheapestPlanWith('pro_badge')).toBe('professional');
    expect(cheapestPlanWith('employer_contact')).toBe('premium');
  });
});

describe('toPackagesDto', () => {
  it('answers the post price and tax setting the server runs with', () => {
    const free = toPackagesDto({ JOB_POST_PRICE_CENTS: 0, STRIPE_AUTOMATIC_TAX: true });
    expect(free.pay_per_post).toEqual({ price: { amount_cents: 0, currency: 'CAD' }, visibility_days: 30 });
    expect(free.taxes_extra).toBe(true);
  });
});
