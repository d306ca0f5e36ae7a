import { AiMatchResultDto, MatchJobsInput } from '@hirehand/shared/matching/match-jobs';
import { MATCH_JOBS_RATE_LIMIT, MATCHING_ERRORS } from '@hirehand/shared/matching/matching-errors';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { jobAlertRoutes } from './job-alerts.routes';
import { matchAnalyticsRoutes } from './match-analytics.routes';
import { matchEmailRoutes } from './match-emails.routes';
import { matchJobs } from './match-jobs.service';
import { registerMatchingJobs } from './matching.jobs';
import { MATCHING_MAILS } from './matching.mail';
import { premiumMatchingRoutes } from './premium-matching.routes';

import { workPreferencesRoutes } from './work-preferences.routes';

/** The explainable job matcher (decision 038) and the work preferences it reads. */
export const matchingRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(workPreferencesRoutes);
  await app.register(premiumMatchingRoutes);
  await app.register(matchAnalyticsRoutes);
  await app.register(matchEmailRoutes);
  app.ctx.mail.register(MATCHING_MAILS);
  registerMatchingJobs(app);
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
          'worker_id must be the caller (403 matching.not_yourself). With send_notifications true and smart notifications enabled, the matches at or above the minimum score are delivered (decision 039): each once ever, in-app and by e-mail at the chosen frequency and methods; without smart notifications nothing more happens.',
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
      matchJobs({
        ctx: app.ctx,
        actorId: actorOf(request).userId,
        workerId: request.body.worker_id,
        sendNotifications: request.body.send_notifications === true,
        log: request.log,
      }),
  );
};
