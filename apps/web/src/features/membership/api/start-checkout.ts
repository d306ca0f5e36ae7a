import type { PaidTier } from '@hirehand/shared/membership/plans';
import { useMutation } from '@tanstack/react-query';
import { goToCheckout } from '@/lib/membership/checkout';
import { useSubmissionKeys } from '@/lib/submission-key';

/**
 * POST /api/payments/checkout/session, then the browser goes to `checkout_url`. A second click
 * on the same plan sends the same Idempotency-Key, so one session is made.
 */
export function useStartCheckout() {
  const keys = useSubmissionKeys();
  return useMutation({
    mutationKey: ['membership', 'checkout'],
    mutationFn: (tier: PaidTier) => goToCheckout(tier, keys.keyFor({ tier })),
  });
}
