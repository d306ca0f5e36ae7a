import { z } from 'zod';

/**
 * Settings' "Security activity": the person's own audit events (`security.<kind>` actions
 * about their user, decision 026), newest first. The web maps each kind to its own text.
 */
export const SECURITY_ACTIVITY_KINDS = [
  'account_created',
  'signed_in',
  'password_changed',
  'password_reset',
  'email_changed',
  'signed_out_everywhere',
  'account_deleted',
  'unverified_password_removed',
  'sign_in_locked',
  'staff_granted',
  'staff_revoked',
] as const;
export type SecurityActivityKind = (typeof SECURITY_ACTIVITY_KINDS)[number];

/** How a sign-in (or sign-up) was made. */
export const SIGN_IN_METHODS = ['password', 'identity_provider', 'google', 'email_link'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

export const SECURITY_ACTIVITY_PAGE_SIZE = 20;

/** `<epoch ms>_<event id>`: where the previous page ended. */
const CURSOR = /^\d{1,15}_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeActivityCursor = (at: Date, id: string) => `${at.getTime()}_${id}`;

export function decodeActivityCursor(cursor: string): { at: Date; id: string } | null {
  if (!CURSOR.test(cursor)) return null;
  const [ms = '', id = ''] = cursor.split('_');
  return { at: new Date(Number(ms)), id };
}

/** GET /api/account/security-activity?cursor=&limit= */
export const SecurityActivityQuery = z.object({
  cursor: z.string().regex(CURSOR, 'Invalid cursor').optional(),
  limit: z.coerce.number().int().min(1).max(50).default(SECURITY_ACTIVITY_PAGE_SIZE),
});
export type SecurityActivityQuery = z.input<typeof SecurityActivityQuery>;

export const SecurityActivityItemDto = z.object({
  id: z.string(),
  kind: z.enum(SECURITY_ACTIVITY_KINDS),
  /** ISO 8601, UTC: the web shows it in the person's own time zone. */
  occurred_at: z.string(),
  /** "Firefox on Windows", or null when the event came from no device (the system). */
  device: z.string().nullable(),
  /** The network the request came from ("203.0.113.x"), never the full address. */
  approximate_address: z.string().nullable(),
  /** Sign-ins: the first from this device or this network since the account exists. */
  new_device: z.boolean(),
  new_address: z.boolean(),
  method: z.enum(SIGN_IN_METHODS).nullable(),
  /** Other sessions this event ended, when it ended any. */
  sessions_ended: z.number().int().nullable(),
});
export type SecurityActivityItemDto = z.infer<typeof SecurityActivityItemDto>;

export const SecurityActivityPageDto = z.object({
  items: z.array(SecurityActivityItemDto),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type SecurityActivityPageDto = z.infer<typeof SecurityActivityPageDto>;
