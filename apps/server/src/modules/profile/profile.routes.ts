import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { UpdateProfileInput, UserDto } from '@hirehand/shared/profile/profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { notFound } from '../../platform/errors';
import { toUserDto } from './profile.presenter';
import { updateOwnProfile } from './profile.service';
import { findUserById } from './users.repo';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const readOwnProfile = async (userId: string) => {
    const user = await findUserById(app.ctx.db, userId);
    if (!user) throw notFound('User not found');
    return toUserDto(user);
  };

  const readSchema = (summary: string) => ({
    tags: ['profile'],
    summary,
    security: [{ bearerAuth: [] }],
    response: { 200: UserDto, 401: ErrorDto, 404: ErrorDto },
  });

  app.get(
    '/profile/me',
    { preHandler: app.authenticate, schema: readSchema("The caller's profile (bearer token)") },
    (request) => readOwnProfile(actorOf(request).userId),
  );

  app.get(
    '/profile/me-enhanced',
    {
      preHandler: app.authenticate,
      // The one call the spec makes "with credentials": the only route that accepts the cookie.
      config: { sessionCookie: true },
      schema: readSchema("The caller's profile (session cookie)"),
    },
    (request) => readOwnProfile(actorOf(request).userId),
  );

  app.patch(
    '/profile/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['profile'],
        summary: "Change the caller's name, phone, city, skills, bio or picture",
        security: [{ bearerAuth: [] }],
        body: UpdateProfileInput,
        response: { 200: UserDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const user = await updateOwnProfile({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        input: request.body,
      });
      return toUserDto(user);
    },
  );
};
