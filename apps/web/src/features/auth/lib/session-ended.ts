import { SESSION_ENDED } from '@hirehand/shared/auth/session-end';

/** The sessionEnded text for each code the server gives when a stored session is refused. */
const TEXT_KEYS = {
  [SESSION_ENDED.expired.code]: 'expired',
  [SESSION_ENDED.signed_out.code]: 'signedOut',
  [SESSION_ENDED.signed_out_everywhere.code]: 'signedOutEverywhere',
  [SESSION_ENDED.password_changed.code]: 'passwordChanged',
  [SESSION_ENDED.password_reset.code]: 'passwordReset',
} as const;

export type SessionEndedTextKey = (typeof TEXT_KEYS)[keyof typeof TEXT_KEYS];

/** The text key for a code this client knows; null for any other (the server's detail is shown instead). */
export function sessionEndedTextKey(code: string | undefined): SessionEndedTextKey | null {
  return code !== undefined && Object.hasOwn(TEXT_KEYS, code)
    ? TEXT_KEYS[code as keyof typeof TEXT_KEYS]
    : null;
}
