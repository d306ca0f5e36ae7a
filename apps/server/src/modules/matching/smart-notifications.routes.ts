import { SMART_NOTIFICATION_ERRORS } from '@hirehand/shared/matching/smart-notification-errors';
import {
  NotificationPreferencesInput,
  SmartNotificationsDto,
} from '@hirehand/shared/matching/smart-notifications';
import { ErrorDto, ValidationErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { perUserLimit } from '../../platform/request-limit';
import { notificationPreferencesOf, saveNotificationPreferences } from './smart-notifications.service';

/** Saves a minute per worker: a settings panel saves on a click, never in a loop. */
export const SMART_NOTIFICATION_SAVE_LIMIT = { max: 20, timeWindow: '1 minute' };

export const smartNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const perUserSaveLimit = perUserLimit(
    app,
    'smart-notifications-save',
    SMART_NOTIFICATION_SAVE_LIMIT,
    SMART_NOTIFICATION_ERRORS.tooManySaves,
  );

  app.get(
    '/ai/smart-notifications',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['matching'],
        summary: "The caller's smart notification preferences; null when smart notifications are not enabled",
        security: [{ bearerAuth: [] }],
        response: { 200: SmartNotificationsDto, 401: ErrorDto },
      },
    },
    async (request) => ({
      notification_preferences: await notificationPreferencesOf(app.ctx, actorOf(request).userId),
    }),
  );

  app.post(
    '/ai/smart-notifications',
    {
      preHandler: [app.authenticate, perUserSaveLimit],
      schema: {
        tags: ['matching'],
        summary:
          'Save the smart notification preferences (replacing earlier ones), which enables smart notifications',
        security: [{ bearerAuth: [] }],
        body: NotificationPreferencesInput,
        response: { 200: SmartNotificationsDto, 401: ErrorDto, 422: ValidationErrorDto, 429: ErrorDto },
      },
    },
    async (request) => ({
      notification_preferences: await saveNotificationPreferences({
        ctx: app.ctx,
        userId: actorOf(request).userId,
        input: request.body,
      }),
    }),
  );
};
