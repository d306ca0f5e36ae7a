import type { PackagesDto } from '@hirehand/shared/membership/membership';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { MEMBERSHIP_QUERY_KEY } from '@/lib/query-keys';

export const PACKAGES_QUERY_KEY = [...MEMBERSHIP_QUERY_KEY, 'packages'] as const;

/** GET /api/membership/packages: the three plans with prices in cents (no sign-in needed). */
export const fetchPackages = () => apiFetch<PackagesDto>('/api/membership/packages');

export function usePackages() {
  return useQuery({ queryKey: PACKAGES_QUERY_KEY, queryFn: fetchPackages, staleTime: 5 * 60_000 });
}
