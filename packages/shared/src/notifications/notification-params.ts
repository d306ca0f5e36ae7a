import { z } from 'zod';
import { NOTIFICATION_KINDS, type NotificationKind } from './notifications';

const text = z.string().max(5000);

/**
 * What each kind of notification stores (notifications.params) instead of sentences: the names
 * and titles its texts need, so it can be read in any locale and in today's wording.
 */
export const NOTIFICATION_PARAMS = {
  /** `company`: the company a company's posting is for (decision 042); absent for a person's own. */
  'application.received': z.object({ posting_title: text, applicant_name: text, company: text.optional() }),
  /**
   * `poster_name`: who answered in the applicant's eyes: the poster, or for a company's posting
   * the company's name (never the team member who answered).
   */
  'application.shortlisted': z.object({ posting_title: text, poster_name: text }),
  'application.accepted': z.object({ posting_title: text, poster_name: text }),
  /** `message`: the poster's note to the applicant, if they wrote one. */
  'application.declined': z.object({ posting_title: text, poster_name: text, message: text.nullable() }),
  /** The ticket's reference ("HH-7K3Q9M2P") and subject; the reply itself is e-mailed and in the ticket list. */
  'support.replied': z.object({ reference: text, subject: text }),
  /** The job's title and company, and its match score (0-100) when it was found. */
  'match.new_job': z.object({ posting_title: text, company: text, match_score: z.number().int() }),
  /** The job's title and company, and the name of the alert it met. */
  'job_alert.new_job': z.object({ posting_title: text, company: text, alert_name: text }),
} satisfies Record<NotificationKind, z.ZodType>;

export type NotificationParams<K extends NotificationKind = NotificationKind> = z.infer<
  (typeof NOTIFICATION_PARAMS)[K]
>;

/** A kind with its parameters, typed together so that a kind never carries another kind's. */
export type NotificationContent = {
  [K in NotificationKind]: { kind: K; params: NotificationParams<K> };
}[NotificationKind];

export const isNotificationKind = (value: unknown): value is NotificationKind =>
  (NOTIFICATION_KINDS as readonly unknown[]).includes(value);
