import { type Refusal, refusal } from '../platform/errors';

export const MATCHING_MESSAGES = {
  notYourself: 'You can only find matches for your own account.',
  rateLimited: 'You are asking for matches faster than we can find them. Please wait a moment and try again.',
  /** Spec 3 §5. */
  basicDetailsMissing: 'Please fill in basic details first',
  instantRateLimited: 'Too many instant matches at once. Please wait a minute and try again.',
  unsubscribeLinkInvalid:
    'This unsubscribe link is not valid. Change which e-mails you get in Settings or in the AI Matcher.',
} as const;

/** The wizard's instant match: per caller (or address) and per address, a minute. */
export const INSTANT_MATCH_RATE = {
  perCaller: { max: 10, timeWindow: '1 minute' },
  perAddress: { max: 30, timeWindow: '1 minute' },
} as const;

/** Per person and minute: each call scores a few hundred postings. */
export const MATCH_JOBS_RATE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;

/** The job matcher's refusals (decision 022, decision 038). */
export const MATCHING_ERRORS = {
  notYourself: refusal('matching.not_yourself', MATCHING_MESSAGES.notYourself),
  rateLimited: refusal('matching.rate_limited', MATCHING_MESSAGES.rateLimited),
  basicDetailsMissing: refusal('matching.basic_details_missing', MATCHING_MESSAGES.basicDetailsMissing),
  instantRateLimited: refusal('matching.instant_rate_limited', MATCHING_MESSAGES.instantRateLimited),
  /** A match e-mail's unsubscribe token that is malformed or not signed by this server. */
  unsubscribeLinkInvalid: refusal(
    'matching.unsubscribe_link_invalid',
    MATCHING_MESSAGES.unsubscribeLinkInvalid,
  ),
} satisfies Record<string, Refusal>;
