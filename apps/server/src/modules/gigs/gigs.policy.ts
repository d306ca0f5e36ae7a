import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { errors } from '../../platform/errors';
import type { Posting } from './gigs.repo';

/** Only the poster edits, pauses, closes or reopens a posting. */
export function canManagePosting(actorId: string, posting: Pick<Posting, 'posterId'>): boolean {
  return posting.posterId === actorId;
}

/** Throws 403 unless the actor may manage the posting. */
export function assertCanManagePosting(actorId: string, posting: Pick<Posting, 'posterId'>): void {
  if (!canManagePosting(actorId, posting)) throw errors.forbidden(GIG_ERRORS.notYourPosting);
}

/**
 * Whether the caller may apply: the posting takes applications, the caller is not its poster
 * and has not applied yet. A signed-out caller may (the client shows them the sign-in text).
 */
export function canApplyTo(
  actorId: string | null,
  posting: Pick<Posting, 'posterId' | 'status'>,
  alreadyApplied: boolean,
): boolean {
  if (posting.status !== 'open') return false;
  if (actorId === null) return true;
  return posting.posterId !== actorId && !alreadyApplied;
}
