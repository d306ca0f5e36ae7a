import type { CheckoutStatusDto } from '@hirehand/shared/payments/payments';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/query-keys';
import { authFetch } from '@/lib/session/session';
import { isSettled, STATUS_POLL } from '../lib/payment-outcome';

/** GET /api/payments/checkout/status/{session_id}. */
export const fetchCheckoutStatus = (sessionId: string) =>
  authFetch<CheckoutStatusDto>(`/api/payments/checkout/status/${encodeURIComponent(sessionId)}`);

/**
 * The session's status, asked again every 2000 ms until it settles or 5 answers have come
 * (`attempts`). One failed check ends the polling: the page says so rather than guessing.
 */
export function useCheckoutStatus(sessionId: string | null) {
  const queryClient = useQueryClient();
  const queryKey = [...MEMBERSHIP_QUERY_KEY, 'checkout-status', sessionId];
  const query = useQuery({
    queryKey,
    queryFn: () => fetchCheckoutStatus(sessionId!),
    enabled: Boolean(sessionId),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchIntervalInBackground: true,
    refetchInterval: (current) => {
      const { data, dataUpdateCount, status } = current.state;
      if (status === 'error' || !data || isSettled(data)) return false;
      return dataUpdateCount >= STATUS_POLL.maxAttempts ? false : STATUS_POLL.intervalMs;
    },
  });
  // Reading dataUpdatedAt subscribes to every answer, even one equal to the last (an open session
  // answers the same five times), so the count read here is current.
  const attempts = query.dataUpdatedAt ? (queryClient.getQueryState(queryKey)?.dataUpdateCount ?? 0) : 0;
  return { status: query.data, attempts, failed: query.isError };
}
