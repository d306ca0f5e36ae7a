import { ErrorDto, PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { HealthDto } from '@hirehand/shared/platform/health';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errors } from '../../platform/errors';
import { redisAvailable, withRedis } from '../../platform/redis';
import { APP_VERSION } from '../../version';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Up when Redis answers and every connection to it (the bus's subscriber too) is ready. */
  async function redisState(): Promise<'up' | 'down' | undefined> {
    const redis = app.ctx.redis;
    if (!redis) return undefined;
    const answers = await withRedis(
      redis,
      async () => (await redis.ping()) === 'PONG',
      () => false,
    );
    return answers && redisAvailable(redis) ? 'up' : 'down';
  }

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness, database reachability, and whether Redis is reachable',
        description:
          'A database that does not answer is a 503. Redis being down is not: the instance keeps working on its own (rate limits and events on this instance only) and reports `redis: "down"`.',
        response: { 200: HealthDto, 503: ErrorDto },
      },
    },
    async () => {
      try {
        await app.ctx.db.execute(sql`select 1`);
      } catch {
        throw errors.serviceUnavailable(PLATFORM_ERRORS.databaseUnavailable);
      }
      const redis = await redisState();
      return {
        status: 'ok' as const,
        database: app.ctx.dbKind,
        ...(redis ? { redis } : {}),
        version: APP_VERSION,
      };
    },
  );
};
