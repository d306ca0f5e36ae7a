import { type Refusal, refusal } from '../platform/errors';

export const MATCHING_MESSAGES = {
  notYourself: 'You can only find matches for your own account.',
  rateLimited: 'You are asking for matches faster than we can find them. Please wait a moment and try again.',
} as const;

/** Per person and minute: each call scores a few hundred postings. */
export const MATCH_JOBS_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The job matcher's refusals (decision 022, decision 038). */
export const MATCHING_ERRORS = {
  notYourself: refusal('matching.not_yourself', MATCHING_MESSAGES.notYourself),
  rateLimited: refusal('matching.rate_limited', MATCHING_MESSAGES.rateLimited),
} satisfies Record<string, Refusal>;
