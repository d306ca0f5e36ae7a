import { z } from 'zod';
import { Money } from '../platform/money';
import { ENTITLEMENTS, MEMBERSHIP_TIERS } from './plans';

export const MembershipTierSchema = z.enum(MEMBERSHIP_TIERS);

/**
 * How a contact message from a paid member is flagged for staff: `front` (premium's
 * front_of_queue_support) before `priority` (professional's priority_support) before the rest.
 */
export const SUPPORT_PRIORITIES = ['front', 'priority'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const SupportPrioritySchema = z.enum(SUPPORT_PRIORITIES);

export const SUBSCRIPTION_STATUSES = ['active', 'trialing', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** One plan as GET /api/membership/packages answers it (the catalog with its words). */
export const PackageDto = z.object({
  tier: MembershipTierSchema,
  name: z.string(),
  description: z.string(),
  /** Per month; 0 for basic. Taxes extra (`taxes_extra`). */
  price: Money,
  interval: z.literal('month'),
  trial_days: z.number().int(),
  /** The feature lines, as the spec's list of texts. */
  features: z.array(z.string()),
  applications_per_month: z.number().int(),
  ai_chats_per_month: z.number().int(),
});
export type PackageDto = z.infer<typeof PackageDto>;

/** GET /api/membership/packages */
export const PackagesDto = z.object({
  packages: z.object({ basic: PackageDto, professional: PackageDto, premium: PackageDto }),
  pay_per_post: z.object({ price: Money, visibility_days: z.number().int() }),
  /** Sales tax is added at checkout by the payment provider (GST/HST/PST/QST). */
  taxes_extra: z.boolean(),
});
export type PackagesDto = z.infer<typeof PackagesDto>;

/** GET /api/membership/my-subscription: the spec's four fields, then what the screens need. */
export const MySubscriptionDto = z.object({
  membership_tier: MembershipTierSchema,
  can_use_ai: z.boolean(),
  /** New AI chat sessions this month (the usage period). */
  ai_chats_used: z.number().int(),
  features: z.object({
    /** -1: unlimited. */
    ai_chats_per_month: z.number().int(),
    applications_per_month: z.number().int(),
  }),
  /** Basic is always `active`. */
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** ISO 8601; null on basic. */
  current_period_end: z.string().nullable(),
  trial_end: z.string().nullable(),
  cancel_at_period_end: z.boolean(),
  applications_used: z.number().int(),
  /** -1: unlimited. */
  applications_per_month: z.number().int(),
  /** When this month's counts start over (ISO 8601). */
  usage_resets_at: z.string(),
  /** The Professional trial was never used by this account. */
  trial_available: z.boolean(),
  /** A "Manage billing" page exists at the provider for this account. */
  can_manage_billing: z.boolean(),
  /** What the plan gives now (entitlementsOf): screens ask these, never the tier's name. */
  entitlements: z.array(z.enum(ENTITLEMENTS)),
});
export type MySubscriptionDto = z.infer<typeof MySubscriptionDto>;
