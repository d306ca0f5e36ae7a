import { type Refusal, refusal } from '../platform/errors';
import { GIG_MESSAGES } from './gig-messages';

/** The refusals of posting and browsing (decision 022): each a stable code beside its text. */
export const GIG_ERRORS = {
  postingNotFound: refusal('gigs.posting_not_found', GIG_MESSAGES.postingNotFound),
  notYourPosting: refusal('gigs.not_your_posting', GIG_MESSAGES.notYourPosting),
  /** The first publish check that failed (firstPublishError's text). */
  cannotPublish: (text: string): Refusal => refusal('gigs.cannot_publish', text),
  openingsBelowHired: refusal('gigs.openings_below_hired', GIG_MESSAGES.openingsBelowHired),
  statusUnchanged: refusal('gigs.status_unchanged', GIG_MESSAGES.statusUnchanged),
  cannotReopenFilled: refusal('gigs.cannot_reopen_filled', GIG_MESSAGES.cannotReopenFilled),
  needsPayment: refusal('gigs.needs_payment', GIG_MESSAGES.needsPayment),
  tooManyCreations: refusal('rate_limited', GIG_MESSAGES.tooManyCreations),
  unknownLocation: (text: string): Refusal =>
    refusal('jobs.unknown_location', GIG_MESSAGES.unknownLocation(text)),
} as const;
