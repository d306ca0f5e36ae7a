import { NEARBY_DEFAULT_RADIUS_KM } from '@hirehand/shared/jobs/job-enums';
import {
  coordinatesLabel,
  NEARBY_WORKER_LIMITS,
  type NearbyJobDto,
  type NearbyWorkerDto,
  type ReverseGeocodeDto,
  type UpdateLocationResultDto,
  type UserLocationDto,
  WORKER_POSITION_STEP_DEGREES,
} from '@hirehand/shared/location/location';
import { LOCATION_ERRORS } from '@hirehand/shared/location/location-errors';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { distanceKm } from '../../platform/geo/distance';
import type { GeoPoint } from '../jobs/jobs.service';
import { nearbyOpenJobs } from '../jobs/jobs.service';
import { toUserLocationDto } from './location.presenter';
import {
  type DiscoverableWorkerRow,
  type DiscoverableWorkerSearch,
  findDiscoverableWorkers,
  findUserLocation,
  upsertUserLocation,
} from './location.repo';

export type { DiscoverableWorkerRow, DiscoverableWorkerSearch };

/** How many jobs an update answers (the map lists 3 of them). */
export const UPDATE_NEARBY_LIMIT = 20;

/** The place at a coordinate through the geo provider; "lat, lng" (4 decimals) when none is known. */
export async function reverseGeocode(props: {
  ctx: AppContext;
  point: GeoPoint;
}): Promise<ReverseGeocodeDto> {
  const { latitude, longitude } = props.point;
  const place = await props.ctx.geo.reverse(latitude, longitude);
  return place ?? { label: coordinatesLabel(latitude, longitude), city: null, region: null, country: null };
}

/** Open jobs within `radiusKm` of a point, nearest first. */
export async function nearbyJobs(props: {
  ctx: AppContext;
  point: GeoPoint;
  radiusKm: number;
  limit: number;
}): Promise<NearbyJobDto[]> {
  return nearbyOpenJobs(props);
}

/**
 * Stores the caller's last position (labelled by reverse geocoding) and answers the open
 * jobs within the default nearby radius. The position is personal: only its owner reads it.
 */
export async function updateOwnLocation(props: {
  ctx: AppContext;
  userId: string;
  input: { latitude: number; longitude: number; accuracy?: number | null };
}): Promise<UpdateLocationResultDto> {
  const { ctx, userId, input } = props;
  const point = { latitude: input.latitude, longitude: input.longitude };
  const { label } = await reverseGeocode({ ctx, point });
  const row = await upsertUserLocation(
    ctx.db,
    { userId, ...point, accuracy: input.accuracy ?? null, label },
    ctx.clock.now(),
  );
  const jobs = await nearbyJobs({
    ctx,
    point,
    radiusKm: NEARBY_DEFAULT_RADIUS_KM,
    limit: UPDATE_NEARBY_LIMIT,
  });
  return { location: toUserLocationDto(row), nearby_jobs: jobs };
}

/** The caller's own stored position; 404 when they never shared one. */
export async function readOwnLocation(props: { ctx: AppContext; userId: string }): Promise<UserLocationDto> {
  const row = await findUserLocation(props.ctx.db, props.userId);
  if (!row) throw errors.notFound(LOCATION_ERRORS.noSavedLocation);
  return toUserLocationDto(row);
}

/** The person's last shared position, or null (no 404: for callers that fall back to a city). */
export async function savedPositionOf(
  ctx: AppContext,
  userId: string,
): Promise<{ latitude: number; longitude: number } | null> {
  const row = await findUserLocation(ctx.db, userId);
  return row ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** "Priya Patel" → "Priya P."; a single name as it is. How a worker who chose to be found is named to others. */
export function publicName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  const initial = last ? [...last][0]?.toUpperCase() : undefined;
  return initial ? `${first} ${initial}.` : first;
}

/**
 * A worker's position as others see it (decision 041): latitude to the nearest 0.01° (1.11 km),
 * longitude to the nearest step of as many km at that latitude (0.01° / cos(latitude)), so every
 * cell is about 1.1 km square and nothing finer is answered.
 */
export function roundedWorkerPosition(point: GeoPoint): GeoPoint {
  const step = WORKER_POSITION_STEP_DEGREES;
  const latitude = Math.round(point.latitude / step) * step;
  const lngStep = Math.min(1, step / Math.max(0.01, Math.cos((latitude * Math.PI) / 180)));
  const longitude = Math.max(-180, Math.min(180, Math.round(point.longitude / lngStep) * lngStep));
  return { latitude: Number(latitude.toFixed(2)), longitude: Number(longitude.toFixed(4)) };
}

/** Workers who chose to be found, within the radius (the map's worker locations and the instant match). */
export function discoverableWorkers(ctx: AppContext, search: DiscoverableWorkerSearch) {
  return findDiscoverableWorkers(ctx.db, search);
}

/**
 * GET /api/location/nearby-workers: workers who chose to be found within the radius, nearest
 * first, at most NEARBY_WORKER_LIMITS.max, never the caller: first name and last initial, the
 * rounded position and the whole km to it, their first skills and trust score.
 */
export async function nearbyWorkers(props: {
  ctx: AppContext;
  callerId: string;
  point: GeoPoint;
  radiusKm: number;
}): Promise<NearbyWorkerDto[]> {
  const rows = await findDiscoverableWorkers(props.ctx.db, {
    point: props.point,
    radiusKm: props.radiusKm,
    excludeUserId: props.callerId,
    limit: NEARBY_WORKER_LIMITS.max,
  });
  return rows.flatMap((row) => {
    if (row.latitude === null || row.longitude === null) return [];
    const shown = roundedWorkerPosition({ latitude: row.latitude, longitude: row.longitude });
    return [
      {
        display_name: publicName(row.full_name),
        latitude: shown.latitude,
        longitude: shown.longitude,
        // From the rounded position, so the distance tells nothing finer than the map does.
        distance_km: Math.round(
          distanceKm(props.point.latitude, props.point.longitude, shown.latitude, shown.longitude),
        ),
        skills: row.skills.slice(0, NEARBY_WORKER_LIMITS.skillsShown),
        trust_score: row.trust_score,
      },
    ];
  });
}
