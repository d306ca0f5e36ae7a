import type { HelpSearchDto } from '@hirehand/shared/help/help';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { HELP_QUERY_KEY } from './help-articles';

/** GET /api/help/search?q=: the articles that answer a question, best first, with the passage that matched. */
export const searchHelp = (query: string) =>
  apiFetch<HelpSearchDto>(`/api/help/search?${new URLSearchParams({ q: query })}`);

/** Searches once the query has words; an empty query asks nothing. */
export function useHelpSearch(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: [...HELP_QUERY_KEY, 'search', q],
    queryFn: () => searchHelp(q),
    enabled: q.length > 0,
    staleTime: 10 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
