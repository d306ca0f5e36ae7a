import type { Executor } from '../../db/client';
import * as repo from './gigs.repo';

export type { PostingForRules } from './gigs.repo';

/*
 * What the applications module reads and counts on a posting. Each takes the caller's
 * transaction, so the count commits with the application or the hire it records.
 */

/** The posting's poster, status, openings and hires; null when there is no such posting. */
export function findPostingForRules(db: Executor, id: string) {
  return repo.findPostingForRules(db, id);
}

/** The same, locking the row until the transaction ends: accepts on one posting run one at a time. */
export function lockPostingForRules(tx: Executor, id: string) {
  return repo.lockPostingForRules(tx, id);
}

/** Counts a new application on an open posting; false when the posting is no longer open. */
export function countApplicationOnOpenPosting(tx: Executor, postingId: string): Promise<boolean> {
  return repo.countApplicationOnOpenPosting(tx, postingId);
}

/** One more hire; the posting becomes filled when its openings are used. */
export function countHire(tx: Executor, postingId: string, at: Date) {
  return repo.countHire(tx, postingId, at);
}
