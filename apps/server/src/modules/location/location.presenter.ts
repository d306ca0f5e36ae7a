import type { UserLocationDto } from '@hirehand/shared/location/location';
import type { UserLocationRow } from './location.repo';

export function toUserLocationDto(row: UserLocationRow): UserLocationDto {
  return {
    latitude: row.latitude,
    longitude: row.longitude,
    accuracy: row.accuracy,
    label: row.label,
    updated_at: row.updatedAt.toISOString(),
  };
}
