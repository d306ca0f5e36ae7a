import type { ExportedNotificationDto } from '@hirehand/shared/account/account-export';
import type { AppContext } from '../../platform/context';
import { localeSettingsOf } from '../users/users.service';
import { renderedTexts } from './notifications.presenter';
import { listAllNotifications } from './notifications.repo';

/** Every notification the user received, read or not, newest first, in their locale (data export). */
export async function exportNotificationsOf(
  ctx: AppContext,
  userId: string,
): Promise<ExportedNotificationDto[]> {
  const [rows, { locale }] = await Promise.all([
    listAllNotifications(ctx.db, userId),
    localeSettingsOf(ctx.db, { userId }),
  ]);
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    ...renderedTexts(row, locale),
    link: row.link,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  }));
}
