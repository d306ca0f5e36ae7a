import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import type { NotificationRow } from '../../db/schema/notifications';

export function toNotificationDto(row: NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
