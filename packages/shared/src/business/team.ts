import { z } from 'zod';
import { emailField } from '../platform/email';
import { DEFAULT_INVITE_ROLE, InvitableRole, TeamPermission, TeamRole } from './team-roles';

/**
 * Team management (spec 2 §2.4, §3, §5, §7; issue 22). Every call names the company it manages
 * with `company_id` (query or body); without it, the caller's own company.
 */
export const CompanyScopeQuery = z.object({ company_id: z.uuid().optional() }).strict();
export type CompanyScopeQuery = z.infer<typeof CompanyScopeQuery>;

/** Spec 2 §3 team member; the owner is listed too. */
export const TeamMemberDto = z.object({
  id: z.string(),
  user_id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  role: TeamRole,
  joined_at: z.string(),
  last_active: z.string().nullable(),
  status: z.literal('active'),
  permissions: z.array(TeamPermission),
  /** Open or paused postings of the company this member posted and manages. */
  jobs_managed: z.number().int(),
  last_login: z.string().nullable(),
});
export type TeamMemberDto = z.infer<typeof TeamMemberDto>;

/** Spec 2 §3 pending invitation. `invited_by` is the inviter's name. */
export const PendingInvitationDto = z.object({
  id: z.string(),
  email: z.string(),
  role: InvitableRole,
  permissions: z.array(TeamPermission),
  invited_at: z.string(),
  expires_at: z.string(),
  status: z.literal('pending'),
  invited_by: z.string().nullable(),
});
export type PendingInvitationDto = z.infer<typeof PendingInvitationDto>;

/** GET /api/business/team. */
export const TeamDto = z.object({
  company: z.object({ id: z.string(), name: z.string() }),
  /** The caller's own role and permissions in this company. */
  my_role: TeamRole,
  my_permissions: z.array(TeamPermission),
  team_members: z.array(TeamMemberDto),
  pending_invitations: z.array(PendingInvitationDto),
});
export type TeamDto = z.infer<typeof TeamDto>;

export const TEAM_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
} as const;

/** POST /api/business/team/invite. Permissions default to the role's (spec 2 §6). */
export const TeamInviteInput = z
  .object({
    email: z
      .string({ error: TEAM_MESSAGES.emailRequired })
      .trim()
      .min(1, TEAM_MESSAGES.emailRequired)
      .pipe(emailField(TEAM_MESSAGES.emailInvalid)),
    // Any role parses; the owner is refused by the service with 400 (issue 22), others are 422 here.
    role: TeamRole.default(DEFAULT_INVITE_ROLE),
    permissions: z.array(TeamPermission).max(6).optional(),
    company_id: z.uuid().optional(),
  })
  .strict();
export type TeamInviteInput = z.input<typeof TeamInviteInput>;

/** PUT /api/business/team/{memberId}/permissions. */
export const TeamPermissionsInput = z
  .object({
    role: TeamRole,
    permissions: z.array(TeamPermission).max(6).optional(),
    company_id: z.uuid().optional(),
  })
  .strict();
export type TeamPermissionsInput = z.input<typeof TeamPermissionsInput>;

/** The invitation's single-use token from the e-mailed link (/team/accept?token=...). */
export const InvitationTokenInput = z.object({ token: z.string().trim().min(20).max(200) }).strict();
export type InvitationTokenInput = z.infer<typeof InvitationTokenInput>;

/** POST /api/business/team/invitations/lookup: what the accept page shows before accepting. */
export const InvitationPreviewDto = z.object({
  company_name: z.string(),
  email: z.string(),
  role: InvitableRole,
  invited_by: z.string().nullable(),
  expires_at: z.string(),
  status: z.enum(['pending', 'accepted', 'cancelled', 'expired']),
});
export type InvitationPreviewDto = z.infer<typeof InvitationPreviewDto>;

/** POST /api/business/team/invitations/accept. */
export const InvitationAcceptedDto = z.object({
  company_id: z.string(),
  company_name: z.string(),
  role: TeamRole,
  permissions: z.array(TeamPermission),
});
export type InvitationAcceptedDto = z.infer<typeof InvitationAcceptedDto>;

/** GET /api/business/team/activity: the team's audit trail (owner and can_manage_team). */
export const TEAM_ACTIVITY_ACTIONS = [
  'team.invited',
  'team.invitation_resent',
  'team.invitation_cancelled',
  'team.invitation_accepted',
  'team.role_changed',
  'team.member_removed',
  'team.member_left',
  'team.postings_reassigned',
  'team.posting_created',
  'team.posting_updated',
  'team.application_answered',
  'team.company_updated',
] as const;
export const TeamActivityAction = z.enum(TEAM_ACTIVITY_ACTIONS);
export type TeamActivityAction = z.infer<typeof TeamActivityAction>;

export const TeamActivityDto = z.object({
  id: z.string(),
  at: z.string(),
  action: TeamActivityAction,
  actor_name: z.string().nullable(),
  /** Whom or what it was about: a member's name or e-mail, a posting's title. */
  subject: z.string().nullable(),
  /** e.g. { from: 'viewer', to: 'admin' } for a role change. */
  data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type TeamActivityDto = z.infer<typeof TeamActivityDto>;

export const TeamActivityListDto = z.object({
  events: z.array(TeamActivityDto),
  next_cursor: z.string().nullable(),
});
export type TeamActivityListDto = z.infer<typeof TeamActivityListDto>;

export const TEAM_ACTIVITY_PAGE_SIZE = 20;

/** `<epoch ms>_<event id>`: where the previous page ended. */
const ACTIVITY_CURSOR = /^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeTeamActivityCursor = (at: Date, id: string) => `${at.getTime()}_${id}`;

export function decodeTeamActivityCursor(cursor: string): { at: Date; id: string } | null {
  if (!ACTIVITY_CURSOR.test(cursor)) return null;
  const [ms = '', id = ''] = cursor.split('_');
  return { at: new Date(Number(ms)), id };
}

/** GET /api/business/team/activity?company_id=&cursor=&limit= */
export const TeamActivityQuery = z
  .object({
    company_id: z.uuid().optional(),
    cursor: z.string().regex(ACTIVITY_CURSOR, 'Invalid cursor').optional(),
    limit: z.coerce.number().int().min(1).max(50).default(TEAM_ACTIVITY_PAGE_SIZE),
  })
  .strict();
export type TeamActivityQuery = z.infer<typeof TeamActivityQuery>;

/** POST /api/business/team/leave. */
export const TeamLeaveInput = z.object({ company_id: z.uuid() }).strict();
export type TeamLeaveInput = z.infer<typeof TeamLeaveInput>;

/** The path parameters of a member (their user id) or an invitation. */
export const TeamMemberParams = z.object({ memberId: z.uuid() });
export const TeamInvitationParams = z.object({ id: z.uuid() });

/** How many look-ups of invitation tokens an address may make per minute (no sign-in needed). */
export const INVITATION_LOOKUP_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;
