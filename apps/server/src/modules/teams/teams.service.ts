import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import { ROLE_PERMISSIONS, type TeamPermission, type TeamRole } from '@hirehand/shared/business/team-roles';
import type { AuditEventRow } from '../../db/schema/audit';
import { audit } from '../../platform/audit/audit';
import type { ClientInfo } from '../../platform/audit/client-summary';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import {
  assertCompanyPermission,
  type CompanyAccess,
  companySubject,
  membershipOf,
  removeCompanyMember,
  resolveCompany,
  setMemberRole,
  teamMembersOf,
} from '../companies/companies.service';
import { managedPostingCounts, reassignMemberPostings } from '../gigs/gigs.service';
import { findUserById } from '../users/users.service';
import { assertCanGrant, assertCanManageMember } from './teams.policy';
import type { TeamView } from './teams.presenter';
import { namesOf, pendingInvitationsOf } from './teams.repo';

/**
 * Teams (spec 2 §2.4, §3, §5-§7; issue 22; decision 042): role changes, removing and leaving, and
 * the team's activity (the invitations are in team-invitations.service.ts). Every change is an
 * audit event about the company (`team.*`) written in the change's transaction.
 */

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value) => b.includes(value));

/** Who a member is in the activity list: their name, else their address. */
export const labelOf = (person: { fullName?: string | null; email: string }) =>
  person.fullName || person.email;

/** GET /api/business/team: the company's members (the owner too) and pending invitations; any role reads it. */
export async function readTeam(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null },
): Promise<TeamView> {
  const access = await resolveCompany(ctx, props);
  const companyId = access.company.id;
  const [members, jobsManaged, invitations] = await Promise.all([
    teamMembersOf(ctx, companyId),
    managedPostingCounts(ctx, companyId),
    pendingInvitationsOf(ctx.db, companyId, ctx.clock.now()),
  ]);
  return {
    company: { id: companyId, name: access.company.name },
    myRole: access.role,
    myPermissions: access.permissions,
    members,
    jobsManaged,
    invitations,
  };
}

/** The member by user id in the company, with their account; 404 business.member_not_found. */
async function memberOf(ctx: AppContext, companyId: string, userId: string) {
  const member = await membershipOf(ctx, { companyId, userId });
  if (!member) throw errors.notFound(BUSINESS_ERRORS.memberNotFound);
  const user = await findUserById(ctx.db, userId);
  return { member, label: user ? labelOf(user) : userId };
}

/**
 * PUT /api/business/team/{memberId}/permissions (can_manage_team): a member's role and
 * permissions, by the rules of teams.policy.ts; audited team.role_changed.
 */
export async function changeMemberRole(
  ctx: AppContext,
  props: {
    userId: string;
    companyId?: string | null;
    memberId: string;
    role: TeamRole;
    permissions?: TeamPermission[];
    client?: ClientInfo;
  },
): Promise<CompanyAccess['company']> {
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  const companyId = access.company.id;
  const { member, label } = await memberOf(ctx, companyId, props.memberId);
  assertCanManageMember(access, member);
  if (props.role === 'owner') throw errors.badRequest(BUSINESS_ERRORS.ownerRoleFixed);
  const permissions = [...new Set(props.permissions ?? ROLE_PERMISSIONS[props.role])];
  assertCanGrant(access, props.role, permissions);
  await ctx.db.transaction(async (tx) => {
    const updated = await setMemberRole({
      executor: tx,
      companyId,
      userId: member.userId,
      role: props.role,
      permissions,
    });
    if (!updated) throw errors.notFound(BUSINESS_ERRORS.memberNotFound);
    await audit.record(tx, {
      at: ctx.clock.now(),
      actorId: props.userId,
      action: 'team.role_changed',
      subject: companySubject(companyId),
      data: {
        subject: label,
        member_id: member.userId,
        from: member.role,
        to: props.role,
        permissions_changed: !sameSet(member.permissions, permissions),
        permissions: permissions.join(','),
      },
      client: props.client,
    });
  });
  return access.company;
}

/**
 * Takes a member off the team in one transaction: the open or paused postings they manage for
 * the company go to the owner first (audited team.postings_reassigned), then the membership goes
 * (audited `action`).
 */
async function takeOffTeam(
  ctx: AppContext,
  props: {
    access: CompanyAccess;
    actorId: string;
    member: { userId: string; role: TeamRole };
    label: string;
    action: 'team.member_removed' | 'team.member_left';
    client?: ClientInfo;
  },
) {
  const { company } = props.access;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const moved = await reassignMemberPostings(ctx, {
      executor: tx,
      companyId: company.id,
      fromUserId: props.member.userId,
      toUserId: company.ownerId,
    });
    if (moved.length > 0) {
      await audit.record(tx, {
        at: now,
        actorId: props.actorId,
        action: 'team.postings_reassigned',
        subject: companySubject(company.id),
        data: { subject: props.label, from: props.member.userId, to: company.ownerId, count: moved.length },
        client: props.client,
      });
    }
    const removed = await removeCompanyMember({
      executor: tx,
      companyId: company.id,
      userId: props.member.userId,
    });
    if (!removed) throw errors.notFound(BUSINESS_ERRORS.memberNotFound);
    await audit.record(tx, {
      at: now,
      actorId: props.actorId,
      action: props.action,
      subject: companySubject(company.id),
      data: { subject: props.label, member_id: props.member.userId, role: props.member.role },
      client: props.client,
    });
  });
}

/** DELETE /api/business/team/{memberId} (can_manage_team; an admin only by the owner). */
export async function removeMember(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null; memberId: string; client?: ClientInfo },
): Promise<void> {
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  const { member, label } = await memberOf(ctx, access.company.id, props.memberId);
  assertCanManageMember(access, member);
  await takeOffTeam(ctx, {
    access,
    actorId: props.userId,
    member,
    label,
    action: 'team.member_removed',
    client: props.client,
  });
}

/** POST /api/business/team/leave: a member leaves a company (never its owner). */
export async function leaveCompany(
  ctx: AppContext,
  props: { userId: string; companyId: string; client?: ClientInfo },
): Promise<void> {
  const access = await resolveCompany(ctx, props);
  if (access.role === 'owner') throw errors.badRequest(BUSINESS_ERRORS.ownerCannotLeave);
  const { member, label } = await memberOf(ctx, access.company.id, props.userId);
  await takeOffTeam(ctx, {
    access,
    actorId: props.userId,
    member,
    label,
    action: 'team.member_left',
    client: props.client,
  });
}

export interface TeamActivityPage {
  events: AuditEventRow[];
  last: AuditEventRow | null;
  actorNames: Map<string, string>;
}

/** GET /api/business/team/activity (owner or can_manage_team): the company's team events, newest first. */
export async function listTeamActivity(
  ctx: AppContext,
  props: { userId: string; companyId?: string | null; before?: { at: Date; id: string }; limit: number },
): Promise<TeamActivityPage> {
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  const rows = await audit.listForSubject(ctx.db, companySubject(access.company.id), {
    actionPrefix: 'team.',
    before: props.before,
    limit: props.limit + 1,
  });
  const events = rows.slice(0, props.limit);
  const actorIds = [...new Set(events.flatMap((row) => (row.actorId ? [row.actorId] : [])))];
  return {
    events,
    last: rows.length > props.limit ? (events.at(-1) ?? null) : null,
    actorNames: await namesOf(ctx.db, actorIds),
  };
}
