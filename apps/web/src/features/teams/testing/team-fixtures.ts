import type { MyCompaniesDto } from '@hirehand/shared/business/company';
import type { PendingInvitationDto, TeamDto, TeamMemberDto } from '@hirehand/shared/business/team';
import { permissionsOf, type TeamRole } from '@hirehand/shared/business/team-roles';

export const COMPANY_ID = '11111111-1111-4111-8111-111111111111';

export const teamMember = (overrides: Partial<TeamMemberDto> = {}): TeamMemberDto => {
  const role: TeamRole = overrides.role ?? 'team_member';
  return {
    id: `member-${overrides.user_id ?? 'x'}`,
    user_id: 'user-x',
    email: 'x@example.ca',
    full_name: 'X Person',
    joined_at: '2026-11-20T15:00:00.000Z',
    last_active: null,
    status: 'active',
    permissions: permissionsOf(role),
    jobs_managed: 0,
    last_login: null,
    ...overrides,
    role,
  };
};

export const pendingInvitation = (overrides: Partial<PendingInvitationDto> = {}): PendingInvitationDto => ({
  id: 'invitation-1',
  email: 'sam@example.ca',
  role: 'team_member',
  permissions: permissionsOf('team_member'),
  invited_at: '2026-11-25T15:00:00.000Z',
  expires_at: '2026-12-02T15:00:00.000Z',
  status: 'pending',
  invited_by: 'Olivia Owner',
  ...overrides,
});

/** The owner (user-1, the signed-in sample user by default), an admin and a team member. */
export const sampleTeam = (overrides: Partial<TeamDto> = {}): TeamDto => ({
  company: { id: COMPANY_ID, name: 'Maple Builders' },
  my_role: 'owner',
  my_permissions: permissionsOf('owner'),
  team_members: [
    teamMember({
      id: 'member-owner',
      user_id: 'user-1',
      email: 'olivia@example.ca',
      full_name: 'Olivia Owner',
      role: 'owner',
    }),
    teamMember({
      id: 'member-admin',
      user_id: 'user-2',
      email: 'ada@example.ca',
      full_name: 'Ada Admin',
      role: 'admin',
    }),
    teamMember({
      id: 'member-tm',
      user_id: 'user-3',
      email: 'tom@example.ca',
      full_name: null,
      role: 'team_member',
    }),
  ],
  pending_invitations: [pendingInvitation()],
  ...overrides,
});

export const myCompanies = (role: TeamRole = 'owner'): MyCompaniesDto => ({
  companies: [
    { id: COMPANY_ID, name: 'Maple Builders', logo_url: null, role, permissions: permissionsOf(role) },
  ],
});
