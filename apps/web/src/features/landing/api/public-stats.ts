import type { PublicStatsDto } from '@hirehand/shared/stats/stats';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

/** GET /api/stats/public: figures computed from the platform's own data (null where it has none). */
export const fetchPublicStats = () => apiFetch<PublicStatsDto>('/api/stats/public');

/**
 * The landing page's figures. Until they arrive, or if the call fails, the page shows none:
 * a figure appears only when the server computed it.
 */
export function usePublicStats() {
  return useQuery({ queryKey: ['stats', 'public'], queryFn: fetchPublicStats, staleTime: 5 * 60_000 });
}
