import { z } from 'zod';
import { AUTH_MESSAGES } from '../auth/auth';
import { newPasswordField, requiredEmail } from '../auth/verification';
import { UserDto } from '../profile/profile';

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  emailTaken: AUTH_MESSAGES.emailTaken,
  sameEmail: 'This is already your email address',
  passwordChanged: 'Your password has been changed. Other sessions were signed out.',
  emailChanged: 'Email updated. We sent a verification code to your new address.',
  signedOutEverywhere: 'You have been signed out on all other devices.',
  accountDeleted: 'Your account has been deleted.',
} as const;

/**
 * The current password. Optional in the schema because accounts created through social
 * sign-in have none; the server requires it whenever the account has a password.
 */
const currentPassword = z.string().max(256).optional();

/** POST /api/account/password. */
export const ChangePasswordInput = z.object({
  current_password: currentPassword,
  new_password: newPasswordField,
});
export type ChangePasswordInput = z.input<typeof ChangePasswordInput>;

/** POST /api/account/email. */
export const ChangeEmailInput = z.object({ current_password: currentPassword, new_email: requiredEmail });
export type ChangeEmailInput = z.input<typeof ChangeEmailInput>;

/** DELETE /api/account (send `{}` for an account without a password). */
export const DeleteAccountInput = z.object({ current_password: currentPassword });
export type DeleteAccountInput = z.input<typeof DeleteAccountInput>;

export const EmailChangedDto = z.object({
  success: z.literal(true),
  message: z.string(),
  user: UserDto,
});
export type EmailChangedDto = z.infer<typeof EmailChangedDto>;

export const SignedOutEverywhereDto = z.object({
  success: z.literal(true),
  message: z.string(),
  revoked_sessions: z.number().int(),
});
export type SignedOutEverywhereDto = z.infer<typeof SignedOutEverywhereDto>;
