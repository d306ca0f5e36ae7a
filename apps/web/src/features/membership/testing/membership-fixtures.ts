import type { MySubscriptionDto, PackageDto, PackagesDto } from '@hirehand/shared/membership/membership';
import { PLAN_FEATURE_TEXTS, PLAN_TEXTS } from '@hirehand/shared/membership/membership-texts';
import { MEMBERSHIP_TIERS, PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';
import type { CheckoutStatusDto } from '@hirehand/shared/payments/payments';

/** GET /api/membership/packages as the server answers it: the catalog with its words. */
export function samplePackages(overrides: Partial<PackagesDto> = {}): PackagesDto {
  const entries = MEMBERSHIP_TIERS.map((tier): [typeof tier, PackageDto] => {
    const plan = PLAN_CATALOG[tier];
    return [
      tier,
      {
        tier,
        name: PLAN_TEXTS[tier].name,
        description: PLAN_TEXTS[tier].description,
        price: plan.price,
        interval: 'month',
        trial_days: plan.trialDays,
        features: plan.features.map((feature) => PLAN_FEATURE_TEXTS[feature.key]!),
        applications_per_month: plan.limits.applicationsPerMonth,
        ai_chats_per_month: plan.limits.aiChatsPerMonth,
      },
    ];
  });
  return {
    packages: Object.fromEntries(entries) as PackagesDto['packages'],
    pay_per_post: { price: PAY_PER_POST.price, visibility_days: PAY_PER_POST.visibilityDays },
    taxes_extra: true,
    ...overrides,
  };
}

/** A basic worker with 2 of 5 applications used this month. */
export function sampleSubscription(overrides: Partial<MySubscriptionDto> = {}): MySubscriptionDto {
  return {
    membership_tier: 'basic',
    can_use_ai: true,
    ai_chats_used: 1,
    features: { ai_chats_per_month: 5, applications_per_month: 5 },
    status: 'active',
    current_period_end: null,
    trial_end: null,
    cancel_at_period_end: false,
    applications_used: 2,
    applications_per_month: 5,
    usage_resets_at: '2026-12-01T08:00:00.000Z',
    trial_available: true,
    can_manage_billing: false,
    entitlements: [],
    ...overrides,
  };
}

/** A Professional member, paid, renewing on 27 December. */
export const paidSubscription = (overrides: Partial<MySubscriptionDto> = {}) =>
  sampleSubscription({
    membership_tier: 'professional',
    features: { ai_chats_per_month: -1, applications_per_month: -1 },
    applications_per_month: -1,
    current_period_end: '2026-12-27T15:00:00.000Z',
    trial_available: false,
    can_manage_billing: true,
    entitlements: [...PLAN_CATALOG.professional.entitlements],
    ...overrides,
  });

export function sampleCheckoutStatus(overrides: Partial<CheckoutStatusDto> = {}): CheckoutStatusDto {
  return {
    payment_status: 'paid',
    status: 'complete',
    membership_tier: 'professional',
    posting_id: null,
    amount_total: 499,
    currency: 'cad',
    trial_end: null,
    estimated_reach: null,
    ...overrides,
  };
}
