import type { EventRoutes } from '../../platform/realtime/realtime-router';
import { NOTIFICATION_CREATED_EVENT } from './notifications.service';

/** A stored notification reaches its user's open tabs, so the bell updates without polling. */
export const notificationEventRoutes: EventRoutes = {
  [NOTIFICATION_CREATED_EVENT]: (p) => [
    { userIds: [p.user_id], frame: { type: 'notification', notification: p.notification } },
  ],
};
