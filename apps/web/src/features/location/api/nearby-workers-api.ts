import type { NearbyWorkersDto } from '@hirehand/shared/location/location';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

export const NEARBY_WORKERS_QUERY_KEY = ['location', 'nearby-workers'] as const;

/** GET /api/location/nearby-workers (bearer): workers who chose to be found near a point, nearest first. */
export const fetchNearbyWorkers = (
  point: { latitude: number; longitude: number },
  radiusKm: number | null,
) => {
  const query = new URLSearchParams({
    latitude: point.latitude.toFixed(5),
    longitude: point.longitude.toFixed(5),
  });
  // The board's radii (5 to 100 km) are all within the call's ceiling; unlimited takes its default.
  if (radiusKm !== null) query.set('radius', String(radiusKm));
  return authFetch<NearbyWorkersDto>(`/api/location/nearby-workers?${query}`);
};

export function useNearbyWorkers(
  point: { latitude: number; longitude: number } | null,
  radiusKm: number | null,
  enabled: boolean,
) {
  return useQuery({
    queryKey: [
      ...NEARBY_WORKERS_QUERY_KEY,
      point?.latitude.toFixed(5),
      point?.longitude.toFixed(5),
      radiusKm,
    ],
    queryFn: () => fetchNearbyWorkers(point!, radiusKm),
    enabled: enabled && point !== null,
    select: (data) => data.workers,
  });
}
