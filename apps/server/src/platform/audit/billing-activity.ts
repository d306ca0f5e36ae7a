import type { BillingEventKind } from '@hirehand/shared/payments/payments';
import type { Executor } from '../../db/client';
import { audit } from './audit';
import { userSubject } from './security-activity';

/**
 * Billing activity: every charge, refund and plan change, as audit events about the person
 * (`billing.<kind>`, subject their user), written in the transaction of the change. The billing
 * history a person sees is these events.
 */
export const BILLING_ACTION_PREFIX = 'billing.';

export const billingAction = (kind: BillingEventKind) => `${BILLING_ACTION_PREFIX}${kind}`;

/** The facts a billing event keeps (never card data: the provider holds that). */
export interface BillingEventData {
  tier: string | null;
  posting_id: string | null;
  amount_cents: number | null;
  currency: string | null;
  /** The charge the event took or refunded. */
  charge_id: string | null;
  [key: string]: unknown;
}

export function recordBillingEvent(
  executor: Executor,
  event: {
    at: Date;
    userId: string;
    /** The person themself (a cancel) or null (the provider's event, a renewal). */
    actorId: string | null;
    kind: BillingEventKind;
    data: BillingEventData;
  },
) {
  return audit.record(executor, {
    at: event.at,
    actorId: event.actorId,
    action: billingAction(event.kind),
    subject: userSubject(event.userId),
    data: event.data,
  });
}
