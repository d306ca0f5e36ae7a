import { PAY_PER_POST, PLAN_FIGURES } from '@hirehand/shared/membership/plan-figures';

/**
 * The landing page's three pricing cards, read from the plan catalog's figures (decision 032): Free is
 * basic, Monthly Pro is professional, Pay-Per-Post the per-post price. Prices are Money in cents.
 */
export const LANDING_PLANS = [
  {
    id: 'free',
    price: PLAN_FIGURES.basic.price,
    period: 'month',
    jobApplicationsPerMonth: PLAN_FIGURES.basic.applicationsPerMonth,
  },
  {
    id: 'pro',
    price: PLAN_FIGURES.professional.price,
    period: 'month',
    trialDays: PLAN_FIGURES.professional.trialDays,
  },
  {
    id: 'pay-per-post',
    price: PAY_PER_POST.price,
    period: 'post',
    visibilityDays: PAY_PER_POST.visibilityDays,
  },
] as const;
export type LandingPlan = (typeof LANDING_PLANS)[number];

export const PAY_PER_POST_PLAN = LANDING_PLANS[2];

/**
 * "Post a Job"'s address: the landing page with the deep link that opens the posting wizard in
 * job mode (a visitor signs in first). A real address, so the link works before the app has taken over.
 */
export const POST_JOB_LINK = '/?post=job';
