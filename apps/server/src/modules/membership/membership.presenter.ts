import type { MySubscriptionDto, PackageDto, PackagesDto } from '@hirehand/shared/membership/membership';
import {
  LATER_FEATURE_SUFFIX,
  PLAN_FEATURE_TEXTS,
  PLAN_TEXTS,
} from '@hirehand/shared/membership/membership-texts';
import {
  type MembershipTier,
  PAY_PER_POST,
  PLAN_CATALOG,
  UNLIMITED,
} from '@hirehand/shared/membership/plans';
import { cad } from '@hirehand/shared/platform/money';
import type { Env } from '../../env';
import type { MembershipSummary } from './membership.service';

function toPackageDto(tier: MembershipTier): PackageDto {
  const plan = PLAN_CATALOG[tier];
  return {
    tier,
    ...PLAN_TEXTS[tier],
    price: plan.price,
    interval: plan.interval,
    trial_days: plan.trialDays,
    // A feature whose screen ships later is sold as such, never as if it were there.
    features: plan.features.map(
      (feature) =>
        `${PLAN_FEATURE_TEXTS[feature.key] ?? feature.key}${feature.later ? LATER_FEATURE_SUFFIX : ''}`,
    ),
    applications_per_month: plan.limits.applicationsPerMonth,
    ai_chats_per_month: plan.limits.aiChatsPerMonth,
  };
}

/** The catalog with its words, and the post price and tax setting this server runs with. */
export function toPackagesDto(env: Pick<Env, 'JOB_POST_PRICE_CENTS' | 'STRIPE_AUTOMATIC_TAX'>): PackagesDto {
  return {
    packages: {
      basic: toPackageDto('basic'),
      professional: toPackageDto('professional'),
      premium: toPackageDto('premium'),
    },
    pay_per_post: { price: cad(env.JOB_POST_PRICE_CENTS), visibility_days: PAY_PER_POST.visibilityDays },
    taxes_extra: env.STRIPE_AUTOMATIC_TAX,
  };
}

export function toMySubscriptionDto(summary: MembershipSummary): MySubscriptionDto {
  const { membership } = summary;
  const { limits } = membership.plan;
  const subscription = membership.subscription;
  return {
    membership_tier: membership.tier,
    can_use_ai: limits.aiChatsPerMonth === UNLIMITED || summary.aiChatsUsed < limits.aiChatsPerMonth,
    ai_chats_used: summary.aiChatsUsed,
    features: {
      ai_chats_per_month: limits.aiChatsPerMonth,
      applications_per_month: limits.applicationsPerMonth,
    },
    status: subscription?.status ?? 'active',
    current_period_end: subscription?.currentPeriodEnd.toISOString() ?? null,
    trial_end: subscription?.trialEnd?.toISOString() ?? null,
    cancel_at_period_end: subscription?.cancelAtPeriodEnd ?? false,
    applications_used: summary.applicationsUsed,
    applications_per_month: limits.applicationsPerMonth,
    usage_resets_at: summary.usageResetsAt.toISOString(),
    trial_available: summary.trialAvailable,
    // The sandbox has no billing portal; a provider's customer holds one.
    can_manage_billing: subscription !== null && subscription.provider !== 'sandbox',
    entitlements: [...membership.plan.entitlements],
  };
}
