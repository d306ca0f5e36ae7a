/** The landing page's pricing section; prices in CAD. */
export const PRICING_PLANS = [
  { id: 'free', price: 0, period: 'month', jobApplicationsPerMonth: 5 },
  { id: 'pro', price: 4.99, period: 'month', trialDays: 7, creditCardRequired: false },
  { id: 'pay-per-post', price: 2, period: 'post', visibilityDays: 30 },
] as const;
export type PricingPlan = (typeof PRICING_PLANS)[number];

export const MEMBERSHIP_TIERS = ['basic', 'professional', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];
