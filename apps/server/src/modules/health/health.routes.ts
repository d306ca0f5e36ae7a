import { ErrorDto } from '@hirehand/shared/platform/errors';
import { HealthDto } from '@hirehand/shared/platform/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../platform/errors';
import { APP_VERSION } from '../../version';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness and database reachability',
        response: { 200: HealthDto, 503: ErrorDto },
      },
    },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'Database unavailable');
      }
      return { status: 'ok' as const, database: app.ctx.dbKind, version: APP_VERSION };
    },
  );
};
