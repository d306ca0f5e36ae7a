import { PublicStatsDto } from '@hirehand/shared/stats/stats';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicStats } from './stats.service';

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats/public',
    {
      schema: {
        tags: ['stats'],
        summary:
          'Figures computed from the platform’s own data for the public pages; null when not computable',
        response: { 200: PublicStatsDto },
      },
    },
    async (_request, reply) => {
      // The same for everyone and cached on the server: browsers and proxies may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return publicStats(app.ctx);
    },
  );
};
