import type { TeamDto, TeamMemberDto } from '@hirehand/shared/business/team';
import {
  INVITABLE_ROLES,
  type InvitableRole,
  ROLE_RANK,
  type TeamPermission,
  type TeamRole,
} from '@hirehand/shared/business/team-roles';

/**
 * What the caller may do on the team, as the server enforces it (decision 042): shown here so
 * the screen offers only what will be accepted. The server stays the judge.
 */
export const canManageTeam = (team: Pick<TeamDto, 'my_permissions'>) =>
  team.my_permissions.includes('can_manage_team');

/** The roles the caller may give: never the owner, never above their own. */
export const assignableRoles = (myRole: TeamRole): InvitableRole[] =>
  INVITABLE_ROLES.filter((role) => ROLE_RANK[role] <= ROLE_RANK[myRole]);

/**
 * Whether the caller may change or remove this member: not the owner, not themself, and only the
 * owner changes another admin.
 */
export function canChangeMember(team: TeamDto, member: TeamMemberDto, myUserId: string | undefined): boolean {
  if (!canManageTeam(team) || member.role === 'owner' || member.user_id === myUserId) return false;
  if (ROLE_RANK[member.role] >= ROLE_RANK[team.my_role] && team.my_role !== 'owner') return false;
  return true;
}

/** A permission the caller may give or take: one they hold. */
export const canGivePermission = (team: Pick<TeamDto, 'my_permissions'>, permission: TeamPermission) =>
  team.my_permissions.includes(permission);

/** The first letter shown in a member's circle. */
export const initialOf = (name: string | null, email: string) =>
  (name?.trim() || email).charAt(0).toUpperCase() || '?';
