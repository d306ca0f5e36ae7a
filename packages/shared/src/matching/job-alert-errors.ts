import { type Refusal, refusal } from '../platform/errors';

export const JOB_ALERT_MESSAGES = {
  limitReached: (limit: number) =>
    `Your plan keeps ${limit === 1 ? 'one saved search' : `${limit} saved searches`}. Delete one, or upgrade: paid plans keep unlimited saved searches with instant alerts.`,
  duplicate: 'You already have a job alert for this search.',
  notFound: 'Job alert not found',
  rateLimited: 'You are saving searches too quickly. Please wait a moment and try again.',
} as const;

/** The job alerts' refusals (decision 022, decision 041). */
export const JOB_ALERT_ERRORS = {
  limitReached: (limit: number): Refusal =>
    refusal('job_alerts.limit_reached', JOB_ALERT_MESSAGES.limitReached(limit)),
  duplicate: refusal('job_alerts.duplicate', JOB_ALERT_MESSAGES.duplicate),
  notFound: refusal('job_alerts.not_found', JOB_ALERT_MESSAGES.notFound),
  rateLimited: refusal('job_alerts.rate_limited', JOB_ALERT_MESSAGES.rateLimited),
} as const;
