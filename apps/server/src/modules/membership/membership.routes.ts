import { MySubscriptionDto, PackagesDto } from '@hirehand/shared/membership/membership';
import { ErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { toMySubscriptionDto, toPackagesDto } from './membership.presenter';
import { membershipSummary } from './membership.service';

export const membershipRoutes: FastifyPluginAsyncZod = async (app) => {
  // The same for everyone until the server restarts with other settings.
  const packages = toPackagesDto(app.ctx.env);

  app.get(
    '/membership/packages',
    {
      schema: {
        tags: ['membership'],
        summary:
          'The plans (basic, professional, premium) with prices in cents, features and limits, and the job-post price',
        description:
          'Limits of -1 are unlimited. `taxes_extra`: sales tax is added at checkout by the payment provider.',
        response: { 200: PackagesDto },
      },
    },
    async () => packages,
  );

  app.get(
    '/membership/my-subscription',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['membership'],
        summary: "The caller's plan, its dates, this period's usage and limits",
        description:
          'Limits of -1 are unlimited. Basic counts by the calendar month in America/Vancouver, a paid plan by its billing period; `usage_resets_at` says when the counts start over.',
        security: [{ bearerAuth: [] }],
        response: { 200: MySubscriptionDto, 401: ErrorDto },
      },
    },
    async (request) =>
      toMySubscriptionDto(await membershipSummary(app.ctx.db, actorOf(request).userId, app.ctx.clock.now())),
  );
};
