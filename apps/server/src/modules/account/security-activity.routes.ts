import { SecurityActivityPageDto, SecurityActivityQuery } from '@hirehand/shared/account/security-activity';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { toSecurityActivityPage } from './security-activity.presenter';
import { listSecurityActivity } from './security-activity.service';

/** GET /api/account/security-activity: the caller's own security activity, newest first. */
export const securityActivityRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = perUserLimit(app, 'security-activity', { max: 120, timeWindow: '1 minute' });
  app.get(
    '/account/security-activity',
    {
      preHandler: [app.authenticate, limit],
      schema: {
        tags: ['account'],
        summary: "The caller's security activity (sign-ins, password and e-mail changes...), newest first",
        security: [{ bearerAuth: [] }],
        querystring: SecurityActivityQuery,
        response: { 200: SecurityActivityPageDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const page = await listSecurityActivity({
        ctx: app.ctx,
        actor: actorOf(request),
        cursor: request.query.cursor,
        limit: request.query.limit,
      });
      return toSecurityActivityPage(page);
    },
  );
};
