import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import type { UserRow } from '../../db/schema/users';
import { passwordMatches } from '../../platform/auth/passwords';
import { errors } from '../../platform/errors';

/**
 * Sensitive changes need the current password, except for accounts that have none
 * (created through social sign-in), which cannot be asked for one.
 */
export async function requireCurrentPassword(user: UserRow, given: string | undefined) {
  if (!user.passwordHash) return;
  if (!given) throw errors.badRequest(ACCOUNT_ERRORS.currentPasswordRequired);
  if (!(await passwordMatches(user.passwordHash, given))) {
    throw errors.badRequest(ACCOUNT_ERRORS.currentPasswordIncorrect);
  }
}
