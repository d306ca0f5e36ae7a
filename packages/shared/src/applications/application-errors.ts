import { APPLICATION_MESSAGES } from '../gigs/gig-messages';
import { type Refusal, refusal } from '../platform/errors';

/** The refusals of applying and answering applications (decision 022). */
export const APPLICATION_ERRORS = {
  notFound: refusal('applications.not_found', APPLICATION_MESSAGES.notFound),
  onlyPoster: refusal('applications.only_poster', APPLICATION_MESSAGES.onlyPoster),
  onlyApplicant: refusal('applications.only_applicant', APPLICATION_MESSAGES.onlyApplicant),
  ownPosting: refusal('applications.own_posting', APPLICATION_MESSAGES.ownPosting),
  /** The caller is on the team of the company the posting is for (decision 042). */
  ownCompanyPosting: refusal('applications.own_company_posting', APPLICATION_MESSAGES.ownCompanyPosting),
  notOpen: refusal('applications.posting_not_open', APPLICATION_MESSAGES.notOpen),
  noOpeningsLeft: refusal('applications.no_openings_left', APPLICATION_MESSAGES.noOpeningsLeft),
  alreadyApplied: refusal('applications.already_applied', APPLICATION_MESSAGES.alreadyApplied),
  alreadyDecided: (status: string): Refusal =>
    refusal('applications.already_decided', APPLICATION_MESSAGES.alreadyDecided(status)),
} as const;
