import type { MembershipTier } from './plans';

/**
 * The words of the plan catalog (en-CA): names, descriptions and feature lines, which the server
 * answers in GET /api/membership/packages and the screens show. They promise only what the
 * software does: "priority support" is the staff queue's order, not a staffing promise (an
 * operator who staffs support around the clock can change these words).
 */
export const PLAN_TEXTS: Record<MembershipTier, { name: string; description: string }> = {
  basic: { name: 'Basic', description: 'Everything you need to start finding work.' },
  professional: {
    name: 'Professional',
    description: 'Unlimited applications and AI chats, and your certifications up front.',
  },
  premium: {
    name: 'Premium',
    description: 'Everything in Professional, plus the best-paid jobs first and direct employer contact.',
  },
};

export const PLAN_FEATURE_TEXTS: Record<string, string> = {
  applications_5: '5 job applications per month',
  ai_chats_5: '5 AI skill discovery chats per month',
  job_search: 'Job search with every filter',
  saved_search_1: 'One saved search with a weekly digest',
  unlimited_applications: 'Unlimited job applications',
  unlimited_ai_chats: 'Unlimited AI skill discovery chats',
  priority_placement: 'Priority placement for certified professionals',
  // Spec 1 §6's words, then what they are here (issue 19: saved searches with instant alerts).
  advanced_search: 'Advanced job search filters: saved searches with instant alerts',
  certification_badges: 'Certification badges',
  enhanced_visibility: 'Enhanced visibility: a Pro badge on your profile, applications and gigs',
  email_support: 'Email support: your messages flagged priority',
  everything_professional: 'Everything in Professional',
  exclusive_jobs: 'Exclusive high-paying jobs, shown to you first',
  employer_contact: 'Direct employer contact information',
  front_of_queue_support: 'Priority support: your messages answered first',
  premium_matching: 'Premium AI matching',
  advanced_analytics: 'Advanced analytics',
};

/** The words of a feature whose screen ships with a later release. */
export const LATER_FEATURE_SUFFIX = ' (coming soon)';

/** Texts of membership and payment answers (en-CA): refusals and notices. */
export const MEMBERSHIP_MESSAGES = {
  applicationLimit: (limit: number) =>
    `You've used your ${limit} job applications for this month on the Basic plan. Upgrade to Professional for unlimited applications, or apply again next month.`,
  aiChatLimit: (limit: number) =>
    `You've used your ${limit} AI chats for this month on the Basic plan. Upgrade to Professional for unlimited chats.`,
  planRequired: (plan: string) => `This feature is part of the ${plan} plan.`,
  alreadyBasic: 'You are already on the Basic plan!',
  alreadyOnTier: (plan: string) => `You are already on the ${plan} plan.`,
  badOrigin: 'The return address must be this site.',
  sessionNotFound: 'Checkout session not found.',
  postingNotPayable: 'This posting does not need a payment.',
  paymentsUnavailable: 'Payments are not available right now. Please try again later.',
  noSubscription: 'You have no paid plan to change.',
  notCancellable: 'This plan is already set to end.',
  notResumable: 'This plan is not set to end.',
  refundNotFound: 'That payment was not found.',
  refundTooLate: (days: number) => `Payments can be refunded within ${days} days. Please contact support.`,
  badSignature: 'The webhook signature is missing, wrong or too old.',
  alreadyRefunded: 'That payment was already refunded.',
  noBillingPortal: 'Billing is managed on your membership page.',
  checkoutExpired: 'Payment session expired. Please try again.',
} as const;
