import { type Refusal, refusal } from '../platform/errors';

export const SMART_NOTIFICATION_MESSAGES = {
  tooManySaves: 'You are changing your notification settings too often. Please wait a moment and try again.',
} as const;

/** The smart notification settings' refusals (decision 022). */
export const SMART_NOTIFICATION_ERRORS = {
  tooManySaves: refusal('smart_notifications.rate_limited', SMART_NOTIFICATION_MESSAGES.tooManySaves),
} satisfies Record<string, Refusal>;
