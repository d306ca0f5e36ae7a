import { EXPERIENCE_MESSAGES } from '../gigs/gig-messages';
import { refusal } from '../platform/errors';

/** The refusals of work experience entries (decision 022). */
export const EXPERIENCE_ERRORS = {
  notFound: refusal('experience.not_found', EXPERIENCE_MESSAGES.notFound),
  notYours: refusal('experience.not_yours', EXPERIENCE_MESSAGES.notYours),
  userNotFound: refusal('experience.user_not_found', EXPERIENCE_MESSAGES.userNotFound),
  applicationNotAccepted: refusal(
    'experience.application_not_accepted',
    EXPERIENCE_MESSAGES.applicationNotAccepted,
  ),
  alreadyRecorded: refusal('experience.already_recorded', EXPERIENCE_MESSAGES.alreadyRecorded),
} as const;
