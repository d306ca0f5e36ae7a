import type { UserRow } from '../../db/schema/users';

/**
 * Whose public profile may be read, and by whom: anyone's, signed in or not. It holds only
 * what a posting of theirs already shows (name, picture, city, trust score, verified mark)
 * plus the bio and skills they wrote for others to read; the presenter leaves out the rest.
 */
export function canViewPublicProfile(_viewerId: string | null, _owner: Pick<UserRow, 'id'>): boolean {
  return true;
}
