import {
  encodeTeamActivityCursor,
  type PendingInvitationDto,
  TEAM_ACTIVITY_ACTIONS,
  type TeamActivityAction,
  type TeamActivityDto,
  type TeamActivityListDto,
  type TeamDto,
  type TeamMemberDto,
} from '@hirehand/shared/business/team';
import type { TeamPermission } from '@hirehand/shared/business/team-roles';
import type { AuditEventRow } from '../../db/schema/audit';
import type { TeamInvitationRow } from '../../db/schema/companies';
import { memberPermissions, type TeamMemberRecord } from '../companies/companies.service';

const iso = (date: Date | string | null | undefined) =>
  date ? (date instanceof Date ? date : new Date(date)).toISOString() : null;

export function toTeamMemberDto(record: TeamMemberRecord, jobsManaged: number): TeamMemberDto {
  const { member } = record;
  return {
    id: member.userId,
    user_id: member.userId,
    email: record.email,
    full_name: record.fullName,
    role: member.role,
    joined_at: member.joinedAt.toISOString(),
    last_active: iso(record.lastActive),
    status: 'active',
    permissions: memberPermissions(member),
    jobs_managed: jobsManaged,
    last_login: iso(record.lastLogin),
  };
}

export function toPendingInvitationDto(
  invitation: TeamInvitationRow,
  inviterName: string | null,
): PendingInvitationDto {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    permissions: invitation.permissions as TeamPermission[],
    invited_at: invitation.invitedAt.toISOString(),
    expires_at: invitation.expiresAt.toISOString(),
    status: 'pending',
    invited_by: inviterName,
  };
}

export interface TeamView {
  company: { id: string; name: string };
  myRole: TeamDto['my_role'];
  myPermissions: TeamPermission[];
  members: TeamMemberRecord[];
  jobsManaged: Map<string, number>;
  invitations: Array<{ invitation: TeamInvitationRow; inviterName: string | null }>;
}

export function toTeamDto(view: TeamView): TeamDto {
  return {
    company: view.company,
    my_role: view.myRole,
    my_permissions: view.myPermissions,
    team_members: view.members.map((record) =>
      toTeamMemberDto(record, view.jobsManaged.get(record.member.userId) ?? 0),
    ),
    pending_invitations: view.invitations.map(({ invitation, inviterName }) =>
      toPendingInvitationDto(invitation, inviterName),
    ),
  };
}

const isTeamAction = (action: string): action is TeamActivityAction =>
  (TEAM_ACTIVITY_ACTIONS as readonly string[]).includes(action);

/** The event's facts a person may read: plain values only, the subject apart. */
function dataOf(row: AuditEventRow): TeamActivityDto['data'] {
  const data: TeamActivityDto['data'] = {};
  for (const [key, value] of Object.entries((row.data ?? {}) as Record<string, unknown>)) {
    if (key === 'subject') continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value))
      data[key] = value as string | number | boolean | null;
  }
  return data;
}

export function toTeamActivityList(page: {
  events: AuditEventRow[];
  last: AuditEventRow | null;
  actorNames: Map<string, string>;
}): TeamActivityListDto {
  return {
    events: page.events.flatMap((row) => {
      if (!isTeamAction(row.action)) return [];
      const subject = (row.data as Record<string, unknown> | null)?.subject;
      return [
        {
          id: row.id,
          at: row.createdAt.toISOString(),
          action: row.action,
          actor_name: row.actorId ? (page.actorNames.get(row.actorId) ?? null) : null,
          subject: typeof subject === 'string' ? subject : null,
          data: dataOf(row),
        },
      ];
    }),
    next_cursor: page.last ? encodeTeamActivityCursor(page.last.createdAt, page.last.id) : null,
  };
}
