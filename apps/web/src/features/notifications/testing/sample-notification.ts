import type { NotificationDto } from '@hirehand/shared/notifications/notifications';

/** One unread notification, as the server lists it and pushes it. */
export const sampleNotification = {
  id: 'n1',
  kind: 'application.received',
  title: 'New application',
  body: 'Maya applied',
  link: '/dashboard',
  read: false,
  created_at: '2026-05-04T12:00:00.000Z',
} satisfies NotificationDto;
