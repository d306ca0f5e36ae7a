import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATIONS_QUERY_KEY } from '../../notifications/api/notifications';

/** Every query the dashboard shows starts with this key. */
export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/**
 * After any change to postings or applications: the dashboard and the bell, and the public
 * lists a posting's status or fields show in (job board and map under 'jobs', marketplace and
 * gig details under 'gigs').
 */
export function invalidateAfterChange(queryClient: QueryClient) {
  return Promise.all(
    [DASHBOARD_QUERY_KEY, NOTIFICATIONS_QUERY_KEY, ['jobs'], ['gigs']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
