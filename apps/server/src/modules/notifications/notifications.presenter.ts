import type { Locale } from '@hirehand/shared/locale/locales';
import {
  NOTIFICATION_PARAMS,
  type NotificationContent,
} from '@hirehand/shared/notifications/notification-params';
import { renderNotification } from '@hirehand/shared/notifications/notification-texts';
import type { NotificationDto } from '@hirehand/shared/notifications/notifications';
import type { NotificationRow } from '../../db/schema/notifications';

/**
 * The row's title and body in the reader's locale, rendered now from its kind and parameters, so a
 * change to the text table reaches old notifications too. A row from before kind and parameters
 * that the migration could not read back keeps its stored sentences (decision 023).
 */
export function renderedTexts(row: NotificationRow, locale: Locale): { title: string; body: string } {
  if (row.legacyTitle !== null && row.legacyBody !== null) {
    return { title: row.legacyTitle, body: row.legacyBody };
  }
  const parsed = NOTIFICATION_PARAMS[row.kind].safeParse(row.params);
  // Parameters that no longer match their kind still render: a missing one reads as nothing.
  const params = parsed.success ? parsed.data : row.params;
  return renderNotification({ kind: row.kind, params } as NotificationContent, locale);
}

/** The notification as its reader sees it, in their locale. */
export function toNotificationDto(row: NotificationRow, locale: Locale): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    ...renderedTexts(row, locale),
    link: row.link,
    read: row.readAt !== null,
    created_at: row.createdAt.toISOString(),
  };
}
