import { JobListDto, JobSearchQuery } from '@hirehand/shared/jobs/jobs';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toJobListingDto } from './jobs.presenter';
import { searchJobs } from './jobs.service';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      schema: {
        tags: ['jobs'],
        summary:
          'Search the job board: open jobs, filtered, sorted and paged (Load More asks for the next page)',
        querystring: JobSearchQuery,
        response: { 200: JobListDto, 400: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const rows = await searchJobs({ ctx: app.ctx, query: request.query });
      return rows.map(toJobListingDto);
    },
  );
};
