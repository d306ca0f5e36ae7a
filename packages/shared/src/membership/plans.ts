import type { Money } from '../platform/money';
import { PLAN_FIGURES } from './plan-figures';

/**
 * The plan catalog: every price, limit and feature of the membership tiers and of Pay-Per-Post,
 * read by the server (entitlements, checkout, the packages answer) and every screen (landing
 * pricing, /membership, the result page), so no price or limit is written twice (decision 032).
 * Texts live in membership-texts.ts, keyed by the names used here.
 */
export const MEMBERSHIP_TIERS = ['basic', 'professional', 'premium'] as const;
export type MembershipTier = (typeof MEMBERSHIP_TIERS)[number];

export const PAID_TIERS = ['professional', 'premium'] as const;
export type PaidTier = (typeof PAID_TIERS)[number];
export const isPaidTier = (tier: string): tier is PaidTier =>
  (PAID_TIERS as readonly string[]).includes(tier);

export { PAY_PER_POST, UNLIMITED } from './plan-figures';

/**
 * What a plan gives, as data: each policy asks `entitlementsOf(user)` (server) for these, never
 * "is the tier premium".
 */
export const ENTITLEMENTS = [
  /** Applicants listed first, marked, in a poster's inbox when they also hold a certification. */
  'priority_placement',
  /** Saved job searches with instant alerts (basic: one, weekly digest). */
  'advanced_search',
  /** The Pro badge on the profile, applications and gig cards. */
  'pro_badge',
  /** Contact messages flagged priority for staff. */
  'priority_support',
  /** Contact messages and tickets at the front of the staff queue, marked. */
  'front_of_queue_support',
  /** A poster's contact e-mail (and phone) on job detail. */
  'employer_contact',
  /** High-paying postings marked exclusive and shown first. */
  'exclusive_jobs',
  /** Premium AI matching and advanced analytics (the AI matching analytics): decision 040. */
  'premium_matching',
  'advanced_analytics',
] as const;
export type Entitlement = (typeof ENTITLEMENTS)[number];

export interface PlanLimits {
  applicationsPerMonth: number;
  aiChatsPerMonth: number;
  savedSearches: number;
}

/** A feature line on a plan card; `later`: gated to the plan now, its screen ships with a later release. */
export interface PlanFeature {
  key: string;
  later?: true;
}

export interface Plan {
  tier: MembershipTier;
  /** Per billing interval (a month); 0 for basic. Tax is added at checkout. */
  price: Money;
  interval: 'month';
  /** A free trial without a card, once per account. */
  trialDays: number;
  limits: PlanLimits;
  entitlements: readonly Entitlement[];
  features: readonly PlanFeature[];
}

const PROFESSIONAL_ENTITLEMENTS = [
  'priority_placement',
  'advanced_search',
  'pro_badge',
  'priority_support',
] as const satisfies readonly Entitlement[];

const limitsOf = (tier: MembershipTier): PlanLimits => {
  const { applicationsPerMonth, aiChatsPerMonth, savedSearches } = PLAN_FIGURES[tier];
  return { applicationsPerMonth, aiChatsPerMonth, savedSearches };
};

export const PLAN_CATALOG: Record<MembershipTier, Plan> = {
  basic: {
    tier: 'basic',
    price: PLAN_FIGURES.basic.price,
    interval: 'month',
    trialDays: PLAN_FIGURES.basic.trialDays,
    limits: limitsOf('basic'),
    entitlements: [],
    features: [
      { key: 'applications_5' },
      { key: 'ai_chats_5' },
      { key: 'job_search' },
      { key: 'saved_search_1' },
    ],
  },
  professional: {
    tier: 'professional',
    price: PLAN_FIGURES.professional.price,
    interval: 'month',
    trialDays: PLAN_FIGURES.professional.trialDays,
    limits: limitsOf('professional'),
    entitlements: PROFESSIONAL_ENTITLEMENTS,
    features: [
      { key: 'unlimited_applications' },
      { key: 'unlimited_ai_chats' },
      { key: 'priority_placement' },
      { key: 'advanced_search' },
      { key: 'certification_badges' },
      { key: 'enhanced_visibility' },
      { key: 'email_support' },
    ],
  },
  premium: {
    tier: 'premium',
    price: PLAN_FIGURES.premium.price,
    interval: 'month',
    trialDays: PLAN_FIGURES.premium.trialDays,
    limits: limitsOf('premium'),
    entitlements: [
      ...PROFESSIONAL_ENTITLEMENTS,
      'front_of_queue_support',
      'employer_contact',
      'exclusive_jobs',
      'premium_matching',
      'advanced_analytics',
    ],
    features: [
      { key: 'everything_professional' },
      { key: 'exclusive_jobs' },
      { key: 'employer_contact' },
      { key: 'front_of_queue_support' },
      { key: 'premium_matching' },
      { key: 'advanced_analytics' },
    ],
  },
};

/** The order plans are shown and compared in (an upgrade goes right). */
export const tierRank = (tier: MembershipTier) => MEMBERSHIP_TIERS.indexOf(tier);

/** A posting paying at least this much an hour (CAD) is "exclusive": premium members see it first. */
export const EXCLUSIVE_HOURLY_RATE_CENTS = 6000;

/** Paid plans and posts can be refunded on request this many days after the payment. */
export const MONEY_BACK_DAYS = 7;

/**
 * Basic's monthly limits reset on the 1st in this zone (support is in Vancouver); a paid plan's
 * limits, where it has any, follow its billing period.
 */
export const USAGE_TIME_ZONE = 'America/Vancouver';
