import type { BillingHistoryItemDto } from '@hirehand/shared/payments/payments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';

export const BILLING_HISTORY_QUERY_KEY = [...MEMBERSHIP_QUERY_KEY, 'billing-history'] as const;

/** GET /api/payments/billing-history: charges, refunds and plan changes, newest first. */
export const fetchBillingHistory = () =>
  authFetch<{ items: BillingHistoryItemDto[] }>('/api/payments/billing-history');

export function useBillingHistory(enabled: boolean) {
  return useQuery({ queryKey: BILLING_HISTORY_QUERY_KEY, queryFn: fetchBillingHistory, enabled });
}

/** POST /api/payments/refund {charge_id}: a payment within the money-back period. */
export const refundCharge = (chargeId: string) =>
  authFetch<{ success: true }>('/api/payments/refund', { method: 'POST', body: { charge_id: chargeId } });

/** A refund may end the plan too: the plan and the history are read again. */
export function useRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['membership', 'refund'],
    mutationFn: refundCharge,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEMBERSHIP_QUERY_KEY }),
  });
}
