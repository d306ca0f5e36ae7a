import { CreateGigInput, CreateGigResultDto } from '@hirehand/shared/gigs/create-gig';
import {
  ChangePostingStatusInput,
  GigDetailDto,
  GigListDto,
  GigListQuery,
  MyPostingDto,
  MyPostingsDto,
  MyPostingsQuery,
  UpdateGigInput,
} from '@hirehand/shared/gigs/gig-dto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { listGigs } from './gig-list.service';
import { registerGigJobs } from './gigs.jobs';
import { changePostingStatus, createPosting, gigDetail, myPostings, updatePosting } from './gigs.service';
import type { PostCheckout } from './paid-posting.service';

/** At most 5 gig creations a minute per user: posting is rate-limited per account. */
export const GIG_CREATION_LIMIT = { max: 5, timeWindow: '1 minute' };

/** Any text: a malformed id is answered 404 like an unknown one. */
const PostingParams = z.object({ id: z.string() });

/** The payments module's checkout for a published job, handed in by app.ts (see PostCheckout). */
export interface GigRoutesOptions {
  postCheckout?: PostCheckout;
}

export const gigRoutes: FastifyPluginAsyncZod<GigRoutesOptions> = async (app, options) => {
  registerGigJobs(app);
  const perUserCreationLimit = perUserLimit(
    app,
    'gig-create',
    GIG_CREATION_LIMIT,
    GIG_ERRORS.tooManyCreations,
  );

  app.post(
    '/gigs/create',
    {
      preHandler: [app.authenticate, app.idempotent, perUserCreationLimit],
      schema: {
        tags: ['gigs'],
        summary: 'Publish a service gig or a job (the Create Gig / Post Job wizard)',
        description:
          "With `company_id` the posting is the company's (can_post_jobs there: 403 `business.not_a_member` or `business.permission_denied`); an employer or company account's postings are its own company's. A company's job published by a member without can_manage_billing answers `awaiting_billing: true` and no checkout.",
        security: [{ bearerAuth: [] }],
        body: CreateGigInput,
        response: {
          201: CreateGigResultDto,
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
      const result = await createPosting({
        ctx: app.ctx,
        actor: actorOf(request),
        input: request.body,
        checkout: options.postCheckout,
        log: request.log,
      });
      request.log.info({ feature: 'gigs', postingId: result.id }, 'posting created');
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/gigs',
    {
      preHandler: app.identify,
      schema: {
        tags: ['gigs'],
        summary:
          'Open gigs or jobs, filtered and paged: newest first, or nearest first around a city or a point (with a radius)',
        querystring: GigListQuery,
        response: { 200: GigListDto, 400: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => listGigs({ ctx: app.ctx, query: request.query }),
  );

  app.get(
    '/gigs/mine',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['gigs'],
        summary:
          "The caller's postings (or, with company_id, the company's: any member of its team), every status and mode, with application counts",
        security: [{ bearerAuth: [] }],
        querystring: MyPostingsQuery,
        response: {
          200: MyPostingsDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    (request) =>
      myPostings({ ctx: app.ctx, userId: actorOf(request).userId, companyId: request.query.company_id }),
  );

  app.get(
    '/gigs/:id',
    {
      preHandler: app.identify,
      schema: {
        tags: ['gigs'],
        summary:
          'One posting with its creator; counts a view (once per person or visitor address a day, never the poster)',
        params: PostingParams,
        response: { 200: GigDetailDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) =>
      gigDetail({
        ctx: app.ctx,
        id: request.params.id,
        actorId: request.actor?.userId ?? null,
        address: request.ip,
      }),
  );

  app.patch(
    '/gigs/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['gigs'],
        summary:
          "Change a posting (its poster, or its company's team with can_post_jobs); the publish checks run on the result",
        security: [{ bearerAuth: [] }],
        params: PostingParams,
        body: UpdateGigInput,
        response: {
          200: MyPostingDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    (request) =>
      updatePosting({
        ctx: app.ctx,
        id: request.params.id,
        actorId: actorOf(request).userId,
        input: request.body,
      }),
  );

  app.post(
    '/gigs/:id/status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['gigs'],
        summary: "Pause, close or reopen a posting (its poster, or its company's team with can_post_jobs)",
        security: [{ bearerAuth: [] }],
        params: PostingParams,
        body: ChangePostingStatusInput,
        response: {
          200: MyPostingDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    (request) =>
      changePostingStatus({
        ctx: app.ctx,
        id: request.params.id,
        actorId: actorOf(request).userId,
        status: request.body.status,
      }),
  );
};
