import { BUSINESS_ERRORS } from '@hirehand/shared/business/business-errors';
import {
  CompanyScopeQuery,
  decodeTeamActivityCursor,
  INVITATION_LOOKUP_RATE_LIMIT,
  InvitationAcceptedDto,
  InvitationPreviewDto,
  InvitationTokenInput,
  PendingInvitationDto,
  TeamActivityListDto,
  TeamActivityQuery,
  TeamDto,
  TeamInvitationParams,
  TeamInviteInput,
  TeamLeaveInput,
  TeamMemberDto,
  TeamMemberParams,
  TeamPermissionsInput,
} from '@hirehand/shared/business/team';
import { TEAM_INVITATION } from '@hirehand/shared/business/team-roles';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clientOf } from '../../platform/audit/client-summary';
import { actorOf } from '../../platform/auth/auth-guard';
import { errors } from '../../platform/errors';
import { limitCounter, perUserLimit } from '../../platform/request-limit';
import {
  acceptInvitation,
  cancelInvitation,
  inviteMember,
  previewInvitation,
} from './team-invitations.service';
import { registerTeamsJobs } from './teams.jobs';
import { TEAM_MAILS } from './teams.mail';
import { toPendingInvitationDto, toTeamActivityList, toTeamDto } from './teams.presenter';
import { changeMemberRole, leaveCompany, listTeamActivity, readTeam, removeMember } from './teams.service';

/** Each invitation sends an e-mail: TEAM_INVITATION.perHour a user. */
export const TEAM_INVITE_RATE_LIMIT = { max: TEAM_INVITATION.perHour, timeWindow: '1 hour' };

const security = [{ bearerAuth: [] }];
const refusals = { 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto };

/** The team of a company (spec 2 §7, issue 22, decision 042). */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(TEAM_MAILS);
  registerTeamsJobs(app);
  const inviteLimit = perUserLimit(
    app,
    'team-invite',
    TEAM_INVITE_RATE_LIMIT,
    BUSINESS_ERRORS.inviteRateLimited,
  );
  const lookupOver = limitCounter(app, {
    name: 'team-invitation-lookup',
    limit: INVITATION_LOOKUP_RATE_LIMIT,
    key: (request) => request.ip,
  });

  app.get(
    '/business/team',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: "A company's team: members (the owner too) and pending invitations; any member reads it",
        description: "Without company_id: the caller's own company, else the first they belong to.",
        security,
        querystring: CompanyScopeQuery,
        response: { 200: TeamDto, ...refusals },
      },
    },
    async (request) =>
      toTeamDto(
        await readTeam(app.ctx, { userId: actorOf(request).userId, companyId: request.query.company_id }),
      ),
  );

  app.post(
    '/business/team/invite',
    {
      preHandler: [app.authenticate, inviteLimit],
      schema: {
        tags: ['business'],
        summary: 'Invite someone to the team by e-mail (can_manage_team)',
        description:
          'E-mails a single-use link valid 7 days. 201 for a new invitation; 200 when the address already had a pending one, which is re-sent with a new token and expiry (the old link stops working). Nobody invites above their own role or gives a permission they lack.',
        security,
        body: TeamInviteInput,
        response: {
          200: PendingInvitationDto,
          201: PendingInvitationDto,
          400: ErrorDto,
          409: ErrorDto,
          429: ErrorDto,
          ...refusals,
        },
      },
    },
    async (request, reply) => {
      const { company_id: companyId, ...input } = request.body;
      const { invitation, inviterName, resent } = await inviteMember(app.ctx, {
        userId: actorOf(request).userId,
        companyId,
        ...input,
        client: clientOf(request),
      });
      return reply.status(resent ? 200 : 201).send(toPendingInvitationDto(invitation, inviterName));
    },
  );

  app.put(
    '/business/team/:memberId/permissions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: "Change a member's role and permissions (can_manage_team; an admin only by the owner)",
        description:
          "memberId is the member's user id. The owner's role is fixed (400); nobody gives a role or permission above their own (403).",
        security,
        params: TeamMemberParams,
        body: TeamPermissionsInput,
        response: { 200: TeamMemberDto, 400: ErrorDto, ...refusals },
      },
    },
    async (request) => {
      const { company_id: companyId, ...input } = request.body;
      const userId = actorOf(request).userId;
      const company = await changeMemberRole(app.ctx, {
        userId,
        companyId,
        memberId: request.params.memberId,
        ...input,
        client: clientOf(request),
      });
      const team = toTeamDto(await readTeam(app.ctx, { userId, companyId: company.id }));
      const member = team.team_members.find((entry) => entry.user_id === request.params.memberId);
      if (!member) throw errors.notFound(BUSINESS_ERRORS.memberNotFound);
      return member;
    },
  );

  app.delete(
    '/business/team/invitations/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: 'Cancel a pending invitation (can_manage_team); its link stops working',
        description:
          "With company_id (as Team Management sends it): 404 unless the invitation is that company's.",
        security,
        params: TeamInvitationParams,
        querystring: CompanyScopeQuery,
        response: { 204: z.null().describe('Cancelled'), 409: ErrorDto, ...refusals },
      },
    },
    async (request, reply) => {
      await cancelInvitation(app.ctx, {
        userId: actorOf(request).userId,
        companyId: request.query.company_id,
        invitationId: request.params.id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/business/team/:memberId',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: 'Remove a member (can_manage_team; an admin only by the owner)',
        description: 'The open and paused postings the member manages for the company go to the owner first.',
        security,
        params: TeamMemberParams,
        querystring: CompanyScopeQuery,
        response: { 204: z.null().describe('Removed'), 400: ErrorDto, ...refusals },
      },
    },
    async (request, reply) => {
      await removeMember(app.ctx, {
        userId: actorOf(request).userId,
        companyId: request.query.company_id,
        memberId: request.params.memberId,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/business/team/leave',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: 'Leave a company the caller belongs to (never its owner)',
        description: 'The open and paused postings the caller manages for the company go to the owner.',
        security,
        body: TeamLeaveInput,
        response: { 204: z.null().describe('Left'), 400: ErrorDto, ...refusals },
      },
    },
    async (request, reply) => {
      await leaveCompany(app.ctx, {
        userId: actorOf(request).userId,
        companyId: request.body.company_id,
        client: clientOf(request),
      });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/business/team/invitations/lookup',
    {
      schema: {
        tags: ['business'],
        summary: "What an invitation's link is for (no sign-in needed), for the accept page",
        body: InvitationTokenInput,
        response: { 200: InvitationPreviewDto, 404: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      if (await lookupOver(request, reply)) throw errors.tooManyRequests(BUSINESS_ERRORS.lookupRateLimited);
      return previewInvitation(app.ctx, request.body.token);
    },
  );

  app.post(
    '/business/team/invitations/accept',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: 'Accept an invitation: the signed-in account with the invited address joins the team',
        description:
          '403 business.invitation_other_email for another account; 400 business.invitation_expired past its expiry; 409 business.invitation_used once accepted or cancelled.',
        security,
        body: InvitationTokenInput,
        response: { 200: InvitationAcceptedDto, 400: ErrorDto, 409: ErrorDto, ...refusals },
      },
    },
    (request) =>
      acceptInvitation(app.ctx, {
        userId: actorOf(request).userId,
        token: request.body.token,
        client: clientOf(request),
      }),
  );

  app.get(
    '/business/team/activity',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['business'],
        summary: "The team's activity, newest first (owner or can_manage_team)",
        security,
        querystring: TeamActivityQuery,
        response: { 200: TeamActivityListDto, ...refusals },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { company_id: companyId, cursor, limit } = request.query;
      const page = await listTeamActivity(app.ctx, {
        userId: actorOf(request).userId,
        companyId,
        before: cursor ? (decodeTeamActivityCursor(cursor) ?? undefined) : undefined,
        limit,
      });
      return toTeamActivityList(page);
    },
  );
};
