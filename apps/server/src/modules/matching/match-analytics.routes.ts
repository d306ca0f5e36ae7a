import {
  MatchAnalyticsDto,
  type MatchAnalyticsPeriod,
  MatchAnalyticsQuery,
} from '@hirehand/shared/matching/match-analytics';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { matchAnalytics } from './match-analytics.service';

/** AI Matching Analytics (decision 040): how the caller's matches and match notifications did. */
export const matchAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ai/match-analytics',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['matching'],
        summary: "How the caller's matches and match notifications did over the last 7, 30 or 90 days",
        security: [{ bearerAuth: [] }],
        querystring: MatchAnalyticsQuery,
        response: { 200: MatchAnalyticsDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) =>
      matchAnalytics({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        days: request.query.days as MatchAnalyticsPeriod,
      }),
  );
};
