import { refusal } from '../platform/errors';
import { ACCOUNT_MESSAGES } from './account';
import { ACCOUNT_TYPE_MESSAGES, type UserTypeLock } from './account-type';

/** The refusals of account settings (decision 022). */
export const ACCOUNT_ERRORS = {
  currentPasswordRequired: refusal(
    'account.current_password_required',
    ACCOUNT_MESSAGES.currentPasswordRequired,
  ),
  currentPasswordIncorrect: refusal(
    'account.current_password_incorrect',
    ACCOUNT_MESSAGES.currentPasswordIncorrect,
  ),
  sameEmail: refusal('account.same_email', ACCOUNT_MESSAGES.sameEmail),
  emailTaken: refusal('auth.email_taken', ACCOUNT_MESSAGES.emailTaken),
  userTypeLocked: (lock: UserTypeLock) =>
    refusal('account.user_type_locked', ACCOUNT_TYPE_MESSAGES.locked[lock]),
} as const;
