import type { PaidTier } from '@hirehand/shared/membership/plans';
import type { CheckoutSessionDto, CheckoutSessionInput } from '@hirehand/shared/payments/payments';
import { authFetch } from '../session/session';

/**
 * POST /api/payments/checkout/session for a plan (bearer): the provider's page to pay or start
 * the trial on, which sends the person back to this origin's /membership-success. The server
 * refuses any other origin (no open redirect).
 */
export function createCheckoutSession(tier: PaidTier, idempotencyKey?: string): Promise<CheckoutSessionDto> {
  const input: CheckoutSessionInput = { membership_tier: tier, origin_url: window.location.origin };
  return authFetch<CheckoutSessionDto>('/api/payments/checkout/session', {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
}

/**
 * Starts checkout for a plan and sends the browser to the provider's page. Resolves once the
 * navigation has begun; rejects with the ApiError (or network error) when no session was made.
 * The landing page imports this module on demand, so its first load does not carry it.
 */
export async function goToCheckout(tier: PaidTier, idempotencyKey?: string): Promise<void> {
  const session = await createCheckoutSession(tier, idempotencyKey);
  window.location.assign(session.checkout_url);
}
