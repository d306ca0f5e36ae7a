import type { WorkPreferencesDto } from '@hirehand/shared/matching/work-preferences';
import { cad } from '@hirehand/shared/platform/money';
import type { WorkerCertificationRow, WorkPreferencesRow } from '../../db/schema/matching';

/** The preferences as the API answers them; no row: the defaults (nothing chosen, not discoverable). */
export function toWorkPreferencesDto(
  row: WorkPreferencesRow | null,
  certifications: WorkerCertificationRow[],
): WorkPreferencesDto {
  return {
    desired_rate: row?.desiredRateCents != null ? cad(row.desiredRateCents) : null,
    job_types: (row?.jobTypes ?? []) as WorkPreferencesDto['job_types'],
    schedules: (row?.schedules ?? []) as WorkPreferencesDto['schedules'],
    max_distance_km: row?.maxDistanceKm ?? null,
    categories: (row?.categories ?? []) as WorkPreferencesDto['categories'],
    certifications: certifications.map((c) => ({ type: c.type, number: c.number, expires_on: c.expiresOn })),
    discoverable: row?.discoverable ?? false,
    updated_at: row ? row.updatedAt.toISOString() : null,
  };
}
