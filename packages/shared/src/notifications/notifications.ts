import { z } from 'zod';

export const NOTIFICATION_KINDS = [
  'application.received',
  'application.shortlisted',
  'application.accepted',
  'application.declined',
  /** Support answered the person's ticket (issue 20). */
  'support.replied',
  /** A new job met the worker's smart notification preferences (issue 21). */
  'match.new_job',
  /** A new job met one of the worker's job alerts (saved searches, issue 21). */
  'job_alert.new_job',
] as const;
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** An in-app notification; `link` is a client path to open. */
export const NotificationDto = z.object({
  id: z.string(),
  kind: NotificationKind,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type NotificationDto = z.infer<typeof NotificationDto>;

export const NotificationListDto = z.object({
  notifications: z.array(NotificationDto),
  unread_count: z.number().int(),
});
export type NotificationListDto = z.infer<typeof NotificationListDto>;

/** How often a signed-in client polls GET /api/notifications until realtime delivery replaces it. */
export const NOTIFICATIONS_POLL_MS = 30_000;
