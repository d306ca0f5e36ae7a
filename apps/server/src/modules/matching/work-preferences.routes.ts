import { WorkPreferencesDto, WorkPreferencesInput } from '@hirehand/shared/matching/work-preferences';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { saveWorkPreferences, workPreferencesOf } from './work-preferences.service';

/** GET / PUT /api/profile/me/work-preferences (bearer): what the matcher weighs beyond skills and city. */
export const workPreferencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profile/me/work-preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['matching'],
        summary:
          "The caller's work preferences (defaults: nothing chosen, not discoverable, updated_at null)",
        security: [{ bearerAuth: [] }],
        response: { 200: WorkPreferencesDto, 401: ErrorDto },
      },
    },
    (request) => workPreferencesOf(app.ctx, actorOf(request).userId),
  );

  app.put(
    '/profile/me/work-preferences',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['matching'],
        summary: "Save the caller's work preferences; the certifications listed replace the saved ones",
        security: [{ bearerAuth: [] }],
        body: WorkPreferencesInput,
        response: { 200: WorkPreferencesDto, 401: ErrorDto, 422: ValidationErrorDto },
      },
    },
    (request) => saveWorkPreferences({ ctx: app.ctx, userId: actorOf(request).userId, input: request.body }),
  );
};
