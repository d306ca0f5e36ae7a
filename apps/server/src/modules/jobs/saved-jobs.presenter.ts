import type { SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { type ListingViewer, toJobListingDto } from './jobs.presenter';
import type { SavedJobListingRow } from './saved-jobs.repo';

/** A saved job: the board's card, and when the person saved it. */
export function toSavedJobDto(row: SavedJobListingRow, viewer: ListingViewer): SavedJobsDto['jobs'][number] {
  return { ...toJobListingDto(row, viewer), saved_at: new Date(row.saved_at).toISOString() };
}
