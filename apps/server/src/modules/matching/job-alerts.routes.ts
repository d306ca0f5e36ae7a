import { JOB_ALERT_ERRORS } from '@hirehand/shared/matching/job-alert-errors';
import {
  JOB_ALERT_RATE_LIMIT,
  JobAlertDto,
  JobAlertInput,
  JobAlertListDto,
  JobAlertParams,
} from '@hirehand/shared/matching/job-alerts';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { createJobAlert, deleteJobAlert, jobAlertsOf } from './job-alerts.service';

/** Job alerts, 'Save this search' on the board (issue 21, decision 041). */
export const jobAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = perUserLimit(app, 'job-alerts', JOB_ALERT_RATE_LIMIT, JOB_ALERT_ERRORS.rateLimited);

  app.get(
    '/job-alerts',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags: ['matching'],
        summary:
          "The caller's job alerts, newest first, with how many their plan keeps (null: unlimited) and how fast they go",
        security: [{ bearerAuth: [] }],
        response: { 200: JobAlertListDto, 401: ErrorDto, 429: ErrorDto },
      },
    },
    (request) => jobAlertsOf(app.ctx, actorOf(request).userId),
  );

  app.post(
    '/job-alerts',
    {
      preHandler: [app.authenticate, app.idempotent, limit],
      schema: {
        tags: ['matching'],
        summary: "Save the board's filters as a job alert (the name defaults to a summary of the filters)",
        description:
          "403 job_alerts.limit_reached over the plan's saved searches; 409 job_alerts.duplicate for the same filters again.",
        security: [{ bearerAuth: [] }],
        body: JobAlertInput,
        response: {
          201: JobAlertDto,
          401: ErrorDto,
          403: ErrorDto,
          409: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request, reply) => {
      const alert = await createJobAlert({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        input: request.body,
      });
      return reply.status(201).send(alert);
    },
  );

  app.delete(
    '/job-alerts/:id',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags: ['matching'],
        summary: "Delete one of the caller's job alerts (another person's is a 404)",
        security: [{ bearerAuth: [] }],
        params: JobAlertParams,
        response: { 204: z.null(), 401: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      await deleteJobAlert({ ctx: app.ctx, userId: actorOf(request).userId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
