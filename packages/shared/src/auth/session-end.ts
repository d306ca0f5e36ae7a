import { AUTH_MESSAGES } from './auth';

/**
 * Why a sign-in ended before its token expired, stored with the revoked session so that the
 * device still holding the token can be told (a 401 whose `code` names the reason; the web
 * maps the code to its own text and falls back to `detail`).
 */
export const SESSION_END_REASONS = [
  'signed_out',
  'signed_out_everywhere',
  'password_changed',
  'password_reset',
  'password_removed',
] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/** The stable code and the text of every 401 that says a stored session is over. */
export const SESSION_ENDED = {
  /** The token expired, is unknown, or its session is gone with its account. */
  expired: { code: 'auth.session_expired', detail: AUTH_MESSAGES.sessionExpired },
  /** Signed out on this device (another tab, or the sign-out call itself). */
  signed_out: { code: 'auth.session_revoked', detail: 'You signed out. Please sign in again.' },
  signed_out_everywhere: {
    code: 'auth.session_signed_out_everywhere',
    detail: 'You signed out of all devices. Please sign in again.',
  },
  password_changed: {
    code: 'auth.session_password_changed',
    detail: 'Your password was changed, so this sign-in ended. Please sign in again.',
  },
  password_reset: {
    code: 'auth.session_password_reset',
    detail: 'Your password was reset, so this sign-in ended. Please sign in again.',
  },
  /** The address's owner proved it with Google: the password an unverified account had is gone. */
  password_removed: {
    code: 'auth.session_password_removed',
    detail:
      "This account's password was removed when its e-mail address was confirmed with Google. Please sign in again.",
  },
} as const satisfies Record<SessionEndReason | 'expired', { code: string; detail: string }>;

export type SessionEndedCode = (typeof SESSION_ENDED)[keyof typeof SESSION_ENDED]['code'];
