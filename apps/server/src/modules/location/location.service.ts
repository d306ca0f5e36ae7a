import { NEARBY_DEFAULT_RADIUS_KM } from '@hirehand/shared/jobs/job-enums';
import {
  coordinatesLabel,
  type NearbyJobDto,
  type ReverseGeocodeDto,
  type UpdateLocationResultDto,
  type UserLocationDto,
} from '@hirehand/shared/location/location';
import { LOCATION_ERRORS } from '@hirehand/shared/location/location-errors';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { GeoPoint } from '../jobs/jobs.service';
import { nearbyOpenJobs } from '../jobs/jobs.service';
import { toUserLocationDto } from './location.presenter';
import { findUserLocation, upsertUserLocation } from './location.repo';

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
