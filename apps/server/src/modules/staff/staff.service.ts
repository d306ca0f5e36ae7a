import type { Executor } from '../../db/client';
import { grantRole, listRoleHolders, revokeRole } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import { findUserByEmail } from '../users/users.service';

/** What a grant or revoke did, for the staff command to print. */
export type StaffChange =
  | { outcome: 'granted' | 'already-staff' | 'revoked' | 'not-staff'; email: string }
  | { outcome: 'unknown-email'; email: string };

/**
 * Makes the account with this e-mail address staff. Only the staff command calls this (decision
 * 024): no API route grants or revokes the role.
 */
export async function grantStaff(db: Executor, clock: Clock, email: string): Promise<StaffChange> {
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: 'unknown-email', email };
  const granted = await grantRole(db, user.id, 'staff', clock.now());
  return { outcome: granted ? 'granted' : 'already-staff', email: user.email };
}

/** Takes the staff role from the account; its next request to a staff route gets 404. */
export async function revokeStaff(db: Executor, email: string): Promise<StaffChange> {
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: 'unknown-email', email };
  const revoked = await revokeRole(db, user.id, 'staff');
  return { outcome: revoked ? 'revoked' : 'not-staff', email: user.email };
}

/** Every staff account, earliest grant first. */
export function listStaff(db: Executor) {
  return listRoleHolders(db, 'staff');
}
