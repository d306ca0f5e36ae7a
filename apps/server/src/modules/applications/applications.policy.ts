import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import type { TeamPermission } from '@hirehand/shared/business/team-roles';
import { errors } from '../../platform/errors';
import type { PostingForRules } from '../gigs/posting-counts.service';

/**
 * The caller's part in an application: its poster, its applicant, or (for a company's posting,
 * decision 042) a member of the company's team: `team` with `can_manage_applications`, which
 * acts as the poster does, `member` without it.
 */
export type ApplicationRole = 'poster' | 'team' | 'member' | 'applicant';

/**
 * What the caller may do in the company the posting is for, as the companies service computed
 * it; null for a posting of no company, or a caller not on its team.
 */
export interface TeamAccess {
  permissions: readonly TeamPermission[];
}

const managesApplications = (team: TeamAccess) => team.permissions.includes('can_manage_applications');

/** The caller's part in an application, or null for anyone else (who must not learn it exists). */
export function roleIn(
  actorId: string,
  access: { posterId: string; applicantId: string },
  team: TeamAccess | null = null,
): ApplicationRole | null {
  if (access.posterId === actorId) return 'poster';
  if (access.applicantId === actorId) return 'applicant';
  if (team) return managesApplications(team) ? 'team' : 'member';
  return null;
}

/** Anyone with no part learns nothing (404); a team member without the permission is told why (403). */
export function assertCanRead(role: ApplicationRole | null) {
  if (!role) throw errors.notFound(APPLICATION_ERRORS.notFound);
  if (role === 'member') throw errors.forbidden(BUSINESS_ERRORS.permissionDenied('can_manage_applications'));
}

/**
 * An application (or none) read by the actor: its poster, its applicant and the company's team
 * with `can_manage_applications` see it; others get 404 (a member without it, 403).
 */
export function assertCanReadApplication<View extends { poster: { id: string }; applicant: { id: string } }>(
  actorId: string,
  view: View | null,
  team: TeamAccess | null = null,
): asserts view is View {
  assertCanRead(view && roleIn(actorId, { posterId: view.poster.id, applicantId: view.applicant.id }, team));
}

/**
 * Shortlist, decline and accept are the poster's (and the company's team's with
 * `can_manage_applications`); the applicant is told so, others learn nothing.
 */
export function assertCanDecide(role: ApplicationRole | null) {
  assertCanRead(role);
  if (role !== 'poster' && role !== 'team') throw errors.forbidden(APPLICATION_ERRORS.onlyPoster);
}

export function assertCanWithdraw(role: ApplicationRole | null) {
  assertCanRead(role);
  if (role !== 'applicant') throw errors.forbidden(APPLICATION_ERRORS.onlyApplicant);
}

/**
 * A posting's applications: its poster's, and the company's team's with `can_manage_applications`
 * (403 `business.permission_denied` for a member without it, the poster-only refusal otherwise).
 */
export function assertCanListApplications(
  actorId: string,
  posting: PostingForRules,
  team: TeamAccess | null = null,
) {
  if (posting.posterId === actorId) return;
  if (team && managesApplications(team)) return;
  if (team) throw errors.forbidden(BUSINESS_ERRORS.permissionDenied('can_manage_applications'));
  throw errors.forbidden(APPLICATION_ERRORS.onlyPoster);
}

/**
 * Never one's own posting, nor one of a company whose team the caller is on (`teamMember`, any
 * role: they stand on the posting's side), and only while it is open.
 */
export function assertCanApply(actorId: string, posting: PostingForRules, teamMember = false) {
  if (posting.posterId === actorId) throw errors.badRequest(APPLICATION_ERRORS.ownPosting);
  if (teamMember) throw errors.badRequest(APPLICATION_ERRORS.ownCompanyPosting);
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
