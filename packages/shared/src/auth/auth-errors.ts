import { FIREBASE_AUTH_MESSAGES } from '../idp/firebase-auth';
import { type Refusal, refusal } from '../platform/errors';
import { AUTH_MESSAGES } from './auth';
import { GOOGLE_MESSAGES } from './google';
import { VERIFICATION_MESSAGES, waitBeforeResend } from './verification';

/**
 * The refusals of signing up and in, sessions, codes and social sign-in (decision 022):
 * each a stable code beside its text. `unauthorized` is platform-wide: every guarded route
 * answers it to a caller without a token.
 */
export const AUTH_ERRORS = {
  notAuthenticated: refusal('unauthorized', AUTH_MESSAGES.notAuthenticated),
  sessionExpired: refusal('auth.session_expired', AUTH_MESSAGES.sessionExpired),
  invalidCredentials: refusal('auth.invalid_credentials', AUTH_MESSAGES.badCredentials),
  tooManyAttempts: refusal('auth.too_many_attempts', AUTH_MESSAGES.tooManyAttempts),
  /** The per-account ceiling across every address holds (decision 027). */
  accountLocked: refusal('auth.account_locked', AUTH_MESSAGES.accountLocked),
  emailTaken: refusal('auth.email_taken', AUTH_MESSAGES.emailTaken),
  identityUnavailable: refusal(
    'auth.identity_unavailable',
    'Sign-in is temporarily unavailable. Please try again later.',
  ),
  // One-time codes (verification and password reset).
  invalidCode: refusal('auth.invalid_code', VERIFICATION_MESSAGES.invalidCode),
  codeExpired: refusal('auth.code_expired', VERIFICATION_MESSAGES.codeExpired),
  /** The reset path names its code a reset code. */
  invalidResetCode: refusal('auth.invalid_reset_code', VERIFICATION_MESSAGES.invalidResetCode),
  resetCodeExpired: refusal('auth.reset_code_expired', VERIFICATION_MESSAGES.resetCodeExpired),
  codeAttemptsExhausted: refusal('auth.code_attempts_exhausted', VERIFICATION_MESSAGES.tooManyAttempts),
  tooManyCodes: refusal('auth.too_many_codes', VERIFICATION_MESSAGES.tooManyRequests),
  waitBeforeResend: (seconds: number): Refusal => refusal('auth.resend_too_soon', waitBeforeResend(seconds)),
  codeNotSent: refusal('auth.code_not_sent', VERIFICATION_MESSAGES.sendFailed),
  // Social sign-in (ID tokens and Google).
  invalidIdToken: refusal('auth.invalid_id_token', FIREBASE_AUTH_MESSAGES.invalidToken),
  idTokenWithoutEmail: refusal('auth.id_token_without_email', FIREBASE_AUTH_MESSAGES.tokenWithoutEmail),
  verifyToLink: refusal('auth.verify_to_link', FIREBASE_AUTH_MESSAGES.verifyToLink),
  socialUserNotFound: refusal('auth.user_not_found', FIREBASE_AUTH_MESSAGES.userNotFound),
  googleFailed: refusal('auth.google_failed', GOOGLE_MESSAGES.authFailed),
  googleNotConfigured: refusal('auth.google_not_configured', GOOGLE_MESSAGES.notConfigured),
} as const;
