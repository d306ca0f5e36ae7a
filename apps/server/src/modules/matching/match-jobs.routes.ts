import { AiMatchResultDto, MatchJobsInput } from '@hirehand/shared/matching/match-jobs';
import { MATCH_JOBS_RATE_LIMIT, MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { jobAlertRoutes } from './job-alerts.routes';
import { matchJobs } from './match-jobs.service';
import { workPreferencesRoutes } from './work-preferences.routes';

/** The explainable job matcher (decision 038) and the work preferences it reads. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(workPreferencesRoutes);
  await app.register(jobAlertRoutes);
  const limit = perUserLimit(app, 'match-jobs', MATCH_JOBS_RATE_LIMIT, MATCHING_ERRORS.rateLimited);

  app.post(
    '/ai/match-jobs',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags: ['matching'],
        summary: "The caller's best open jobs, scored on five factors and explained, with their market",
        description:
          'worker_id must be the caller (403 matching.not_yourself). send_notifications is accepted and ignored for now.',
        security: [{ bearerAuth: [] }],
        body: MatchJobsInput,
        response: {
          200: AiMatchResultDto,
          400: ErrorDto,
          401: ErrorDto,
          403: ErrorDto,
          422: ValidationErrorDto,
          429: ErrorDto,
        },
      },
    },
    (request) =>
      matchJobs({ ctx: app.ctx, actorId: actorOf(request).userId, workerId: request.body.worker_id }),
  );
};
