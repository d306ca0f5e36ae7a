import { describe, expect, it } from 'vitest';
import { canWithdraw, postingStatusActions, receivedApplicationActions } from './available-actions';

describe('postingStatusActions', () => {
  const posting = (status: 'open' | 'paused' | 'filled' | 'closed', hired = 0, openings = 1) => ({
    status,
    hired_count: hired,
    openings,
  });

  it('offers only the status changes that are valid from each status', () => {
    expect(postingStatusActions(posting('open'))).toEqual(['pause', 'close']);
    expect(postingStatusActions(posting('paused'))).toEqual(['reopen', 'close']);
    expect(postingStatusActions(posting('closed'))).toEqual(['reopen']);
    expect(postingStatusActions(posting('filled', 1, 1))).toEqual(['close']);
  });

  it('does not offer Reopen while every opening is filled', () => {
    expect(postingStatusActions(posting('paused', 2, 2))).toEqual(['close']);
    expect(postingStatusActions(posting('closed', 1, 1))).toEqual([]);
    // Openings added after filling: the posting can take applications again.
    expect(postingStatusActions(posting('filled', 1, 3))).toEqual(['reopen', 'close']);
  });
});

describe('application actions', () => {
  it('lets the poster shortlist only pending applications and answer only undecided ones', () => {
    expect(receivedApplicationActions('pending')).toEqual(['shortlist', 'decline', 'accept']);
    expect(receivedApplicationActions('shortlisted')).toEqual(['decline', 'accept']);
    for (const status of ['accepted', 'declined', 'withdrawn'] as const) {
      expect(receivedApplicationActions(status)).toEqual([]);
    }
  });

  it('lets the applicant withdraw while nothing is decided', () => {
    expect(canWithdraw('pending')).toBe(true);
    expect(canWithdraw('shortlisted')).toBe(true);
    expect(canWithdraw('accepted')).toBe(false);
    expect(canWithdraw('declined')).toBe(false);
    expect(canWithdraw('withdrawn')).toBe(false);
  });
});
