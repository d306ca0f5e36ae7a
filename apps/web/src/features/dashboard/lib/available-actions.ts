import type { ApplicationStatus } from '@hirehand/shared/applications/applications';
import type { MyPostingDto } from '@hirehand/shared/gigs/gig-dto';

export type PostingStatusAction = 'pause' | 'close' | 'reopen';

/** The status a posting action asks the server for. */
export const STATUS_OF_ACTION = { pause: 'paused', close: 'closed', reopen: 'open' } as const;

/**
 * Status changes that make sense for a posting: an open one can be paused or closed, a paused one
 * reopened or closed, a filled one closed, and a paused, filled or closed one reopened only while
 * it has an opening left (the server refuses to reopen a posting whose openings are all filled).
 * A job waiting for its payment, or whose paid visibility ended, changes only by paying.
 */
export function postingStatusActions(
  posting: Pick<MyPostingDto, 'status' | 'openings' | 'hired_count'>,
): PostingStatusAction[] {
  const hasOpening = posting.hired_count < posting.openings;
  switch (posting.status) {
    case 'open':
      return ['pause', 'close'];
    case 'paused':
      return hasOpening ? ['reopen', 'close'] : ['close'];
    case 'filled':
      return hasOpening ? ['reopen', 'close'] : ['close'];
    case 'closed':
      return hasOpening ? ['reopen'] : [];
    case 'pending_payment':
    case 'expired':
      // Only a payment opens these (Pay-Per-Post): the card offers that instead.
      return [];
  }
}

export type ReceivedApplicationAction = 'shortlist' | 'decline' | 'accept';

/** What the poster can still do with an application: pending ones can be shortlisted; undecided ones answered. */
export function receivedApplicationActions(status: ApplicationStatus): ReceivedApplicationAction[] {
  if (status === 'pending') return ['shortlist', 'decline', 'accept'];
  if (status === 'shortlisted') return ['decline', 'accept'];
  return [];
}

/** An applicant may withdraw while nothing is decided. */
export const canWithdraw = (status: ApplicationStatus) => status === 'pending' || status === 'shortlisted';
