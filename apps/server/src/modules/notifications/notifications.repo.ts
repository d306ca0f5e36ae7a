import type { NotificationContent } from '@hirehand/shared/notifications/notification-params';
import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { type NotificationRow, notifications } from '../../db/schema/notifications';

export const NOTIFICATION_LIST_LIMIT = 50;

/** A notification to store: its kind and that kind's parameters, never sentences (decision 023). */
export type NewNotification = NotificationContent & {
  userId: string;
  /** A client path to open, e.g. '/dashboard?tab=inbox'. */
  link?: string | null;
};

/** Inserts one in-app notification; pass the caller's transaction so it commits with the change it announces. */
export async function insertNotification(db: Executor, values: NewNotification): Promise<NotificationRow> {
  const [row] = await db
    .insert(notifications)
    .values({ userId: values.userId, kind: values.kind, params: values.params, link: values.link ?? null })
    .returning();
  return row!;
}

/** The user's newest notifications (served by notifications_user_idx). */
export async function listLatestNotifications(
  db: Executor,
  userId: string,
  limit = NOTIFICATION_LIST_LIMIT,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc`)
    .limit(limit);
}

export async function countUnreadNotifications(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the user's notifications read; false when the user has no notification with this id. */
export async function markNotificationRead(
  db: Executor,
  userId: string,
  id: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at})` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(db: Executor, userId: string, at: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: at })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

/** All of the user's notifications, newest first (the data export). */
export async function listAllNotifications(db: Executor, userId: string): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(sql`${notifications.createdAt} desc nulls last`, sql`${notifications.id} desc`);
}
