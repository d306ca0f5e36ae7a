import type { ExportedSavedJobDto } from '@hirehand/shared/account/account-export';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { SAVED_JOB_ERRORS } from '@hirehand/shared/jobs/saved-job-errors';
import { SAVED_JOBS_MAX, type SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { listingViewer } from './jobs.service';
import { toSavedJobDto } from './saved-jobs.presenter';
import {
  countSavedJobs,
  deleteSavedJob,
  insertSavedJob,
  isListedJob,
  isSaved,
  listSavedJobListings,
  listSavedJobsOf,
  lockSavedJobsOf,
} from './saved-jobs.repo';

/**
 * PUT /api/jobs/{id}/saved: saves a job the board lists (an open job; anything else, unknown
 * or not shown to the caller, is the posting's 404). Saving a saved job again changes nothing
 * (its first save's time stays); a new save past SAVED_JOBS_MAX is a 409.
 */
export async function saveJob(props: { ctx: AppContext; userId: string; postingId: string }): Promise<void> {
  const { ctx, userId, postingId } = props;
  await ctx.db.transaction(async (tx) => {
    await lockSavedJobsOf(tx, userId);
    if (!(await isListedJob(tx, postingId))) throw errors.notFound(GIG_ERRORS.postingNotFound);
    if (await isSaved(tx, userId, postingId)) return;
    if ((await countSavedJobs(tx, userId)) >= SAVED_JOBS_MAX) throw errors.conflict(SAVED_JOB_ERRORS.tooMany);
    await insertSavedJob(tx, userId, postingId, ctx.clock.now());
  });
}

/** DELETE /api/jobs/{id}/saved: forgets the save, if there was one. */
export async function unsaveJob(props: {
  ctx: AppContext;
  userId: string;
  postingId: string;
}): Promise<void> {
  await deleteSavedJob(props.ctx.db, props.userId, props.postingId);
}

/**
 * GET /api/jobs/saved: the caller's saved jobs the board still lists, newest save first, as the
 * board's cards with `saved_at`. A job closed, filled, paused or expired drops out (its save is
 * kept, so it comes back if the job reopens).
 */
export async function savedJobsOf(props: { ctx: AppContext; userId: string }): Promise<SavedJobsDto> {
  const [rows, viewer] = await Promise.all([
    listSavedJobListings(props.ctx.db, props.userId, SAVED_JOBS_MAX),
    listingViewer(props.ctx, props.userId),
  ]);
  return { jobs: rows.map((row) => toSavedJobDto(row, viewer)) };
}

/** The account export's section: every posting the person saved, listed or not, newest first. */
export async function exportSavedJobsOf(ctx: AppContext, userId: string): Promise<ExportedSavedJobDto[]> {
  const rows = await listSavedJobsOf(ctx.db, userId);
  return rows.map((row) => ({
    posting_id: row.postingId,
    title: row.title,
    saved_at: row.savedAt.toISOString(),
  }));
}
