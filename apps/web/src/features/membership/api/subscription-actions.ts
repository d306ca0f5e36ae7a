import type { BillingPortalDto } from '@hirehand/shared/payments/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

interface SuccessDto {
  success: true;
}

/** POST /api/payments/subscription/cancel: the plan ends at the period's end. */
export const cancelSubscription = () =>
  authFetch<SuccessDto>('/api/payments/subscription/cancel', { method: 'POST' });

/** POST /api/payments/subscription/resume: the plan renews again. */
export const resumeSubscription = () =>
  authFetch<SuccessDto>('/api/payments/subscription/resume', { method: 'POST' });

/** Cancel or resume; either changes the plan's dates and adds a billing history row. */
export function useSubscriptionChange(action: 'cancel' | 'resume') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['membership', action],
    mutationFn: action === 'cancel' ? cancelSubscription : resumeSubscription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY }),
  });
}

/** GET /api/payments/billing-portal?return_url=: the provider's billing page, back to /membership. */
export const fetchBillingPortal = () =>
  authFetch<z.infer<typeof BillingPortalDto>>(
    `/api/payments/billing-portal?${new URLSearchParams({ return_url: `${window.location.origin}/membership` })}`,
  );

/** Opens the provider's billing page in this tab. */
export function useOpenBillingPortal() {
  return useMutation({
    mutationKey: ['membership', 'billing-portal'],
    mutationFn: async () => {
      const { url } = await fetchBillingPortal();
      window.location.assign(url);
    },
  });
}
