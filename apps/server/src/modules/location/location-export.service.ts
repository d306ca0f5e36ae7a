import type { ExportedLocationDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { findUserLocation } from './location.repo';

/** The last position the user shared (the map and nearby jobs), or null (data export): one query. */
export async function exportSharedLocationOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedLocationDto['last_shared']> {
  const row = await findUserLocation(ctx.db, userId);
  if (!row) return null;
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    label: row.label,
    location_type: row.locationType,
    updated_at: row.updatedAt.toISOString(),
  };
}
