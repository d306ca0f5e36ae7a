import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import { USER_TYPE_LOCKS, type UserTypeLock } from '@hirehand/shared/account/account-type';
import { errors } from '../../platform/errors';

/** Whether the user has each kind of record that ties the account to its type. */
export type UserTypeDependents = Record<UserTypeLock, boolean>;

/** The first record that ties the account to its type, or null while nothing does. */
export function userTypeLock(dependents: UserTypeDependents): UserTypeLock | null {
  return USER_TYPE_LOCKS.find((lock) => dependents[lock]) ?? null;
}

/** Throws 409, naming why, unless the account type may change. */
export function assertCanChangeUserType(dependents: UserTypeDependents): void {
  const lock = userTypeLock(dependents);
  if (lock) throw errors.conflict(ACCOUNT_ERRORS.userTypeLocked(lock));
}
