import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import { ROLE_RANK, type TeamPermission, type TeamRole } from '@hirehand/shared/business/team-roles';
import { errors } from '../../platform/errors';

/** Who grants: their role and what they hold in the company. */
interface Granter {
  role: TeamRole;
  permissions: readonly TeamPermission[];
}

/**
 * Spec 2 §6, decision 042: nobody gives a role above their own (403 business.role_above_own) or a
 * permission they do not hold (403 business.permission_above_own).
 */
export function assertCanGrant(granter: Granter, role: TeamRole, permissions: readonly TeamPermission[]) {
  if (ROLE_RANK[role] > ROLE_RANK[granter.role]) throw errors.forbidden(BUSINESS_ERRORS.roleAboveOwn);
  if (permissions.some((permission) => !granter.permissions.includes(permission)))
    throw errors.forbidden(BUSINESS_ERRORS.permissionAboveOwn);
}

/**
 * Whether the manager may change or remove this member: never the owner (400
 * business.owner_role_fixed), and only the owner changes or removes an admin (403
 * business.cannot_manage_peer).
 */
export function assertCanManageMember(manager: Granter, member: { role: TeamRole }) {
  if (member.role === 'owner') throw errors.badRequest(BUSINESS_ERRORS.ownerRoleFixed);
  if (member.role === 'admin' && manager.role !== 'owner')
    throw errors.forbidden(BUSINESS_ERRORS.cannotManagePeer);
}
