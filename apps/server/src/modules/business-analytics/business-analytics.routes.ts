import {
  AnalyticsDashboardDto,
  AnalyticsExportQuery,
  AnalyticsQuery,
  WorkerAnalyticsDto,
} from '@hirehand/shared/business/analytics';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { analyticsDashboard, analyticsExport, workerAnalytics } from './business-analytics.service';

const base = { tags: ['business'], security: [{ bearerAuth: [] }] };
const refusals = { 401: ErrorDto, 403: ErrorDto, 404: ErrorDto, 422: ValidationErrorDto };

/**
 * Business analytics (issue 22, spec 2 §2.5 and §7, decision 043): a company's figures for members
 * holding `can_view_analytics`; `company_id` names the company, else the caller's own.
 */
export const businessAnalyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/business/analytics/dashboard',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary:
          "A company's overview, trends, categories, cities and months for the last 7d, 30d, 90d or 1y",
        querystring: AnalyticsQuery,
        response: { 200: AnalyticsDashboardDto, ...refusals },
      },
    },
    (request) => analyticsDashboard({ ctx: app.ctx, userId: actorOf(request).userId, query: request.query }),
  );

  app.get(
    '/business/analytics/workers',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary:
          'The workers a company hired in the period, with their jobs, earnings, success and reply time',
        querystring: AnalyticsQuery,
        response: { 200: WorkerAnalyticsDto, ...refusals },
      },
    },
    (request) => workerAnalytics({ ctx: app.ctx, userId: actorOf(request).userId, query: request.query }),
  );

  app.get(
    '/business/analytics/export',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'One analytics view (overview, jobs, workers, financial, geography) as a CSV download',
        querystring: AnalyticsExportQuery,
        // Text: sent as is, never serialized against this schema.
        response: { 200: z.string().describe('text/csv'), ...refusals },
      },
    },
    async (request, reply) => {
      const file = await analyticsExport({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        query: request.query,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.csv);
    },
  );
};
