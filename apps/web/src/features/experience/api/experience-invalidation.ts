import type { QueryClient } from '@tanstack/react-query';
import { GIGS_QUERY_KEY } from '@/lib/query-keys';
import { experienceQueryKey } from './get-experience';

/** After a change to a user's entries: their list, and gig details (they show 2 recent work items). */
export function invalidateAfterExperienceChange(queryClient: QueryClient, userId: string) {
  void queryClient.invalidateQueries({ queryKey: experienceQueryKey(userId) });
  void queryClient.invalidateQueries({ queryKey: [...GIGS_QUERY_KEY, 'detail'] });
}
