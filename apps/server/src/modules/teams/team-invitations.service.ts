import { createHash, randomBytes } from 'node:crypto';
import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import type { InvitationAcceptedDto, InvitationPreviewDto } from '@hirehand/shared/business/team';
import {
  ROLE_PERMISSIONS,
  TEAM_INVITATION,
  type TeamPermission,
  type TeamRole,
} from '@hirehand/shared/business/team-roles';
import type { Executor } from '../../db/client';
import type { TeamInvitationRow } from '../../db/schema/companies';
import { audit } from '../../platform/audit/audit';
import type { ClientInfo } from '../../platform/audit/client-summary';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import {
  addCompanyMember,
  assertCompanyPermission,
  companySubject,
  findCompany,
  memberByEmail,
} from '../companies/companies.service';
import { findUserById } from '../users/users.service';
import { teamInvitationMail, teamInvitationReminderMail } from './teams.mail';
import { assertCanGrant } from './teams.policy';
import {
  closeInvitation,
  expireInvitation,
  findInvitationById,
  findInvitationByTokenHash,
  insertInvitation,
  lockPendingInvitation,
  markReminded,
  refreshInvitation,
} from './teams.repo';
import { labelOf } from './teams.service';

/**
 * Team invitations (spec 2 §2.4, §3; issue 22; decision 042): inviting and re-sending, the
 * lookup and accepting by the e-mailed link, cancelling, and the expiry and reminder jobs. Every
 * change is an audit event about the company (`team.*`) written in the change's transaction.
 */

const DAY_MS = 24 * 60 * 60_000;

/** The accept link's token: 256 random bits; only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const acceptUrlOf = (ctx: AppContext, token: string) =>
  `${ctx.env.PUBLIC_URL}/team/accept?token=${encodeURIComponent(token)}`;

/** Enqueues the invitation's expiry and its reminder, once per (invitation, expiry). */
async function scheduleInvitationJobs(
  ctx: AppContext,
  tx: Executor,
  invitation: TeamInvitationRow,
  token: string,
) {
  const expiresAt = invitation.expiresAt;
  const key = `${invitation.id}:${expiresAt.getTime()}`;
  await ctx.jobs.enqueue(
    'teams.invitation_expire',
    { invitationId: invitation.id, expiresAt: expiresAt.toISOString() },
    { runAt: expiresAt, dedupeKey: `team-invitation-expire:${key}`, executor: tx },
  );
  await ctx.jobs.enqueue(
    'teams.invitation_reminder',
    { invitationId: invitation.id, expiresAt: expiresAt.toISOString(), token },
    {
      runAt: new Date(expiresAt.getTime() - TEAM_INVITATION.reminderDaysBeforeExpiry * DAY_MS),
      dedupeKey: `team-invitation-remind:${key}:${invitation.tokenHash.slice(0, 16)}`,
      executor: tx,
    },
  );
}

/**
 * POST /api/business/team/invite (can_manage_team): invites an address with a role and
 * permissions no higher than the inviter's own, and e-mails the single-use link. Re-inviting a
 * pending address re-sends it (a new token and expiry on the same row): `resent` is then true.
 */
export async function inviteMember(
  ctx: AppContext,
  props: {
    userId: string;
    companyId?: string | null;
    email: string;
    role: TeamRole;
    permissions?: TeamPermission[];
    client?: ClientInfo;
  },
): Promise<{ invitation: TeamInvitationRow; inviterName: string; resent: boolean }> {
  const access = await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: props.companyId,
    permission: 'can_manage_team',
  });
  if (props.role === 'owner') throw errors.badRequest(BUSINESS_ERRORS.ownerNotInvitable);
  const role = props.role;
  const email = props.email.trim().toLowerCase();
  const inviter = await findUserById(ctx.db, props.userId);
  if (!inviter) throw errors.unauthorized();
  if (inviter.email.toLowerCase() === email) throw errors.badRequest(BUSINESS_ERRORS.inviteSelf);
  if (await memberByEmail(ctx, { companyId: access.company.id, email }))
    throw errors.badRequest(BUSINESS_ERRORS.alreadyMember);
  const permissions = [...new Set(props.permissions ?? ROLE_PERMISSIONS[role])];
  assertCanGrant(access, role, permissions);

  const token = newToken();
  const tokenHash = hashToken(token);
  const { invitation, resent } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const values = {
      role,
      permissions,
      tokenHash,
      invitedBy: props.userId,
      invitedAt: now,
      expiresAt: new Date(now.getTime() + TEAM_INVITATION.validDays * DAY_MS),
    };
    const pending = await lockPendingInvitation(tx, access.company.id, email);
    const row = pending
      ? await refreshInvitation(tx, pending.id, values)
      : await insertInvitation(tx, { ...values, companyId: access.company.id, email });
    // A concurrent invite of the same address won the pending key: the client may try again.
    if (!row) throw errors.conflict(BUSINESS_ERRORS.invitationUsed);
    await audit.record(tx, {
      at: now,
      actorId: props.userId,
      action: pending ? 'team.invitation_resent' : 'team.invited',
      subject: companySubject(access.company.id),
      data: { subject: email, role, invitation_id: row.id },
      client: props.client,
    });
    await scheduleInvitationJobs(ctx, tx, row, token);
    await ctx.mail.send(teamInvitationMail, {
      to: email,
      params: {
        company: access.company.name,
        inviter: inviter.fullName,
        role,
        acceptUrl: acceptUrlOf(ctx, token),
        expiresAt: row.expiresAt.toISOString(),
      },
      dedupeKey: `team-invitation:${tokenHash.slice(0, 32)}`,
      notAfter: row.expiresAt,
      executor: tx,
    });
    return { invitation: row, resent: pending !== null };
  });
  return { invitation, inviterName: inviter.fullName, resent };
}

/** A pending invitation that reached its expiry reads as expired before its job has run. */
const statusOf = (invitation: TeamInvitationRow, now: Date): InvitationPreviewDto['status'] =>
  invitation.status === 'pending' && invitation.expiresAt <= now ? 'expired' : invitation.status;

async function invitationOfToken(ctx: AppContext, token: string) {
  const invitation = await findInvitationByTokenHash(ctx.db, hashToken(token.trim()));
  if (!invitation) throw errors.notFound(BUSINESS_ERRORS.invitationNotFound);
  return invitation;
}

/** POST /api/business/team/invitations/lookup: what the accept page shows (no sign-in needed). */
export async function previewInvitation(ctx: AppContext, token: string): Promise<InvitationPreviewDto> {
  const invitation = await invitationOfToken(ctx, token);
  const company = await resolveInvitationCompany(ctx, invitation);
  const inviter = invitation.invitedBy ? await findUserById(ctx.db, invitation.invitedBy) : null;
  return {
    company_name: company.name,
    email: invitation.email,
    role: invitation.role,
    invited_by: inviter?.fullName ?? null,
    expires_at: invitation.expiresAt.toISOString(),
    status: statusOf(invitation, ctx.clock.now()),
  };
}

/** The invitation's company (404 like an unknown invitation when it is gone). */
async function resolveInvitationCompany(ctx: AppContext, invitation: TeamInvitationRow) {
  const company = await findCompany(ctx, invitation.companyId);
  if (!company) throw errors.notFound(BUSINESS_ERRORS.invitationNotFound);
  return company;
}

/**
 * POST /api/business/team/invitations/accept: the signed-in account whose address was invited
 * joins with the invitation's role and permissions. Used or cancelled: 409
 * business.invitation_used; past its expiry: 400 business.invitation_expired; another account:
 * 403 business.invitation_other_email.
 */
export async function acceptInvitation(
  ctx: AppContext,
  props: { userId: string; token: string; client?: ClientInfo },
): Promise<InvitationAcceptedDto> {
  const invitation = await invitationOfToken(ctx, props.token);
  const status = statusOf(invitation, ctx.clock.now());
  if (status === 'accepted' || status === 'cancelled') throw errors.conflict(BUSINESS_ERRORS.invitationUsed);
  if (status === 'expired') throw errors.badRequest(BUSINESS_ERRORS.invitationExpired);
  const user = await findUserById(ctx.db, props.userId);
  if (!user) throw errors.unauthorized();
  if (user.email.toLowerCase() !== invitation.email)
    throw errors.forbidden(BUSINESS_ERRORS.invitationOtherEmail);
  const company = await resolveInvitationCompany(ctx, invitation);
  const permissions = invitation.permissions as TeamPermission[];
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const closed = await closeInvitation(tx, invitation.id, {
      status: 'accepted',
      acceptedBy: user.id,
      acceptedAt: now,
    });
    if (!closed) throw errors.conflict(BUSINESS_ERRORS.invitationUsed);
    const member = await addCompanyMember(ctx, {
      executor: tx,
      companyId: invitation.companyId,
      userId: user.id,
      role: invitation.role,
      permissions,
      invitedBy: invitation.invitedBy,
    });
    if (!member) throw errors.badRequest(BUSINESS_ERRORS.alreadyMember);
    await audit.record(tx, {
      at: now,
      actorId: user.id,
      action: 'team.invitation_accepted',
      subject: companySubject(invitation.companyId),
      data: { subject: labelOf(user), role: invitation.role, invitation_id: invitation.id },
      client: props.client,
    });
  });
  return { company_id: company.id, company_name: company.name, role: invitation.role, permissions };
}

/** DELETE /api/business/team/invitations/{id} (can_manage_team in the invitation's company). */
export async function cancelInvitation(
  ctx: AppContext,
  props: { userId: string; companyId?: string; invitationId: string; client?: ClientInfo },
): Promise<void> {
  const invitation = await findInvitationById(ctx.db, props.invitationId);
  // Team Management names the company it shows: an invitation of another company is not there.
  if (!invitation || (props.companyId !== undefined && invitation.companyId !== props.companyId)) {
    throw errors.notFound(BUSINESS_ERRORS.invitationNotFound);
  }
  await assertCompanyPermission(ctx, {
    userId: props.userId,
    companyId: invitation.companyId,
    permission: 'can_manage_team',
  });
  await ctx.db.transaction(async (tx) => {
    const closed = await closeInvitation(tx, invitation.id, { status: 'cancelled' });
    if (!closed) throw errors.conflict(BUSINESS_ERRORS.invitationUsed);
    await audit.record(tx, {
      at: ctx.clock.now(),
      actorId: props.userId,
      action: 'team.invitation_cancelled',
      subject: companySubject(invitation.companyId),
      data: { subject: invitation.email, role: invitation.role, invitation_id: invitation.id },
      client: props.client,
    });
  });
}
/** The expiry job: a pending invitation with this expiry becomes expired (a re-sent one is left alone). */
export async function expireTeamInvitation(
  ctx: AppContext,
  payload: { invitationId: string; expiresAt: string },
) {
  return expireInvitation(ctx.db, payload.invitationId, new Date(payload.expiresAt), ctx.clock.now());
}

/**
 * The reminder job, TEAM_INVITATION.reminderDaysBeforeExpiry before the end: e-mailed once, and
 * only while that very invitation (token and expiry) is still pending.
 */
export async function remindTeamInvitation(
  ctx: AppContext,
  payload: { invitationId: string; expiresAt: string; token: string },
): Promise<boolean> {
  const tokenHash = hashToken(payload.token);
  return ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const invitation = await markReminded(tx, {
      id: payload.invitationId,
      tokenHash,
      expiresAt: new Date(payload.expiresAt),
      now,
    });
    if (!invitation) return false;
    const company = await findCompany(ctx, invitation.companyId, tx);
    const inviter = invitation.invitedBy ? await findUserById(tx, invitation.invitedBy) : null;
    if (!company) return false;
    await ctx.mail.send(teamInvitationReminderMail, {
      to: invitation.email,
      params: {
        company: company.name,
        inviter: inviter?.fullName ?? company.name,
        role: invitation.role,
        acceptUrl: acceptUrlOf(ctx, payload.token),
        expiresAt: invitation.expiresAt.toISOString(),
      },
      dedupeKey: `team-invitation-reminder:${invitation.id}:${tokenHash.slice(0, 32)}`,
      notAfter: invitation.expiresAt,
      executor: tx,
    });
    return true;
  });
}
