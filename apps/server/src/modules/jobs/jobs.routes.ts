import {
  formatSearchOrigin,
  JOB_COUNT_CAP,
  JOB_ORIGIN_HEADER,
  JOB_TOTAL_CAPPED_HEADER,
  JOB_TOTAL_HEADER,
  JobListDto,
  JobSearchQuery,
} from '@hirehand/shared/jobs/jobs';
import { EXCLUSIVE_HOURLY_RATE_CENTS } from '@hirehand/shared/membership/plans';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toJobListingDto } from './jobs.presenter';
import { listingViewer, searchJobs } from './jobs.service';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs',
    {
      // Signed in, each job says whether the caller applied to it.
      preHandler: app.identify,
      schema: {
        tags: ['jobs'],
        summary:
          'Search the job board: open jobs, filtered, sorted and paged (Load More asks for the next page)',
        description: `An array of jobs; \`applied\` is true for jobs the signed-in caller applied to, \`posted_by_colleague\` for jobs another member posted for a company they belong to (they cannot apply to those, nor to their own). The first page also sends the number of matching jobs in \`${JOB_TOTAL_HEADER}\`, counted up to ${JOB_COUNT_CAP}; \`${JOB_TOTAL_CAPPED_HEADER}: true\` means there are more. When distances were measured (a \`location\` or \`latitude\`/\`longitude\`), \`${JOB_ORIGIN_HEADER}\` names the point as "latitude,longitude": the radius and every \`distance_km\` are from it. \`exclusive\` marks jobs whose top pay is at least $${EXCLUSIVE_HOURLY_RATE_CENTS / 100}/h; \`exclusive=true\` lists only those, for Premium members (403 \`membership.plan_required\` otherwise).`,
        querystring: JobSearchQuery,
        response: { 200: JobListDto, 400: ErrorDto, 403: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request, reply) => {
      const viewerId = request.actor?.userId ?? null;
      const [{ rows, count, origin }, viewer] = await Promise.all([
        searchJobs({ ctx: app.ctx, query: request.query, viewerId }),
        listingViewer(app.ctx, viewerId),
      ]);
      if (count) {
        reply.header(JOB_TOTAL_HEADER, String(count.total));
        reply.header(JOB_TOTAL_CAPPED_HEADER, String(count.capped));
      }
      if (origin) reply.header(JOB_ORIGIN_HEADER, formatSearchOrigin(origin));
      return rows.map((row) => toJobListingDto(row, viewer));
    },
  );
};
