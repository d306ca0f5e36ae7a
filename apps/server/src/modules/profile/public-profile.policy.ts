import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { UserRow } from '../../db/schema/users';
import { errors } from '../../platform/errors';

/**
 * Whose public profile may be read, and by whom: anyone's, signed in or not. It holds only
 * what a posting of theirs already shows (name, picture, city, trust score, verified mark)
 * plus the bio and skills they wrote for others to read; the presenter leaves out the rest.
 * Throws 404 for an unknown owner, as it would for a profile kept from the viewer.
 */
export function assertCanViewPublicProfile<Owner extends Pick<UserRow, 'id'>>(
  _viewerId: string | null,
  owner: Owner | null,
): asserts owner is Owner {
  if (!owner) throw errors.notFound(PROFILE_ERRORS.publicProfileNotFound);
}
