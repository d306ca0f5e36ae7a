import { NEARBY_WORKER_LIMITS, type NearbyWorkersDto } from '@hirehand/shared/location/location';
import { useQuery } from '@tanstack/react-query';
import { authFetch } from '@/lib/session/session';

export const NEARBY_WORKERS_QUERY_KEY = ['location', 'nearby-workers'] as const;

/** The radius asked for: the board's, within the call's ceiling; its default when the board has none. */
export const workersRadiusOf = (radiusKm: number | null) =>
  Math.min(radiusKm ?? NEARBY_WORKER_LIMITS.defaultRadiusKm, NEARBY_WORKER_LIMITS.maxRadiusKm);

/** GET /api/location/nearby-workers (bearer): workers who chose to be found near a point, nearest first. */
export const fetchNearbyWorkers = (point: { latitude: number; longitude: number }, radiusKm: number) => {
  const query = new URLSearchParams({
    latitude: point.latitude.toFixed(5),
    longitude: point.longitude.toFixed(5),
    radius: String(radiusKm),
  });
  return authFetch<NearbyWorkersDto>(`/api/location/nearby-workers?${query}`);
};

export function useNearbyWorkers(
  point: { latitude: number; longitude: number } | null,
  radiusKm: number,
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
