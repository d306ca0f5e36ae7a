import type { Executor } from '../../db/client';
import type { UserRow } from '../../db/schema/users';
import { findUserById, updateUser } from '../profile/users.repo';
import { accountTrustScore } from './trust-signals';

/** Recomputes and stores a user's trust score after something it depends on changed. */
export async function refreshTrustScore(db: Executor, userId: string): Promise<UserRow | null> {
  const user = await findUserById(db, userId);
  if (!user) return null;
  const trustScore = accountTrustScore(user);
  return trustScore === user.trustScore ? user : updateUser(db, userId, { trustScore });
}
