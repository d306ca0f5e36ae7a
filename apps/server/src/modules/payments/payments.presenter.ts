import {
  BILLING_EVENT_KINDS,
  type BillingEventKind,
  type BillingHistoryItemDto,
  type CheckoutStatusDto,
} from '@hirehand/shared/payments/payments';
import { CURRENCIES, type Currency, type Money } from '@hirehand/shared/platform/money';
import type { AuditEventRow } from '../../db/schema/audit';
import type { ChargeRow, CheckoutSessionRow } from '../../db/schema/billing';
import { BILLING_ACTION_PREFIX } from '../../platform/audit/billing-activity';
import { isWithinMoneyBack } from './refunds.service';

export function toCheckoutStatusDto(
  session: CheckoutSessionRow,
  extras: { trialEnd: Date | null; estimatedReach: number | null },
): CheckoutStatusDto {
  return {
    payment_status: session.paymentStatus,
    status: session.status,
    membership_tier: session.tier,
    posting_id: session.postingId,
    amount_total: session.amountTotalCents,
    currency: session.currency.toLowerCase(),
    trial_end: extras.trialEnd?.toISOString() ?? null,
    estimated_reach: extras.estimatedReach,
  };
}

const isKind = (value: string): value is BillingEventKind =>
  (BILLING_EVENT_KINDS as readonly string[]).includes(value);

const moneyOf = (cents: unknown, currency: unknown): Money | null => {
  if (typeof cents !== 'number' || typeof currency !== 'string') return null;
  const upper = currency.toUpperCase();
  return (CURRENCIES as readonly string[]).includes(upper)
    ? { amount_cents: cents, currency: upper as Currency }
    : null;
};

/** Kinds whose charge is money taken, which the person may ask back. */
const PAYMENT_KINDS: readonly BillingEventKind[] = ['subscribed', 'renewed', 'post_paid'];

/** The billing events as the history lists them, a refundable charge named on its own payment. */
export function toBillingHistory(history: { events: AuditEventRow[]; charges: ChargeRow[]; now: Date }) {
  const charges = new Map(history.charges.map((charge) => [charge.id, charge]));
  const items: BillingHistoryItemDto[] = [];
  for (const event of history.events) {
    const kind = event.action.slice(BILLING_ACTION_PREFIX.length);
    if (!isKind(kind)) continue;
    const data = event.data;
    const charge = typeof data.charge_id === 'string' ? charges.get(data.charge_id) : undefined;
    const refundable =
      charge &&
      PAYMENT_KINDS.includes(kind) &&
      !charge.refundedAt &&
      isWithinMoneyBack(charge.createdAt, history.now);
    items.push({
      id: event.id,
      kind,
      occurred_at: event.createdAt.toISOString(),
      tier:
        data.tier === 'basic' || data.tier === 'professional' || data.tier === 'premium' ? data.tier : null,
      posting_id: typeof data.posting_id === 'string' ? data.posting_id : null,
      amount: moneyOf(data.amount_cents, data.currency),
      refundable_charge_id: refundable ? charge.id : null,
    });
  }
  return { items };
}

/**
 * A company's billing (GET /api/business/billing) in the billing history's shape: each post paid
 * and each refund of one, newest first. A refund is asked by whoever paid, from their own billing
 * history, so nothing here is offered as refundable.
 */
export function toCompanyBilling(charges: ChargeRow[]) {
  const items: (BillingHistoryItemDto & { at: number })[] = [];
  for (const charge of charges) {
    const amount = moneyOf(charge.amountCents, charge.currency);
    const item = { tier: null, posting_id: charge.postingId, amount, refundable_charge_id: null };
    items.push({
      ...item,
      id: charge.id,
      kind: 'post_paid',
      occurred_at: charge.createdAt.toISOString(),
      at: charge.createdAt.getTime(),
    });
    if (charge.refundedAt) {
      items.push({
        ...item,
        id: `${charge.id}-refund`,
        kind: 'refunded',
        occurred_at: charge.refundedAt.toISOString(),
        at: charge.refundedAt.getTime(),
      });
    }
  }
  items.sort((a, b) => b.at - a.at);
  return { items: items.map(({ at: _at, ...item }) => item) };
}
