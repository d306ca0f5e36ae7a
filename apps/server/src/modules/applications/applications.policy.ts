import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import { errors } from '../../platform/errors';
import type { PostingForRules } from '../gigs/posting-counts.service';

export type ApplicationRole = 'poster' | 'applicant';

/** The caller's part in an application, or null for anyone else (who must not learn it exists). */
export function roleIn(
  actorId: string,
  access: { posterId: string; applicantId: string },
): ApplicationRole | null {
  if (access.posterId === actorId) return 'poster';
  if (access.applicantId === actorId) return 'applicant';
  return null;
}

export function assertCanRead(role: ApplicationRole | null) {
  if (!role) throw errors.notFound(APPLICATION_ERRORS.notFound);
}

/** An application (or none) read by the actor: only its poster and its applicant see it, others get 404. */
export function assertCanReadApplication<View extends { poster: { id: string }; applicant: { id: string } }>(
  actorId: string,
  view: View | null,
): asserts view is View {
  assertCanRead(view && roleIn(actorId, { posterId: view.poster.id, applicantId: view.applicant.id }));
}

/** Shortlist, decline and accept are the poster's; the applicant is told so, others learn nothing. */
export function assertCanDecide(role: ApplicationRole | null) {
  assertCanRead(role);
  if (role !== 'poster') throw errors.forbidden(APPLICATION_ERRORS.onlyPoster);
}

export function assertCanWithdraw(role: ApplicationRole | null) {
  assertCanRead(role);
  if (role !== 'applicant') throw errors.forbidden(APPLICATION_ERRORS.onlyApplicant);
}

export function assertCanListApplications(actorId: string, posting: PostingForRules) {
  if (posting.posterId !== actorId) throw errors.forbidden(APPLICATION_ERRORS.onlyPoster);
}

/** Never one's own posting, and only while it is open. */
export function assertCanApply(actorId: string, posting: PostingForRules) {
  if (posting.posterId === actorId) throw errors.badRequest(APPLICATION_ERRORS.ownPosting);
  if (posting.status !== 'open') throw errors.badRequest(APPLICATION_ERRORS.notOpen);
}

export type ApplicationAction = 'shortlist' | 'accept' | 'decline' | 'withdraw';

/** The state machine: which statuses each action leaves from, and where it goes. */
export const TRANSITIONS: Record<
  ApplicationAction,
  { from: readonly ApplicationStatus[]; to: ApplicationStatus }
> = {
  shortlist: { from: ['pending'], to: 'shortlisted' },
  accept: { from: ['pending', 'shortlisted'], to: 'accepted' },
  decline: { from: ['pending', 'shortlisted'], to: 'declined' },
  withdraw: { from: ['pending', 'shortlisted'], to: 'withdrawn' },
};

export function assertTransition(action: ApplicationAction, current: ApplicationStatus) {
  if (!TRANSITIONS[action].from.includes(current)) {
    throw errors.badRequest(APPLICATION_ERRORS.alreadyDecided(current));
  }
}

/** A hire needs a posting that is open or paused with an opening left. */
export function assertCanHire(posting: PostingForRules) {
  if (posting.status === 'closed') throw errors.badRequest(APPLICATION_ERRORS.notOpen);
  if (posting.status === 'filled' || posting.hiredCount >= posting.openings) {
    throw errors.badRequest(APPLICATION_ERRORS.noOpeningsLeft);
  }
}
