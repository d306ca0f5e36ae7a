import { z } from 'zod';
import { MembershipTierSchema } from '../membership/membership';
import { PAID_TIERS } from '../membership/plans';
import { Money } from '../platform/money';

/**
 * POST /api/payments/checkout/session: a paid tier (the spec's call) or, instead, a posting to
 * pay for (Pay-Per-Post). `origin_url` must be this site's own origin: the provider sends the
 * person back there (no open redirect).
 */
export const CheckoutSessionInput = z
  .object({
    membership_tier: MembershipTierSchema.optional(),
    posting_id: z.uuid().optional(),
    origin_url: z.string().trim().min(1).max(2048),
  })
  .refine((input) => (input.membership_tier === undefined) !== (input.posting_id === undefined), {
    message: 'Choose a plan or a posting to pay for',
    path: ['membership_tier'],
  });
export type CheckoutSessionInput = z.infer<typeof CheckoutSessionInput>;

export const CheckoutSessionDto = z.object({
  success: z.literal(true),
  checkout_url: z.string(),
  session_id: z.string(),
});
export type CheckoutSessionDto = z.infer<typeof CheckoutSessionDto>;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A checkout session id: the sandbox's `cs_sandbox_…` or Stripe's `cs_…`. */
export const CheckoutSessionId = z.string().regex(/^cs_[A-Za-z0-9_]{8,200}$/, 'Invalid session id');

/** GET /api/payments/checkout/status/{session_id} */
export const CheckoutStatusDto = z.object({
  payment_status: z.enum(PAYMENT_STATUSES),
  status: z.enum(CHECKOUT_STATUSES),
  /** The plan bought; null for a post. */
  membership_tier: MembershipTierSchema.nullable(),
  posting_id: z.string().nullable(),
  /** Cents, tax included; 0 for a trial. */
  amount_total: z.number().int(),
  /** Lower case, as payment providers write it ("cad"); the result page upper-cases it. */
  currency: z.string(),
  /** A trial that started (no payment required): when it ends. */
  trial_end: z.string().nullable(),
  /** A paid job post: how many workers it reaches now (the wizard's success text); null otherwise. */
  estimated_reach: z.number().int().nullable(),
});
export type CheckoutStatusDto = z.infer<typeof CheckoutStatusDto>;

export const PaidTierSchema = z.enum(PAID_TIERS);

/**
 * Billing history, newest first: every charge, refund and plan change (the `billing.*` audit
 * events about the person).
 */
export const BILLING_EVENT_KINDS = [
  'trial_started',
  'subscribed',
  'renewed',
  'renewal_failed',
  'cancel_scheduled',
  'resumed',
  'plan_ended',
  'trial_ended',
  'refunded',
  'post_paid',
] as const;
export type BillingEventKind = (typeof BILLING_EVENT_KINDS)[number];

export const BillingHistoryItemDto = z.object({
  id: z.string(),
  kind: z.enum(BILLING_EVENT_KINDS),
  occurred_at: z.string(),
  tier: MembershipTierSchema.nullable(),
  posting_id: z.string().nullable(),
  amount: Money.nullable(),
  /** A charge the person may still have refunded (within the money-back period, not refunded). */
  refundable_charge_id: z.string().nullable(),
});
export type BillingHistoryItemDto = z.infer<typeof BillingHistoryItemDto>;

export const BillingHistoryDto = z.object({ items: z.array(BillingHistoryItemDto) });

export const RefundInput = z.object({ charge_id: z.uuid() });

export const BillingPortalDto = z.object({ url: z.string() });

/**
 * The rest of the payments API (all bearer):
 * - POST /api/payments/subscription/cancel, POST /api/payments/subscription/resume (no body):
 *   set or clear "ends at the period's end" on the live plan; answer SuccessDto.
 * - GET /api/payments/billing-history: BillingHistoryDto.
 * - POST /api/payments/refund {charge_id}: a payment within MONEY_BACK_DAYS; answer SuccessDto.
 * - GET /api/payments/billing-portal?return_url=: BillingPortalDto; 404 where the provider has none.
 */
export const SuccessDto = z.object({ success: z.literal(true) });

export const BillingPortalQuery = z.object({ return_url: z.string().trim().min(1).max(2048) });

/**
 * The embedded sandbox checkout page (`checkout_url` without Stripe): a page of the app at
 * /api/payments/sandbox/checkout/{session_id}, headed "Sandbox checkout", saying "Sandbox: no
 * real charge", with the buttons "Pay" (or "Start trial" for a trial) and "Cancel".
 */
export const SANDBOX_CHECKOUT_PATH = '/api/payments/sandbox/checkout';
