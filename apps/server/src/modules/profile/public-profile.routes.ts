import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getPublicProfile } from './public-profile.service';

export const publicProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id/profile',
    {
      preHandler: app.identify,
      schema: {
        tags: ['profile'],
        summary: "A person's public profile and newest open postings (public; a job card's Portfolio)",
        params: z.object({ id: z.string().max(100) }),
        response: { 200: PublicProfileDto, 404: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) =>
      getPublicProfile({ ctx: app.ctx, userId: request.params.id, viewerId: request.actor?.userId ?? null }),
  );
};
