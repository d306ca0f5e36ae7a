import type { PublicStatsDto } from '@hirehand/shared/stats/stats';
import { useEffect, useState } from 'react';
import { apiFetch } from '@/lib/api-client';

/** GET /api/stats/public: figures computed from the platform's own data (null where it has none). */
export const fetchPublicStats = () => apiFetch<PublicStatsDto>('/api/stats/public');

/**
 * The landing page's figures, asked once by the page. Until they arrive, or if the call fails,
 * the page shows none: a figure appears only when the server computed it. A plain effect rather
 * than TanStack Query, whose query hook would otherwise join the landing page's first load.
 */
export function usePublicStats(): PublicStatsDto | undefined {
  const [stats, setStats] = useState<PublicStatsDto>();
  useEffect(() => {
    let live = true;
    fetchPublicStats().then(
      (answer) => live && setStats(answer),
      () => {}, // no figures is the honest fallback
    );
    return () => {
      live = false;
    };
  }, []);
  return stats;
}
