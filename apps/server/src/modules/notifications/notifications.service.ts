import { NOTIFICATION_ERRORS } from '@hirehand/shared/notifications/notification-errors';
import type { NotificationListDto } from '@hirehand/shared/notifications/notifications';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { NotificationRow } from '../../db/schema/notifications';
import { publishCommitted } from '../../platform/bus/publish-committed';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import { isUuid } from '../../platform/ids';
import { localeSettingsOf } from '../users/users.service';
import { toNotificationDto } from './notifications.presenter';
import {
  countUnreadNotifications,
  insertNotification,
  listLatestNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NewNotification,
} from './notifications.repo';

export type { NewNotification } from './notifications.repo';

/** Bus event sent after a notification is committed; the realtime hub delivers it to `user_id`. */
export const NOTIFICATION_CREATED_EVENT = 'notification.created';

/** The caller's latest notifications, rendered in their locale, and how many of all theirs are unread. */
export async function listNotifications(props: {
  ctx: AppContext;
  userId: string;
}): Promise<NotificationListDto> {
  const { db } = props.ctx;
  const [rows, unread, { locale }] = await Promise.all([
    listLatestNotifications(db, props.userId),
    countUnreadNotifications(db, props.userId),
    localeSettingsOf(db, { userId: props.userId }),
  ]);
  return { notifications: rows.map((row) => toNotificationDto(row, locale)), unread_count: unread };
}

/** Marks one of the caller's notifications read; anyone else's id is unknown (404). */
export async function readNotification(props: { ctx: AppContext; userId: string; id: string }) {
  const found =
    isUuid(props.id) &&
    (await markNotificationRead(props.ctx.db, props.userId, props.id, props.ctx.clock.now()));
  if (!found) throw errors.notFound(NOTIFICATION_ERRORS.notFound);
}

export async function readAllNotifications(props: { ctx: AppContext; userId: string }) {
  await markAllNotificationsRead(props.ctx.db, props.userId, props.ctx.clock.now());
}

/**
 * Announces committed notifications on the bus (a bus failure is logged, never thrown); each frame
 * carries the notification rendered in its recipient's locale, as GET /api/notifications answers it.
 */
export async function announceNotifications(
  ctx: AppContext,
  log: FastifyBaseLogger,
  rows: NotificationRow[],
) {
  for (const row of rows) {
    const { locale } = await localeSettingsOf(ctx.db, { userId: row.userId });
    await publishCommitted(
      ctx,
      {
        type: NOTIFICATION_CREATED_EVENT,
        payload: { user_id: row.userId, notification: toNotificationDto(row, locale) },
      },
      log,
    );
  }
}

/**
 * Stores one in-app notification for another module's change (an application, a decision) as its
 * kind and parameters (rendered when read, decision 023): pass the caller's transaction so it
 * commits with that change, then announceNotifications.
 */
export function createNotification(db: Executor, values: NewNotification): Promise<NotificationRow> {
  return insertNotification(db, values);
}
