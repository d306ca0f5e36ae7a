import { describe, expect, it } from 'vitest';
import { parsePaymentEvent, serializePaymentEvent } from './payment-event-payload';
import type { PaymentEvent } from './payment-provider';

describe('a PaymentEvent as a job payload', () => {
  it('travels as JSON and comes back with its dates as Dates', () => {
    const subscription = {
      providerSubscriptionId: 'sub_sandbox_1',
      providerCustomerId: 'cus_sandbox_1',
      tier: 'premium' as const,
      status: 'active' as const,
      currentPeriodStart: new Date('2026-11-01T00:00:00.000Z'),
      currentPeriodEnd: new Date('2026-12-01T00:00:00.000Z'),
      trialEnd: null,
      cancelAtPeriodEnd: false,
    };
    const event: PaymentEvent = {
      id: 'evt_sandbox_1',
      provider: 'sandbox',
      occurredAt: new Date('2026-11-01T00:00:01.000Z'),
      type: 'checkout.completed',
      checkout: {
        providerSessionId: 'cs_sandbox_1',
        status: 'complete',
        paymentStatus: 'paid',
        amountTotalCents: 1499,
        currency: 'cad',
        providerCustomerId: 'cus_sandbox_1',
        providerSubscriptionId: 'sub_sandbox_1',
        providerPaymentId: 'pi_sandbox_1',
      },
      subscription,
    };
    const payload = serializePaymentEvent(event);
    expect(payload.occurredAt).toBe('2026-11-01T00:00:01.000Z');
    expect(parsePaymentEvent(JSON.parse(JSON.stringify(payload)))).toEqual(event);
  });
});
