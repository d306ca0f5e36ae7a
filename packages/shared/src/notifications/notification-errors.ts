import { refusal } from '../platform/errors';

/** The refusals of notifications (decision 022). */
export const NOTIFICATION_ERRORS = {
  notFound: refusal('notifications.not_found', 'Notification not found'),
} as const;
