import type { PaidTier } from '@hirehand/shared/membership/plans';
import type { CheckoutSessionDto, CheckoutSessionInput } from '@hirehand/shared/payments/payments';
import { authFetch } from '../session/session';

/**
 * POST /api/payments/checkout/session for a plan (bearer): the provider's page to pay or start
 * the trial on, which sends the person back to this origin's /membership-success. The server
 * refuses any other origin (no open redirect).
 */
export function createCheckoutSession(
  target: PaidTier | { postingId: string },
  idempotencyKey?: string,
): Promise<CheckoutSessionDto> {
  const origin_url = window.location.origin;
  const input: CheckoutSessionInput =
    typeof target === 'string'
      ? { membership_tier: target, origin_url }
      : { posting_id: target.postingId, origin_url };
  return authFetch<CheckoutSessionDto>('/api/payments/checkout/session', {
    method: 'POST',
    body: input,
    idempotencyKey,
  });
}

/**
 * Starts checkout for a plan, or for a job post (Pay-Per-Post: a job awaiting its payment or a
 * renewal), and sends the browser to the provider's page. Resolves once the
 * navigation has begun; rejects with the ApiError (or network error) when no session was made.
 * The landing page imports this module on demand, so its first load does not carry it.
 */
export async function goToCheckout(
  target: PaidTier | { postingId: string },
  idempotencyKey?: string,
): Promise<void> {
  const session = await createCheckoutSession(target, idempotencyKey);
  window.location.assign(session.checkout_url);
}
