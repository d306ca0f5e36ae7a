import type { MySubscriptionDto } from '@hirehand/shared/membership/membership';
import { PLAN_CATALOG } from '@hirehand/shared/membership/plans';

/** GET /api/membership/my-subscription as a Basic member reads it, for component tests. */
export const sampleSubscription = (patch: Partial<MySubscriptionDto> = {}): MySubscriptionDto => ({
  membership_tier: 'basic',
  can_use_ai: true,
  ai_chats_used: 0,
  features: { ai_chats_per_month: 5, applications_per_month: 5 },
  status: 'active',
  current_period_end: null,
  trial_end: null,
  cancel_at_period_end: false,
  applications_used: 0,
  applications_per_month: 5,
  usage_resets_at: '2026-12-01T08:00:00.000Z',
  trial_available: true,
  can_manage_billing: false,
  entitlements: [],
  ...patch,
});

/** A Premium member: every entitlement of the plan, no monthly limits. */
export const premiumSubscription = (patch: Partial<MySubscriptionDto> = {}) =>
  sampleSubscription({
    membership_tier: 'premium',
    features: { ai_chats_per_month: -1, applications_per_month: -1 },
    applications_per_month: -1,
    trial_available: false,
    entitlements: [...PLAN_CATALOG.premium.entitlements],
    ...patch,
  });
