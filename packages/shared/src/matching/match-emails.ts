import { z } from 'zod';

/**
 * The match e-mails' links (issue 21, decision 039): one-click unsubscribe (RFC 8058), the
 * tracking image and the job links' redirect. Each carries a token signed by the server in its
 * query string (`?token=`), which the request log never prints.
 */
export const MATCH_EMAIL_PATHS = {
  /** POST: stops the e-mails at once (RFC 8058 one-click); GET: redirects to the web page. */
  unsubscribe: '/api/match-emails/unsubscribe',
  /** GET: a 1×1 GIF that records the e-mail as opened. */
  open: '/api/match-emails/open.gif',
  /** GET: records the click, then 302 to the job in the web client. */
  click: '/api/match-emails/click',
} as const;

/** The web page that confirms an unsubscribe (a person who opened the e-mail's link). */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

export { JOB_DEEP_LINK_PARAM } from '../app/routes';

/** A signed token: base64url text with one dot, never longer than this. */
export const MatchEmailTokenQuery = z.object({ token: z.string().min(1).max(400) }).strict();
export type MatchEmailTokenQuery = z.infer<typeof MatchEmailTokenQuery>;

/**
 * The tracking image's and the click redirect's query: whatever arrives (a mangled or missing
 * token) still answers the image or a redirect to the board, never an error to a mail client.
 */
export const MatchEmailTrackingQuery = z.object({
  token: z.string().max(400).optional().catch(undefined),
});

/**
 * POST /api/match-emails/unsubscribe body: a mail client sends the RFC 8058 form
 * `List-Unsubscribe=One-Click`; the web page sends `{}` (JSON). Nothing else is read.
 */
export const UnsubscribeBody = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .strict()
  .optional();

/**
 * What the unsubscribe stopped: the smart notification e-mails, one job alert (deleted), or both
 * kinds at once (`all`: a digest that listed matches of both; every alert deleted).
 */
export const UnsubscribeResultDto = z.object({
  stopped: z.enum(['smart_notification_emails', 'job_alert', 'all']),
  /** The alert's name when an alert was stopped (null when it was already gone). */
  alert_name: z.string().nullable(),
});
export type UnsubscribeResultDto = z.infer<typeof UnsubscribeResultDto>;

/** When daily and weekly digests go: from this hour of the worker's morning, until noon (decision 039). */
export const DIGEST_SCHEDULE = { fromHour: 8, untilHour: 12, weeklyOn: 'Monday' } as const;
