import { type JobAlertDto, JobAlertFilters } from '@hirehand/shared/matching/job-alerts';
import type { JobAlertRow } from '../../db/schema/matching';

/** A stored alert as the API answers it: its stored filters parsed again into the board's values. */
export function toJobAlertDto(row: JobAlertRow): JobAlertDto {
  return {
    id: row.id,
    name: row.name,
    filters: JobAlertFilters.parse(row.filters),
    created_at: row.createdAt.toISOString(),
  };
}
