import multipart from '@fastify/multipart';
import { ErrorDto } from '@hirehand/shared/platform/errors';
import { AVATAR_MAX_BYTES, AVATAR_UPLOAD_RATE_LIMIT } from '@hirehand/shared/profile/avatar';
import { UserDto } from '@hirehand/shared/profile/profile';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { readMultipartFile } from '../../platform/multipart-file';
import { perUserLimit } from '../../platform/request-limit';
import { toUserDto } from '../users/users.service';
import { openAvatar, uploadAvatar } from './avatar.service';

/** Any text: a malformed path is answered 404 like an unknown picture. */
const AvatarParams = z.object({ userId: z.string().max(100), file: z.string().max(100) });

/** The signed-in user's picture upload, and every uploaded picture served from our origin. */
export const avatarRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered in this scope only: no other profile route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });
  const uploadLimit = perUserLimit(
    app,
    'avatar-upload',
    AVATAR_UPLOAD_RATE_LIMIT,
    PROFILE_ERRORS.tooManyUploads,
  );

  app.post(
    '/profile/me/avatar',
    {
      preHandler: [app.authenticate, uploadLimit],
      schema: {
        tags: ['profile'],
        summary: "Upload the caller's profile picture: multipart field `file`, PNG, JPG or WebP up to 5 MB",
        description:
          'The type is read from the bytes. The answer is the profile, whose profile_picture is the path the picture is served at; the picture it replaced is deleted.',
        security: [{ bearerAuth: [] }],
        consumes: ['multipart/form-data'],
        response: {
          200: UserDto,
          400: ErrorDto,
          401: ErrorDto,
          404: ErrorDto,
          413: ErrorDto,
          415: ErrorDto,
          429: ErrorDto,
        },
      },
    },
    async (request) => {
      const user = await uploadAvatar({
        ctx: app.ctx,
        log: request.log,
        userId: actorOf(request).userId,
        readFile: async () =>
          (
            await readMultipartFile(app, request, {
              feature: 'profile',
              fileTooLarge: PROFILE_ERRORS.pictureTooLarge,
              fileMissing: PROFILE_ERRORS.pictureMissing,
            })
          )?.bytes ?? null,
      });
      return toUserDto(user);
    },
  );

  app.get(
    '/profile/avatars/:userId/:file',
    {
      schema: {
        tags: ['profile'],
        summary: "A user's current profile picture (public, like the name beside it)",
        params: AvatarParams,
        // A stream: sent as is, never serialized against this schema.
        response: { 200: z.any().describe('The picture'), 404: ErrorDto },
      },
    },
    async (request, reply) => {
      const { contentType, body } = await openAvatar({
        ctx: app.ctx,
        log: request.log,
        userId: request.params.userId,
        fileName: request.params.file,
      });
      // Each upload gets a new path, so a path's bytes never change: cache them for good.
      // The bytes are a user's upload: never let a browser sniff or script them.
      return reply
        .type(contentType)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cross-origin-resource-policy', 'same-origin')
        .send(body);
    },
  );
};
