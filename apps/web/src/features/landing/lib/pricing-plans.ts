import { PAY_PER_POST, PLAN_CATALOG } from '@hirehand/shared/membership/plans';

/**
 * The landing page's three pricing cards, read from the plan catalog (decision 032): Free is
 * basic, Monthly Pro is professional, Pay-Per-Post the per-post price. Prices are Money in cents.
 */
export const LANDING_PLANS = [
  {
    id: 'free',
    tier: 'basic',
    price: PLAN_CATALOG.basic.price,
    period: 'month',
    jobApplicationsPerMonth: PLAN_CATALOG.basic.limits.applicationsPerMonth,
  },
  {
    id: 'pro',
    tier: 'professional',
    price: PLAN_CATALOG.professional.price,
    period: 'month',
    trialDays: PLAN_CATALOG.professional.trialDays,
  },
  {
    id: 'pay-per-post',
    tier: null,
    price: PAY_PER_POST.price,
    period: 'post',
    visibilityDays: PAY_PER_POST.visibilityDays,
  },
] as const;
export type LandingPlan = (typeof LANDING_PLANS)[number];

export const PAY_PER_POST_PLAN = LANDING_PLANS[2];
