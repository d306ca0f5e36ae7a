import type { NewUserRow, UserRow } from '../../db/schema/users';
import { computeTrustScore, type TrustSignals } from './trust-score';

/** The score's weights, for the texts that explain it (the help centre's trust score article). */
export { TRUST_WEIGHTS } from './trust-score';

const DAY_MS = 86_400_000;

/** What the users table alone says about trust; later features add their own signals. */
// wall clock: the users repo scores rows without a ctx; age moves the score by days only.
export function accountSignals(user: NewUserRow | UserRow, now = new Date()): TrustSignals {
  const created = user.createdAt ? new Date(user.createdAt) : now;
  return {
    emailVerified: Boolean(user.emailVerified),
    hasPhone: Boolean(user.phone),
    profileFields: {
      city: Boolean(user.city),
      bio: Boolean(user.bio),
      skills: (user.skills?.length ?? 0) > 0,
      picture: Boolean(user.profilePicture),
    },
    accountAgeDays: Math.max(0, (now.getTime() - created.getTime()) / DAY_MS),
  };
}

export const accountTrustScore = (user: NewUserRow | UserRow, now?: Date) =>
  computeTrustScore(accountSignals(user, now));
