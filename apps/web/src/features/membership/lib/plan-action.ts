import type { MySubscriptionDto, PackageDto } from '@hirehand/shared/membership/membership';
import { isPaidTier } from '@hirehand/shared/membership/plans';

/** What a plan card's button does for this person (spec 1 §5 and the page's own rules). */
export type PlanAction =
  | { kind: 'current' }
  /** The plan on trial: it is the current one, and paying now keeps it (no second trial). */
  | { kind: 'pay-trial' }
  | { kind: 'sign-up' }
  | { kind: 'back-to-basic' }
  | { kind: 'trial'; days: number }
  | { kind: 'upgrade' };

/**
 * Signed out (`subscription` null): Basic is a sign-up, paid plans ask to sign in when chosen.
 * Signed in: the current plan is marked; a paid member's Basic is reached by cancelling;
 * Professional offers its trial while the account has not used it, and, during it, to pay now.
 */
export function planAction(plan: PackageDto, subscription: MySubscriptionDto | null | undefined): PlanAction {
  const tier = subscription?.membership_tier ?? null;
  if (tier === plan.tier)
    return subscription?.status === 'trialing' ? { kind: 'pay-trial' } : { kind: 'current' };
  if (plan.tier === 'basic')
    return tier && isPaidTier(tier) ? { kind: 'back-to-basic' } : { kind: 'sign-up' };
  const trialOpen = subscription ? subscription.trial_available && tier === 'basic' : true;
  return plan.trial_days > 0 && trialOpen ? { kind: 'trial', days: plan.trial_days } : { kind: 'upgrade' };
}
