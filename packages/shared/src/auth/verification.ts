import { z } from 'zod';
import { emailField } from '../platform/email';
import { UserDto } from '../profile/profile';
import { AUTH_MESSAGES } from './auth';
import { meetsAllPasswordRules } from './password-rules';

/** Digits in an e-mailed code. */
export const CODE_LENGTH = 6;
/** How long a code stays valid. */
export const CODE_TTL_SECONDS = 10 * 60;
/** Wrong tries a code survives; the next try answers 429 and the code is dead. */
export const MAX_CODE_ATTEMPTS = 5;
/** Minimum gap between two codes for one address and purpose. */
export const CODE_RESEND_INTERVAL_SECONDS = 30;
/** Codes one address may request per hour and purpose. */
export const MAX_CODES_PER_HOUR = 5;

export const VERIFICATION_MESSAGES = {
  codeSent: 'Verification code sent to your email!',
  verified: 'Email verified successfully',
  invalidCode: 'Invalid verification code',
  codeFormat: 'Please enter a valid 6-digit code',
  codeExpired: 'Verification code expired. Please request a new one.',
  /** The reset path's own words: the code there is a reset code, not a verification code. */
  invalidResetCode: 'Invalid or expired reset code',
  resetCodeExpired: 'Reset code expired. Please request a new one.',
  tooManyAttempts: AUTH_MESSAGES.tooManyAttempts,
  tooManyRequests: 'Too many requests. Please try again later.',
  sendFailed: 'Failed to send verification code',
  resetCodeSent: 'If an account exists for this email, we sent a password reset code to it.',
  passwordReset: 'Your password has been reset. Please sign in with your new password.',
} as const;

/** 429 while the previous code is younger than CODE_RESEND_INTERVAL_SECONDS. */
export const waitBeforeResend = (seconds: number) =>
  `Please wait ${seconds} seconds before requesting another code.`;

export const requiredEmail = z
  .string({ message: AUTH_MESSAGES.emailRequired })
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .pipe(emailField(AUTH_MESSAGES.emailInvalid));

export const codeField = z
  .string({ message: VERIFICATION_MESSAGES.codeFormat })
  .trim()
  .regex(new RegExp(`^\\d{${CODE_LENGTH}}$`), VERIFICATION_MESSAGES.codeFormat);

/** A new password: the direct sign-up's rules, all five criteria. */
export const newPasswordField = z
  .string({ message: AUTH_MESSAGES.passwordRequired })
  .min(1, AUTH_MESSAGES.passwordRequired)
  .max(256, AUTH_MESSAGES.passwordRules)
  .refine(meetsAllPasswordRules, { message: AUTH_MESSAGES.passwordRules });

/** POST /api/auth/send-verification. */
export const SendVerificationInput = z.object({ email: requiredEmail });
export type SendVerificationInput = z.input<typeof SendVerificationInput>;

/** POST /api/auth/verify-email (also what the /email-verified page sends from the e-mailed link). */
export const VerifyEmailInput = z.object({ email: requiredEmail, verification_code: codeField });
export type VerifyEmailInput = z.input<typeof VerifyEmailInput>;

/** POST /api/auth/forgot-password. */
export const ForgotPasswordInput = z.object({ email: requiredEmail });
export type ForgotPasswordInput = z.input<typeof ForgotPasswordInput>;

/** POST /api/auth/reset-password. */
export const ResetPasswordInput = z.object({
  email: requiredEmail,
  code: codeField,
  new_password: newPasswordField,
});
export type ResetPasswordInput = z.input<typeof ResetPasswordInput>;

/**
 * The sign-up verification code itself (decision 006): only on a development
 * server that listens on a loopback address, never a password-reset or e-mail-change code.
 */
export const MockResponseDto = z.object({ mock_code: z.string() });

const codeSentFields = {
  success: z.literal(true),
  message: z.string(),
  /** Seconds the code stays valid: what the verification screen counts down. */
  expires_in: z.number().int().positive(),
  /** The development mailbox (every stored e-mail), only on a development server with outbox mail. */
  dev_mailbox_url: z.string().optional(),
};

/** Answer of send-verification: alike for every address, known or not. */
export const CodeSentDto = z.object({ ...codeSentFields, mock_response: MockResponseDto.optional() });
export type CodeSentDto = z.infer<typeof CodeSentDto>;

/** Answer of forgot-password: alike for every address, and never the code, in any mode. */
export const ResetCodeSentDto = z.object(codeSentFields);
export type ResetCodeSentDto = z.infer<typeof ResetCodeSentDto>;

export const EmailVerifiedDto = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserDto,
});
export type EmailVerifiedDto = z.infer<typeof EmailVerifiedDto>;

export const SuccessDto = z.object({ success: z.literal(true), message: z.string() });
export type SuccessDto = z.infer<typeof SuccessDto>;
