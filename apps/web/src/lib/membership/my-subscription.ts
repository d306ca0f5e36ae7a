import type { MySubscriptionDto } from '@hirehand/shared/membership/membership';
import { useQuery } from '@tanstack/react-query';
import { MEMBERSHIP_QUERY_KEY } from '../query-keys';
import { authFetch } from '../session/session';

/** The signed-in person's plan and usage; under MEMBERSHIP_QUERY_KEY, so a plan change refreshes it. */
export const MY_SUBSCRIPTION_QUERY_KEY = [...MEMBERSHIP_QUERY_KEY, 'my-subscription'] as const;

/** GET /api/membership/my-subscription (bearer). */
export const fetchMySubscription = () => authFetch<MySubscriptionDto>('/api/membership/my-subscription');

/**
 * The plan, its dates and what is left this month. Read by /membership and by the apply dialog
 * (applications left), so it lives here rather than in one feature; `enabled` lets a screen ask
 * only when it shows (signed in, the dialog open).
 */
export function useMySubscription(enabled: boolean) {
  return useQuery({ queryKey: MY_SUBSCRIPTION_QUERY_KEY, queryFn: fetchMySubscription, enabled });
}
