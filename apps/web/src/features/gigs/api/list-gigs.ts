import type { GigListDto, GigListItemDto, GigSort } from '@hirehand/shared/gigs/gig-dto';
import type { GigCategory, GigType } from '@hirehand/shared/gigs/gig-enums';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { GIGS_QUERY_KEY } from '@/lib/query-keys';

/** The filters the marketplace sends, each only if set. */
export interface GigListFilters {
  search?: string;
  gig_type?: GigType;
  category?: GigCategory;
  /** A city to measure distances from ("Vancouver, BC"); else the device's point below. */
  near?: string;
  latitude?: number;
  longitude?: number;
  radius_km?: number;
  sort?: GigSort;
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
  const near = filters.near?.trim();
  if (near) params.set('near', near);
  else if (filters.latitude !== undefined && filters.longitude !== undefined) {
    params.set('latitude', filters.latitude.toFixed(4));
    params.set('longitude', filters.longitude.toFixed(4));
  }
  if (filters.radius_km) params.set('radius_km', String(filters.radius_km));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
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

/** Lower case without accents: "Électricien" and "electricien" compare equal, as on the server. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en-CA');

type Searchable = Pick<GigListItemDto, 'title' | 'description'> &
  Partial<Pick<GigListItemDto, 'city' | 'location' | 'skills_required'>>;

/**
 * The search text also filters the loaded list at once, as the server searches: every word
 * must appear in the title, description, skills or place, ignoring case and accents.
 */
export function filterGigsBySearch<T extends Searchable>(gigs: readonly T[], search: string): T[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...gigs];
  return gigs.filter((gig) => {
    const text = folded(
      [gig.title, gig.description, gig.city ?? '', gig.location ?? '', ...(gig.skills_required ?? [])].join(
        ' ',
      ),
    );
    return words.every((word) => text.includes(word));
  });
}
