import { FALLBACK_HOURLY_RATE, NEARBY_DEFAULT_RADIUS_KM } from '@hirehand/shared/jobs/job-enums';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import type {
  NearbyJobDto,
  NearbyJobsDto,
  UpdateLocationInput,
  UpdateLocationResultDto,
} from '@hirehand/shared/location/location';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { authFetch } from '@/lib/session/session';

/** A job near a point, as the map shows and links it. */
export interface NearbyJob {
  id: string;
  title: string;
  company: string;
  distance_km: number;
  /** CAD per hour; 25 when the job states none. */
  rate: number;
  salary: string;
  certification_required: boolean;
  latitude: number;
  longitude: number;
  employer_id: string | null;
}

/** How many nearby jobs are asked for: the panel lists 3, the map marks them all. */
const NEARBY_LIMIT = 20;

export const fromNearbyDto = (job: NearbyJobDto): NearbyJob => ({
  id: job.id,
  title: job.title,
  company: job.company,
  distance_km: job.distance_km,
  rate: job.rate,
  salary: job.salary,
  certification_required: job.certification_required,
  latitude: job.location.latitude,
  longitude: job.location.longitude,
  employer_id: job.employer_id,
});

/** A board listing as a nearby job; null without coordinates or a distance. */
export function fromListing(job: JobListingDto): NearbyJob | null {
  if (job.latitude === null || job.longitude === null || job.distance_km === null) return null;
  return {
    id: job.id,
    title: job.title,
    company: job.company,
    distance_km: job.distance_km,
    rate: job.rate ?? FALLBACK_HOURLY_RATE,
    salary: job.salary,
    certification_required: job.certification_required,
    latitude: job.latitude,
    longitude: job.longitude,
    employer_id: job.employer_id,
  };
}

export interface NearbyRequest {
  latitude: number;
  longitude: number;
  accuracy: number | null;
  /** Signed in: the bearer calls; signed out: the public job search. */
  signedIn: boolean;
  /** The device's own position (stored as the user's last location) rather than the fallback. */
  isDevicePosition: boolean;
}

/**
 * Jobs within 10 km, nearest first. Signed in with the device's position, POST
 * /api/location/update stores it and answers them; with the fallback point nothing is
 * stored (GET /api/location/nearby-jobs). Signed out, the public GET /api/jobs sorts by distance.
 */
export async function fetchNearbyJobs(request: NearbyRequest): Promise<NearbyJob[]> {
  const { latitude, longitude } = request;
  if (request.signedIn && request.isDevicePosition) {
    const body: UpdateLocationInput = {
      latitude,
      longitude,
      accuracy: request.accuracy,
      location_type: 'current',
    };
    const result = await authFetch<UpdateLocationResultDto>('/api/location/update', { method: 'POST', body });
    return result.nearby_jobs.map(fromNearbyDto);
  }
  if (request.signedIn) {
    const params = new URLSearchParams({
      latitude: String(latitude),
      longitude: String(longitude),
      radius_km: String(NEARBY_DEFAULT_RADIUS_KM),
      limit: String(NEARBY_LIMIT),
    });
    const result = await authFetch<NearbyJobsDto>(`/api/location/nearby-jobs?${params.toString()}`);
    return result.jobs.map(fromNearbyDto);
  }
  const params = new URLSearchParams({
    latitude: String(latitude),
    longitude: String(longitude),
    radius: String(NEARBY_DEFAULT_RADIUS_KM),
    sortBy: 'distance',
    limit: String(NEARBY_LIMIT),
  });
  const jobs = await apiFetch<JobListingDto[]>(`/api/jobs?${params.toString()}`);
  return jobs.map(fromListing).filter((job): job is NearbyJob => job !== null);
}

export const nearbyJobsQueryKey = (request: NearbyRequest, userId: string | null) =>
  [
    'jobs',
    'nearby',
    userId ?? 'public',
    request.isDevicePosition ? 'device' : 'fallback',
    request.latitude.toFixed(4),
    request.longitude.toFixed(4),
  ] as const;

/** The nearby jobs for a point; null request = not asked yet (position pending). */
export function useNearbyJobs(request: NearbyRequest | null, userId: string | null) {
  return useQuery({
    queryKey: request ? nearbyJobsQueryKey(request, userId) : ['jobs', 'nearby', 'none'],
    queryFn: () => fetchNearbyJobs(request!),
    enabled: request !== null,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
