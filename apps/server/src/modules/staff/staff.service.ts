import type { Executor } from '../../db/client';
import { recordSecurityEvent } from '../../platform/audit/security-activity';
import { grantRole, listRoleHolders, revokeRole } from '../../platform/auth/roles';
import type { Clock } from '../../platform/clock';
import { findUserByEmail } from '../users/users.service';

/** What a grant or revoke did, for the staff command to print. */
export type StaffChange =
  | { outcome: 'granted' | 'already-staff' | 'revoked' | 'not-staff'; email: string }
  | { outcome: 'unknown-email'; email: string };

/**
 * Makes the account with this e-mail address staff. Only the staff command calls this (decision
 * 024): no API route grants or revokes the role. The grant is in the account's security activity
 * (actor: none, the command), written in the same transaction.
 */
export async function grantStaff(db: Executor, clock: Clock, email: string): Promise<StaffChange> {
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: 'unknown-email', email };
  const granted = await db.transaction(async (tx) => {
    const at = clock.now();
    const changed = await grantRole(tx, user.id, 'staff', at);
    if (changed) await recordSecurityEvent(tx, { at, userId: user.id, actorId: null, kind: 'staff_granted' });
    return changed;
  });
  return { outcome: granted ? 'granted' : 'already-staff', email: user.email };
}

/** Takes the staff role from the account (recorded as the grant is); its next staff request gets 404. */
export async function revokeStaff(db: Executor, clock: Clock, email: string): Promise<StaffChange> {
  const user = await findUserByEmail(db, email);
  if (!user) return { outcome: 'unknown-email', email };
  const revoked = await db.transaction(async (tx) => {
    const changed = await revokeRole(tx, user.id, 'staff');
    if (changed)
      await recordSecurityEvent(tx, {
        at: clock.now(),
        userId: user.id,
        actorId: null,
        kind: 'staff_revoked',
      });
    return changed;
  });
  return { outcome: revoked ? 'revoked' : 'not-staff', email: user.email };
}

/** Every staff account, earliest grant first. */
export function listStaff(db: Executor) {
  return listRoleHolders(db, 'staff');
}
