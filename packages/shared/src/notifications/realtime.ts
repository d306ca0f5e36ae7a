import { z } from 'zod';
import { NotificationDto } from './notifications';

/** The notifications feature's socket frames (registered in realtime/frames.ts). */
export const notificationServerFrames = [
  /** An in-app notification for this user (the bell updates without polling). */
  z.object({ type: z.literal('notification'), notification: NotificationDto }),
] as const;
