import { COMMON_PASSWORD_MESSAGE, loadCommonPasswordCheck } from '@hirehand/shared/auth/common-passwords';
import { RequestValidationError } from '../errors';

/** Whether a new password is too common to accept (decision 027); e-mail and name count as guessable. */
export async function isTooCommonPassword(password: string, userInputs: (string | null | undefined)[] = []) {
  const tooCommon = await loadCommonPasswordCheck();
  return tooCommon(
    password,
    userInputs.filter((input): input is string => Boolean(input)),
  );
}

/**
 * Refuses a too-common new password as a 422 item on its field, like any other invalid field,
 * so the forms show it under the password: `{ loc: ['body', field], type: 'common_password' }`.
 */
export async function assertUncommonPassword(
  field: string,
  password: string,
  userInputs: (string | null | undefined)[] = [],
): Promise<void> {
  if (!(await isTooCommonPassword(password, userInputs))) return;
  throw new RequestValidationError([
    { loc: ['body', field], msg: COMMON_PASSWORD_MESSAGE, type: 'common_password' },
  ]);
}
