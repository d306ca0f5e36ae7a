import { z } from 'zod';

/**
 * Team roles and permissions (spec 2 §6, issue 22, decision 042): the one table the server
 * enforces and the Roles & Permissions tab shows. The owner is the account holder of the company
 * and holds every permission; the owner's role never changes and cannot be invited.
 */
export const TEAM_PERMISSIONS = [
  'can_post_jobs',
  'can_manage_applications',
  'can_view_analytics',
  'can_manage_team',
  'can_view_billing',
  'can_manage_billing',
] as const;
export const TeamPermission = z.enum(TEAM_PERMISSIONS);
export type TeamPermission = z.infer<typeof TeamPermission>;

export const TEAM_ROLES = ['owner', 'admin', 'team_member', 'viewer'] as const;
export const TeamRole = z.enum(TEAM_ROLES);
export type TeamRole = z.infer<typeof TeamRole>;

/** The roles an invitation or a role change may name: never the owner. */
export const INVITABLE_ROLES = ['admin', 'team_member', 'viewer'] as const;
export const InvitableRole = z.enum(INVITABLE_ROLES);
export type InvitableRole = z.infer<typeof InvitableRole>;

/** Spec 2 §6: each role's permissions. */
export const ROLE_PERMISSIONS: Record<TeamRole, readonly TeamPermission[]> = {
  owner: TEAM_PERMISSIONS,
  admin: ['can_post_jobs', 'can_manage_applications', 'can_view_analytics', 'can_manage_team'],
  team_member: ['can_post_jobs', 'can_manage_applications'],
  viewer: ['can_view_analytics'],
};

/** Higher ranks may manage lower ones: an admin cannot raise anyone above admin (issue 22). */
export const ROLE_RANK: Record<TeamRole, number> = { owner: 3, admin: 2, team_member: 1, viewer: 0 };

/** The role a new invitation takes when none is named (spec 2 §5). */
export const DEFAULT_INVITE_ROLE: InvitableRole = 'team_member';

/** Spec 2 §9: an invitation is valid this long; a reminder goes this long before it ends. */
export const TEAM_INVITATION = {
  validDays: 7,
  reminderDaysBeforeExpiry: 2,
  /** Invitations a person may send per hour (each sends an e-mail). */
  perHour: 20,
} as const;

/** The permissions a member holds: the role's, or the explicit list kept for them. */
export function permissionsOf(role: TeamRole, explicit?: readonly TeamPermission[] | null): TeamPermission[] {
  if (role === 'owner') return [...TEAM_PERMISSIONS];
  return [...(explicit ?? ROLE_PERMISSIONS[role])];
}
