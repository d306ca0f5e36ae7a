import { type Refusal, refusal } from '../platform/errors';
import { SAVED_JOBS_MAX } from './saved-jobs';

export const SAVED_JOB_MESSAGES = {
  tooMany: `You can save up to ${SAVED_JOBS_MAX} jobs. Remove a saved job to save another.`,
} as const;

/** Saved jobs' refusals (decision 022); an unknown or hidden job is GIG_ERRORS.postingNotFound. */
export const SAVED_JOB_ERRORS = {
  tooMany: refusal('jobs.saved_limit', SAVED_JOB_MESSAGES.tooMany),
} satisfies Record<string, Refusal>;
