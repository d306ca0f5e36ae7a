import {
  ApplicationDto,
  ApplicationListDto,
  ApplicationListQuery,
  ApplyInput,
  ApplyResultDto,
  DeclineInput,
  ReceivedApplicationsQuery,
} from '@hirehand/shared/applications/applications';
import { APPLICATION_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { decideApplication, type PosterAction, withdrawApplication } from './application-decisions.service';
import { APPLICATION_MAILS } from './applications.mail';
import {
  applyToPosting,
  getApplication,
  listMyApplications,
  listPostingApplications,
  listReceivedApplications,
} from './applications.service';

/** Applications per user: generous for a real job search, a wall for a script spraying every posting. */
export const APPLY_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

const IdParams = z.object({ id: z.string().max(100) });
const bearer = [{ bearerAuth: [] }];

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.ctx.mail.register(APPLICATION_MAILS);
  const perUserApplyLimit = perUserLimit(app, 'apply', APPLY_RATE_LIMIT);

  app.post(
    '/gigs/:id/apply',
    {
      preHandler: [app.authenticate, app.idempotent, perUserApplyLimit],
      schema: {
        tags: ['applications'],
        summary: 'Apply to an open posting (a gig or a job)',
        description:
          "Counts one of the plan's monthly applications (basic: 5 a month, America/Vancouver); past it, 403 `membership.application_limit`.",
        security: bearer,
        params: IdParams,
        body: ApplyInput,
        response: {
          201: ApplyResultDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      const application = await applyToPosting({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        postingId: request.params.id,
        input: request.body,
      });
      return reply.status(201).send({ message: APPLICATION_MESSAGES.submitted, application });
    },
  );

  const listSchema = (summary: string) => ({
    tags: ['applications'],
    summary,
    security: bearer,
    querystring: ApplicationListQuery,
    response: {
      200: ApplicationListDto,
      401: ErrorDto,
      403: ErrorDto,
      404: ErrorDto,
      422: ValidationErrorDto,
    },
  });

  app.get(
    '/gigs/:id/applications',
    {
      preHandler: app.authenticate,
      schema: {
        ...listSchema(
          "A posting's applications (its poster, or its company's team with can_manage_applications)",
        ),
        params: IdParams,
      },
    },
    (request) =>
      listPostingApplications({
        ctx: app.ctx,
        actorId: actorOf(request).userId,
        postingId: request.params.id,
        query: request.query,
      }),
  );

  app.get(
    '/applications/received',
    {
      preHandler: app.authenticate,
      schema: {
        ...listSchema(
          "Applications to the caller's postings (with company_id: to the company's postings, can_manage_applications there), newest first",
        ),
        querystring: ReceivedApplicationsQuery,
      },
    },
    (request) =>
      listReceivedApplications({ ctx: app.ctx, actorId: actorOf(request).userId, query: request.query }),
  );

  app.get(
    '/applications/mine',
    { preHandler: app.authenticate, schema: listSchema("The caller's applications, newest first") },
    (request) => listMyApplications({ ctx: app.ctx, actorId: actorOf(request).userId, query: request.query }),
  );

  app.get(
    '/applications/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "One application (its poster, its applicant, or its company's team with can_manage_applications)",
        security: bearer,
        params: IdParams,
        response: { 200: ApplicationDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto },
      },
    },
    (request) => getApplication({ ctx: app.ctx, actorId: actorOf(request).userId, id: request.params.id }),
  );

  const decisionSchema = (summary: string) => ({
    tags: ['applications'],
    summary,
    security: bearer,
    params: IdParams,
    response: { 200: ApplicationDto, 400: ErrorDto, 401: ErrorDto, 403: ErrorDto, 404: ErrorDto },
  });
  const decide = (
    request: FastifyRequest,
    applicationId: string,
    action: PosterAction,
    message?: string | null,
  ) =>
    decideApplication({
      ctx: app.ctx,
      log: request.log,
      actorId: actorOf(request).userId,
      applicationId,
      action,
      message,
    });

  app.post(
    '/applications/:id/shortlist',
    { preHandler: app.authenticate, schema: decisionSchema('Shortlist a pending application (the poster)') },
    (request) => decide(request, request.params.id, 'shortlist'),
  );

  app.post(
    '/applications/:id/accept',
    {
      preHandler: app.authenticate,
      schema: decisionSchema('Hire the applicant; fills the posting when its openings are used (the poster)'),
    },
    (request) => decide(request, request.params.id, 'accept'),
  );

  app.post(
    '/applications/:id/decline',
    {
      preHandler: app.authenticate,
      schema: {
        ...decisionSchema('Decline an application, with an optional note to the applicant (the poster)'),
        // The note is optional, so is the body.
        body: DeclineInput.nullish(),
        response: { ...decisionSchema('').response, 422: ValidationErrorDto },
      },
    },
    (request) => decide(request, request.params.id, 'decline', request.body?.message ?? null),
  );

  app.post(
    '/applications/:id/withdraw',
    {
      preHandler: app.authenticate,
      schema: decisionSchema('Withdraw a pending or shortlisted application (the applicant)'),
    },
    (request) =>
      withdrawApplication({
        ctx: app.ctx,
        log: request.log,
        actorId: actorOf(request).userId,
        applicationId: request.params.id,
      }),
  );
};
