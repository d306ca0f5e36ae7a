import { cad } from '../platform/money-value';

/**
 * The plan catalog's figures alone (prices, trial, limits), for the pages that print them without
 * needing the rest of the catalog (the landing page's pricing cards, on its first load): the
 * catalog (plans.ts) is built from these, so each figure is still written once (decision 032).
 */

/** -1: no limit (the spec's `ai_chats_per_month` convention). */
export const UNLIMITED = -1;

export const PLAN_FIGURES = {
  basic: { price: cad(0), trialDays: 0, applicationsPerMonth: 5, aiChatsPerMonth: 5, savedSearches: 1 },
  professional: {
    price: cad(499),
    trialDays: 7,
    applicationsPerMonth: UNLIMITED,
    aiChatsPerMonth: UNLIMITED,
    savedSearches: UNLIMITED,
  },
  premium: {
    // Spec 1 gives premium no price; spec 3's "$19" and "$49" were canned chat claims (decision 032).
    price: cad(1499),
    trialDays: 0,
    applicationsPerMonth: UNLIMITED,
    aiChatsPerMonth: UNLIMITED,
    savedSearches: UNLIMITED,
  },
} as const;

/**
 * Pay-Per-Post: publishing a job-mode posting is paid per post, visible for 30 days, no
 * subscription. The server's JOB_POST_PRICE_CENTS may change the price (0 turns the fee off);
 * GET /api/membership/packages answers the price in force.
 */
export const PAY_PER_POST = { price: cad(200), visibilityDays: 30 } as const;
