import type { GigListDto, GigListItemDto } from '@hirehand/shared/gigs/gig-dto';
import type { GigCategory, GigType } from '@hirehand/shared/gigs/gig-enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { GIGS_QUERY_KEY } from '@/lib/query-keys';

/** The filters the marketplace sends, each only if set. */
export interface GigListFilters {
  search?: string;
  gig_type?: GigType;
  category?: GigCategory;
}

export const GIG_PAGE_SIZE = 12;

export const gigListQueryKey = (filters: GigListFilters) => [...GIGS_QUERY_KEY, 'list', filters] as const;

/** The query string of GET /api/gigs with only the filters that are set. */
export function gigListSearchParams(filters: GigListFilters, page: number, limit = GIG_PAGE_SIZE) {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.gig_type) params.set('gig_type', filters.gig_type);
  if (filters.category) params.set('category', filters.category);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return params;
}

/**
 * GET /api/gigs (public; a signed-in caller's token is sent along so the server may
 * tailor the answer). Open service gigs, newest first, one page.
 */
export function fetchGigs(filters: GigListFilters, page: number, token?: string | null) {
  return apiFetch<GigListDto>(`/api/gigs?${gigListSearchParams(filters, page)}`, { token });
}

export function useGigList(filters: GigListFilters, token?: string | null, enabled = true) {
  return useInfiniteQuery({
    queryKey: gigListQueryKey(filters),
    queryFn: ({ pageParam }) => fetchGigs(filters, pageParam, token),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.has_more ? last.page + 1 : undefined),
    enabled,
  });
}

/** The search text also filters the loaded list by title and description, ignoring case. */
export function filterGigsBySearch<T extends Pick<GigListItemDto, 'title' | 'description'>>(
  gigs: readonly T[],
  search: string,
): T[] {
  const needle = search.trim().toLocaleLowerCase('en-CA');
  if (!needle) return [...gigs];
  return gigs.filter(
    (gig) =>
      gig.title.toLocaleLowerCase('en-CA').includes(needle) ||
      gig.description.toLocaleLowerCase('en-CA').includes(needle),
  );
}
