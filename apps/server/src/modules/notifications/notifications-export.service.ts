import type { ExportedNotificationDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { listAllNotifications } from './notifications.repo';

/** Every notification the user received, read or not, newest first (data export): one query. */
export async function exportNotificationsOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedNotificationDto[]> {
  return (await listAllNotifications(ctx.db, userId)).map((row) => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
