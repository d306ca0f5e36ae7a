import { type Refusal, refusal } from '../platform/errors';
import { MEMBERSHIP_MESSAGES } from './membership-texts';

/** The refusals of plans, limits and payments (decision 022). */
export const MEMBERSHIP_ERRORS = {
  applicationLimit: (limit: number): Refusal =>
    refusal('membership.application_limit', MEMBERSHIP_MESSAGES.applicationLimit(limit)),
  aiChatLimit: (limit: number): Refusal =>
    refusal('membership.ai_chat_limit', MEMBERSHIP_MESSAGES.aiChatLimit(limit)),
  planRequired: (plan: string): Refusal =>
    refusal('membership.plan_required', MEMBERSHIP_MESSAGES.planRequired(plan)),
  alreadyBasic: refusal('payments.already_basic', MEMBERSHIP_MESSAGES.alreadyBasic),
  alreadyOnTier: (plan: string): Refusal =>
    refusal('payments.already_on_tier', MEMBERSHIP_MESSAGES.alreadyOnTier(plan)),
  badOrigin: refusal('payments.bad_origin', MEMBERSHIP_MESSAGES.badOrigin),
  sessionNotFound: refusal('payments.session_not_found', MEMBERSHIP_MESSAGES.sessionNotFound),
  postingNotPayable: refusal('payments.posting_not_payable', MEMBERSHIP_MESSAGES.postingNotPayable),
  paymentsUnavailable: refusal('payments.unavailable', MEMBERSHIP_MESSAGES.paymentsUnavailable),
  noSubscription: refusal('payments.no_subscription', MEMBERSHIP_MESSAGES.noSubscription),
  notCancellable: refusal('payments.not_cancellable', MEMBERSHIP_MESSAGES.notCancellable),
  notResumable: refusal('payments.not_resumable', MEMBERSHIP_MESSAGES.notResumable),
  refundNotFound: refusal('payments.refund_not_found', MEMBERSHIP_MESSAGES.refundNotFound),
  refundTooLate: (days: number): Refusal =>
    refusal('payments.refund_too_late', MEMBERSHIP_MESSAGES.refundTooLate(days)),
  badSignature: refusal('payments.bad_signature', MEMBERSHIP_MESSAGES.badSignature),
  alreadyRefunded: refusal('payments.already_refunded', MEMBERSHIP_MESSAGES.alreadyRefunded),
  noBillingPortal: refusal('payments.no_billing_portal', MEMBERSHIP_MESSAGES.noBillingPortal),
} as const;
