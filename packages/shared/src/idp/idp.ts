import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth';
import { emailField } from '../platform/email';

/** Firebase's minimum for e-mail/password accounts of the hosted identity provider; the modal asks for 6 too. */
export const IDP_PASSWORD_MIN_LENGTH = 6;

/** Lifetime of an ID token, in seconds (as Firebase's). */
export const ID_TOKEN_TTL_SECONDS = 3600;

/** The Firebase-style error codes the built-in identity provider answers. */
export const IDP_ERROR_CODES = [
  'auth/invalid-email',
  'auth/weak-password',
  'auth/email-already-in-use',
  'auth/invalid-credential',
  'auth/user-disabled',
  'auth/too-many-requests',
  'auth/invalid-user-token',
  'auth/user-token-expired',
] as const;
export type IdpErrorCode = (typeof IDP_ERROR_CODES)[number];

/**
 * The message sent with each code: the modal's own text where it has one, so a client
 * that shows "the raw message" still shows the modal's text.
 */
export const IDP_ERROR_MESSAGES: Record<IdpErrorCode, string> = {
  'auth/invalid-email': 'Invalid email address format.',
  'auth/weak-password':
    'Password is too weak. Use at least 6 characters with mixed case, numbers, and symbols.',
  'auth/email-already-in-use': AUTH_MESSAGES.emailTaken,
  'auth/invalid-credential': AUTH_MESSAGES.badCredentials,
  'auth/user-disabled': 'This account has been disabled. Contact support.',
  'auth/too-many-requests': AUTH_MESSAGES.tooManyAttempts,
  'auth/invalid-user-token': 'Your sign-in is no longer valid. Please sign in again.',
  'auth/user-token-expired': 'Your sign-in has expired. Please sign in again.',
};

const idpEmailSchema = emailField();

/** The trimmed, lower-cased address, or null when it is not an e-mail address (auth/invalid-email). */
export function parseIdpEmail(raw: string): string | null {
  const result = idpEmailSchema.safeParse(raw);
  return result.success ? result.data : null;
}

/** POST /api/idp/signUp. Format rules answer Firebase codes, so the schema only checks types and sizes. */
export const IdpSignUpInput = z.object({
  email: z.string().max(320),
  password: z.string().max(256),
  display_name: z
    .string()
    .trim()
    .max(120)
    .nullish()
    .transform((value) => value || null),
});
export type IdpSignUpInput = z.input<typeof IdpSignUpInput>;

/** POST /api/idp/signIn. */
export const IdpSignInInput = z.object({
  email: z.string().max(320),
  password: z.string().max(256),
});
export type IdpSignInInput = z.input<typeof IdpSignInInput>;

/** Sign-up and sign-in answer: the account and a fresh ID token for POST /api/auth/firebase-login. */
export const IdpAuthResultDto = z.object({
  uid: z.string(),
  id_token: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  display_name: z.string().nullable(),
  expires_in: z.number().int(),
});
export type IdpAuthResultDto = z.infer<typeof IdpAuthResultDto>;

/** Every identity-provider failure: `{error: {code, message}}` as Firebase's SDK reports it. */
export const IdpErrorDto = z.object({ error: z.object({ code: z.string(), message: z.string() }) });
export type IdpErrorDto = z.infer<typeof IdpErrorDto>;

/** POST /api/idp/sendEmailVerification. */
export const SendEmailVerificationInput = z.object({ id_token: z.string().min(1).max(8192) });
export type SendEmailVerificationInput = z.input<typeof SendEmailVerificationInput>;

export const SendEmailVerificationResultDto = z.object({ success: z.literal(true) });

/** GET /api/idp/verify-email (the link in the e-mail). */
export const VerifyEmailLinkQuery = z.object({ token: z.string().max(8192).default('') });

/** GET /.well-known/jwks.json. */
export const JwksDto = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });
