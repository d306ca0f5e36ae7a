import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import type { TeamPermission } from '@hirehand/shared/business/team-roles';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { errors } from '../../platform/errors';
import type { Posting } from './gigs.repo';

/**
 * What the caller may do in the company a posting is for (decision 042), as the companies
 * service computed it; null when the posting is no company's or the caller is not on its team.
 */
export interface PostingCompanyAccess {
  permissions: readonly TeamPermission[];
}

/**
 * The poster edits, pauses, closes or reopens a posting; for a company's posting, so does a
 * member of its team holding `can_post_jobs`.
 */
export function canManagePosting(
  actorId: string,
  posting: Pick<Posting, 'posterId'>,
  access: PostingCompanyAccess | null = null,
): boolean {
  return posting.posterId === actorId || (access?.permissions.includes('can_post_jobs') ?? false);
}

/**
 * Throws 403 unless the actor may manage the posting: `business.permission_denied` for a member
 * of the posting's company without `can_post_jobs`, the not-yours refusal for anyone else.
 */
export function assertCanManagePosting(
  actorId: string,
  posting: Pick<Posting, 'posterId'>,
  access: PostingCompanyAccess | null = null,
): void {
  if (canManagePosting(actorId, posting, access)) return;
  if (access) throw errors.forbidden(BUSINESS_ERRORS.permissionDenied('can_post_jobs'));
  throw errors.forbidden(GIG_ERRORS.notYourPosting);
}

/**
 * Whether the caller may apply: the posting takes applications, the caller is not its poster,
 * not on the team of the company it is for (`teamMember`), and has not applied yet. A
 * signed-out caller may (the client shows them the sign-in text).
 */
export function canApplyTo(
  actorId: string | null,
  posting: Pick<Posting, 'posterId' | 'status'>,
  facts: { alreadyApplied: boolean; teamMember: boolean },
): boolean {
  if (posting.status !== 'open') return false;
  if (actorId === null) return true;
  return posting.posterId !== actorId && !facts.teamMember && !facts.alreadyApplied;
}
