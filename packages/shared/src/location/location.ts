import { z } from 'zod';
import { NEARBY_DEFAULT_RADIUS_KM } from '../jobs/job-enums';
import { NEARBY_WORKER_LIMITS } from './nearby-worker-limits';

export { NEARBY_WORKER_LIMITS, WORKER_POSITION_STEP_DEGREES } from './nearby-worker-limits';

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** POST /api/location/update body. */
export const UpdateLocationInput = z.object({
  latitude,
  longitude,
  accuracy: z.number().min(0).max(1_000_000).nullable().optional(),
  location_type: z.enum(['current']).default('current'),
});
export type UpdateLocationInput = z.input<typeof UpdateLocationInput>;

/** A nearby job, with what the map lists and links. */
export const NearbyJobDto = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  employer_id: z.string(),
  city: z.string().nullable(),
  distance_km: z.number(),
  rate: z.number(),
  salary: z.string(),
  certification_required: z.boolean(),
  location: z.object({ latitude, longitude }),
});
export type NearbyJobDto = z.infer<typeof NearbyJobDto>;

export const NearbyJobsQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
  radius_km: z.coerce.number().min(1).max(500).default(NEARBY_DEFAULT_RADIUS_KM),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type NearbyJobsQuery = z.input<typeof NearbyJobsQuery>;

export const NearbyJobsDto = z.object({ jobs: z.array(NearbyJobDto) });
export type NearbyJobsDto = z.infer<typeof NearbyJobsDto>;

/** The caller's stored last position: only its owner reads it. */
export const UserLocationDto = z.object({
  latitude,
  longitude,
  accuracy: z.number().nullable(),
  label: z.string(),
  updated_at: z.string(),
});
export type UserLocationDto = z.infer<typeof UserLocationDto>;

export const UpdateLocationResultDto = z.object({
  location: UserLocationDto,
  nearby_jobs: z.array(NearbyJobDto),
});
export type UpdateLocationResultDto = z.infer<typeof UpdateLocationResultDto>;

export const ReverseGeocodeQuery = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

/** GET /api/location/reverse: a place label, or "lat, lng" to 4 decimals when none is known. */
export const ReverseGeocodeDto = z.object({
  label: z.string(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  country: z.string().nullable(),
});
export type ReverseGeocodeDto = z.infer<typeof ReverseGeocodeDto>;

/** The label when no place is known: "lat, lng" to 4 decimals. */
export const coordinatesLabel = (lat: number, lng: number) => `${lat.toFixed(4)}, ${lng.toFixed(4)}`;

/** GET /api/location/nearby-workers query. */
export const NearbyWorkersQuery = z
  .object({
    latitude: z.coerce.number().min(-90).max(90),
    longitude: z.coerce.number().min(-180).max(180),
    radius: z.coerce
      .number()
      .min(1)
      .max(NEARBY_WORKER_LIMITS.maxRadiusKm)
      .default(NEARBY_WORKER_LIMITS.defaultRadiusKm),
  })
  .strict();
export type NearbyWorkersQuery = z.input<typeof NearbyWorkersQuery>;

/**
 * A worker who chose to be found, as the map shows them: first name and last initial, a position
 * rounded to about a kilometre and the whole km to it. Never an id, e-mail, phone or exact position.
 */
export const NearbyWorkerDto = z.object({
  display_name: z.string(),
  latitude,
  longitude,
  distance_km: z.number().int(),
  skills: z.array(z.string()),
  trust_score: z.number().int(),
});
export type NearbyWorkerDto = z.infer<typeof NearbyWorkerDto>;

export const NearbyWorkersDto = z.object({ workers: z.array(NearbyWorkerDto) });
export type NearbyWorkersDto = z.infer<typeof NearbyWorkersDto>;
