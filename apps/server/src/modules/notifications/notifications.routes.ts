import { NotificationListDto } from '@hirehand/shared/notifications/notifications';
import { ErrorDto } from '@hirehand/shared/platform/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../platform/auth/auth-guard';
import { notificationEventRoutes } from './notifications.realtime';
import { listNotifications, readAllNotifications, readNotification } from './notifications.service';

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.realtime.registerEvents('notifications', notificationEventRoutes);
  const base = { tags: ['notifications'], security: [{ bearerAuth: [] }] };

  app.get(
    '/notifications',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: "The caller's latest 50 notifications and the unread count",
        response: { 200: NotificationListDto, 401: ErrorDto },
      },
    },
    (request) => listNotifications({ ctx: app.ctx, userId: actorOf(request).userId }),
  );

  app.post(
    '/notifications/read-all',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: "Mark every one of the caller's notifications read",
        response: { 204: z.null(), 401: ErrorDto },
      },
    },
    async (request, reply) => {
      await readAllNotifications({ ctx: app.ctx, userId: actorOf(request).userId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/notifications/:id/read',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: "Mark one of the caller's notifications read",
        params: z.object({ id: z.string().max(100) }),
        response: { 204: z.null(), 401: ErrorDto, 404: ErrorDto },
      },
    },
    async (request, reply) => {
      await readNotification({ ctx: app.ctx, userId: actorOf(request).userId, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
