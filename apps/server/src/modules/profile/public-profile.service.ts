import { PUBLIC_PROFILE_POSTINGS, type PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import type { AppContext } from '../../platform/context';
import { isUuid } from '../../platform/ids';
import { entitlementsOf } from '../membership/membership.service';
import { findUserById } from '../users/users.service';
import { assertCanViewPublicProfile } from './public-profile.policy';
import { toPublicProfileDto } from './public-profile.presenter';
import { findOpenPostingsOf } from './public-profile.repo';

/**
 * A person's public profile with their newest open postings (GET /api/users/{id}/profile).
 * An unknown or malformed id, or a profile the policy keeps from the viewer, is a 404.
 */
export async function getPublicProfile(props: {
  ctx: AppContext;
  userId: string;
  viewerId: string | null;
}): Promise<PublicProfileDto> {
  const { ctx, userId } = props;
  const user = isUuid(userId) ? await findUserById(ctx.db, userId) : null;
  assertCanViewPublicProfile(props.viewerId, user);
  const [postings, plan] = await Promise.all([
    findOpenPostingsOf(ctx.db, user.id, PUBLIC_PROFILE_POSTINGS),
    entitlementsOf(ctx.db, user.id),
  ]);
  return toPublicProfileDto(user, postings, { pro: plan.has('pro_badge') });
}
