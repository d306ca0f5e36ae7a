import { z } from 'zod';
import { emailField } from '../platform/email';
import { UserDto } from '../profile/profile';

export const GOOGLE_MESSAGES = {
  /** The Google callback's failure: any bad, used or expired session_id. */
  authFailed: 'Authentication failed. Please try again.',
  notConfigured: 'Google sign-in is not available.',
  devPageTitle: 'Development tool — this is not Google',
  devPageNotice:
    'Google sign-in is not configured on this development server, so this page stands in for it. It checks nothing: it signs in as the address you enter, creating the account if needed, and never into an account that has a password. It is off in production.',
  devPasswordAccount:
    'This address belongs to an account with a password. This development tool never signs into such an account: sign in with the password, or use another address.',
  devEmailLabel: 'Email',
  devNameLabel: 'Full name',
  devContinue: 'Continue',
  devCancel: 'Cancel',
  emailInvalid: 'Email is invalid',
  popupFinishing: 'Finishing sign-in… this window closes by itself.',
  popupFailed: 'Google sign-in failed. You can close this window.',
} as const;

/** The two ways into Google sign-in: the page forms (back to /profile) and the auth modal's popup. */
export const GOOGLE_FLOWS = ['form', 'popup'] as const;
export type GoogleFlow = (typeof GOOGLE_FLOWS)[number];

/** Browser paths; the popup opens GOOGLE_POPUP_PATH in a 500x600 window named GOOGLE_POPUP_NAME. */
export const GOOGLE_FORM_START_PATH = '/api/auth/google/start';
export const GOOGLE_POPUP_PATH = '/api/idp/google/popup';
export const GOOGLE_POPUP_NAME = 'hirehand-google';
export const GOOGLE_POPUP_FEATURES = 'width=500,height=600';

/** The form flow comes back to `/profile#session_id=<code>`, or `/profile#error=<code>` when it failed or was cancelled. */
export const SOCIAL_RETURN_PATH = '/profile';
export const SOCIAL_RETURN_ERRORS = ['cancelled', 'failed'] as const;
export type SocialReturnError = (typeof SOCIAL_RETURN_ERRORS)[number];
export const SIGN_IN_EXCHANGE_TTL_SECONDS = 5 * 60;

/** POST /api/auth/emergent-session: the Google redirect's session_id, exchanged for a session. */
export const EmergentSessionInput = z.object({
  session_id: z.string({ message: GOOGLE_MESSAGES.authFailed }).min(1, GOOGLE_MESSAGES.authFailed).max(200),
});
export type EmergentSessionInput = z.input<typeof EmergentSessionInput>;

export const EmergentSessionResultDto = z.object({
  success: z.literal(true),
  user: UserDto,
  jwt_token: z.string(),
});
export type EmergentSessionResultDto = z.infer<typeof EmergentSessionResultDto>;

/** What the development sign-in page posts back. */
export const DevSignInInput = z.object({
  flow: z.enum(GOOGLE_FLOWS),
  state: z.string().min(1).max(300),
  action: z.enum(['continue', 'cancel']).default('continue'),
  email: z.string().optional(),
  full_name: z.string().trim().max(120).optional(),
});
export type DevSignInInput = z.input<typeof DevSignInInput>;

/** The development page's e-mail field. */
export const devEmailField = emailField(GOOGLE_MESSAGES.emailInvalid);

/** Messages the popup posts to its opener (target origin: the app's own). */
export const IDP_RESULT_MESSAGE = 'hirehand:idp-result';
export const IDP_ERROR_MESSAGE = 'hirehand:idp-error';
/**
 * When the trip through Google's origin has cut the popup off from its opener
 * (Cross-Origin-Opener-Policy), the popup posts the same message on this
 * same-origin BroadcastChannel instead; the modal should listen on both.
 */
export const IDP_POPUP_CHANNEL = 'hirehand:idp-popup';

export const IdpPopupResult = z.object({
  type: z.literal(IDP_RESULT_MESSAGE),
  id_token: z.string(),
  email: z.string(),
  display_name: z.string().nullable(),
  photo_url: z.string().nullable(),
});
export type IdpPopupResult = z.infer<typeof IdpPopupResult>;

/** Firebase-style codes the popup may report; the modal maps them to its own texts. */
export const IDP_POPUP_ERROR_CODES = [
  'auth/popup-closed-by-user',
  'auth/network-request-failed',
  'auth/user-disabled',
  'auth/operation-not-allowed',
  'auth/internal-error',
] as const;
export type IdpPopupErrorCode = (typeof IDP_POPUP_ERROR_CODES)[number];

export const IdpPopupError = z.object({
  type: z.literal(IDP_ERROR_MESSAGE),
  code: z.enum(IDP_POPUP_ERROR_CODES),
});
export type IdpPopupError = z.infer<typeof IdpPopupError>;
