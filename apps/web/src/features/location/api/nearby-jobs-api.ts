import { FALLBACK_HOURLY_RATE } from '@hirehand/shared/jobs/job-enums';
import type { JobListingDto } from '@hirehand/shared/jobs/jobs';
import type { UpdateLocationInput, UpdateLocationResultDto } from '@hirehand/shared/location/location';
import { useEffect, useRef } from 'react';
import type { DevicePosition } from '@/lib/geolocation-store';
import { logFailure } from '@/lib/log-failure';
import { authFetch } from '@/lib/session/session';

/** A job near the board's reference point, as the map's panel lists and links it. */
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

/**
 * Signed in, the device's position is kept as the person's last location (POST
 * /api/location/update, the spec's call), once per position. Its answer's nearby jobs are
 * not used: the panel lists the board's own search, so its distances match the list's.
 */
export function useRememberPosition(position: DevicePosition | null, signedIn: boolean): void {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (!signedIn || !position) return;
    const key = `${position.latitude.toFixed(4)},${position.longitude.toFixed(4)}`;
    if (sent.current === key) return;
    sent.current = key;
    const body: UpdateLocationInput = {
      latitude: position.latitude,
      longitude: position.longitude,
      accuracy: position.accuracy,
      location_type: 'current',
    };
    authFetch<UpdateLocationResultDto>('/api/location/update', { method: 'POST', body }).catch(
      (error: unknown) => logFailure('location.remember', error),
    );
  }, [position, signedIn]);
}
