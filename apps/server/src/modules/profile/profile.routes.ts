import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import { UpdateProfileInput, UserDto } from '@hirehand/shared/profile/profile';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { errors } from '../../platform/errors';
import { findUserById, toUserDto } from '../users/users.service';
import { avatarRoutes } from './avatar.routes';
import { updateOwnProfile } from './profile.service';

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(avatarRoutes);

  const readOwnProfile = async (userId: string) => {
    const user = await findUserById(app.ctx.db, userId);
    if (!user) throw errors.notFound(PROFILE_ERRORS.userNotFound);
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
        summary:
          "Change the caller's name, phone, city, skills, bio, locale or time zone, or remove the picture",
        description:
          'profile_picture: null removes the picture; a new one is uploaded (POST /api/profile/me/avatar). Any other text than the current picture is refused (422): a picture linked from another site would not show. time_zone is an IANA name (an unknown one is a 422); locale one of the supported locales.',
        security: [{ bearerAuth: [] }],
        body: UpdateProfileInput,
        response: { 200: UserDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    async (request) => {
      const user = await updateOwnProfile({
        ctx: app.ctx,
        log: request.log,
        userId: actorOf(request).userId,
        input: request.body,
      });
      return toUserDto(user);
    },
  );
};
