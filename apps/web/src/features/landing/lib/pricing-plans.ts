import { PAY_PER_POST, PLAN_FIGURES } from '@hirehand/shared/membership/plan-figures';

/**
 * The landing page's three pricing cards, read from the plan catalog's figures (decision 032): Free is
 * basic, Monthly Pro is professional, Pay-Per-Post the per-post price. Prices are Money in cents.
 */
export const LANDING_PLANS = [
  {
    id: 'free',
    tier: 'basic',
    price: PLAN_FIGURES.basic.price,
    period: 'month',
    jobApplicationsPerMonth: PLAN_FIGURES.basic.applicationsPerMonth,
  },
  {
    id: 'pro',
    tier: 'professional',
    price: PLAN_FIGURES.professional.price,
    period: 'month',
    trialDays: PLAN_FIGURES.professional.trialDays,
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
