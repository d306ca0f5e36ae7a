import type { SecurityActivityPageDto } from '@hirehand/shared/account/security-activity';
import { useInfiniteQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

export const SECURITY_ACTIVITY_QUERY_KEY = ['account', 'security-activity'] as const;

/** GET /api/account/security-activity: one page of the caller's own events, newest first. */
export const fetchSecurityActivity = (cursor: string | null) =>
  authFetch<SecurityActivityPageDto>(
    `/api/account/security-activity${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`,
  );

/** Pages of the security activity; fetchNextPage loads older events while there are any. */
export function useSecurityActivity() {
  return useInfiniteQuery({
    queryKey: SECURITY_ACTIVITY_QUERY_KEY,
    queryFn: ({ pageParam }) => fetchSecurityActivity(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}
