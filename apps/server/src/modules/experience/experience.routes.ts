import {
  AddExperienceInput,
  ExperienceEntryDto,
  ExperienceFromApplicationInput,
  ExperienceListDto,
  ExperienceResultDto,
  UpdateExperienceInput,
} from '@hirehand/shared/experience/experience';
import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import {
  addExperience,
  editExperience,
  getExperience,
  recordFromApplication,
  removeExperience,
} from './experience.service';

const bearer = [{ bearerAuth: [] }];
const tags = ['experience'];
const IdParams = z.object({ id: z.string().max(100) });

export const experienceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/experience/:userId',
    {
      schema: {
        tags,
        summary: "A user's work experience, profile summary and figures (public)",
        params: z.object({ userId: z.string().max(100) }),
        response: { 200: ExperienceListDto, 404: ErrorDto },
      },
    },
    (request) => getExperience({ ctx: app.ctx, userId: request.params.userId }),
  );

  app.post(
    '/experience/add',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Add a work experience entry to the caller's profile",
        security: bearer,
        body: AddExperienceInput,
        response: {
          201: ExperienceResultDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request, reply) => {
      const experience = await addExperience({
        ctx: app.ctx,
        actorId: actorOf(request).userId,
        input: request.body,
      });
      return reply.status(201).send({ message: EXPERIENCE_MESSAGES.added, experience });
    },
  );

  app.post(
    '/experience/from-application/:applicationId',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Record an accepted application as a work experience entry (its applicant)',
        security: bearer,
        params: z.object({ applicationId: z.string().max(100) }),
        // Every field has a default, so the body may be left out.
        body: ExperienceFromApplicationInput.nullish(),
        response: {
          201: ExperienceResultDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request, reply) => {
      const experience = await recordFromApplication({
        ctx: app.ctx,
        actorId: actorOf(request).userId,
        applicationId: request.params.applicationId,
        input: request.body ?? ExperienceFromApplicationInput.parse({}),
      });
      return reply.status(201).send({ message: EXPERIENCE_MESSAGES.added, experience });
    },
  );

  app.patch(
    '/experience/entries/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Edit one of the caller's entries",
        security: bearer,
        params: IdParams,
        body: UpdateExperienceInput,
        response: {
          200: ExperienceEntryDto,
          401: ErrorDto,
          403: ErrorDto,
          404: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    (request) =>
      editExperience({
        ctx: app.ctx,
        actorId: actorOf(request).userId,
        id: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/experience/entries/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: "Delete one of the caller's entries",
        security: bearer,
        params: IdParams,
        response: { 204: z.null(), 401: ErrorDto, 403: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) => {
      await removeExperience({ ctx: app.ctx, actorId: actorOf(request).userId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
