import { z } from 'zod';
import { JobListingDto } from './jobs';

/**
 * Saved jobs (issue 21): the matcher's 'Save Job' and the dashboard's Saved jobs list.
 * PUT /api/jobs/{id}/saved and DELETE /api/jobs/{id}/saved (bearer, 204, both idempotent);
 * GET /api/jobs/saved (bearer): the caller's saved jobs that are still listed, newest save first.
 */
export const SAVED_JOBS_MAX = 200;

export const SavedJobParams = z.object({ id: z.uuid() });

export const SavedJobsDto = z.object({
  jobs: z.array(JobListingDto.extend({ saved_at: z.string() })),
});
export type SavedJobsDto = z.infer<typeof SavedJobsDto>;
