import { SavedJobParams, SavedJobsDto } from '@hirehand/shared/jobs/saved-jobs';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { savedJobsOf, saveJob, unsaveJob } from './saved-jobs.service';

/**
 * Saved jobs (the matcher's Save Job, the job detail's toggle, the dashboard's list). The static
 * `/jobs/saved` and the parametric `/jobs/:id/saved` never compete: find-my-way matches a
 * static segment before a parameter, and no `/jobs/:id` route exists.
 */
export const savedJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/saved',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: "The caller's saved jobs that are still on the board, newest save first",
        security: [{ bearerAuth: [] }],
        response: { 200: SavedJobsDto, 401: ErrorDto },
      },
    },
    (request) => savedJobsOf({ ctx: app.ctx, userId: actorOf(request).userId }),
  );

  app.put(
    '/jobs/:id/saved',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Save a job the board lists (idempotent)',
        security: [{ bearerAuth: [] }],
        params: SavedJobParams,
        response: {
          204: z.null(),
          401: ErrorDto,
          404: ErrorDto,
          409: ErrorDto,
          422: ValidationErrorDto,
        },
      },
    },
    async (request, reply) => {
      await saveJob({ ctx: app.ctx, userId: actorOf(request).userId, postingId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/jobs/:id/saved',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['jobs'],
        summary: 'Forget a saved job (idempotent)',
        security: [{ bearerAuth: [] }],
        params: SavedJobParams,
        response: { 204: z.null(), 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request, reply) => {
      await unsaveJob({ ctx: app.ctx, userId: actorOf(request).userId, postingId: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
