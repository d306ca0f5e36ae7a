import { ApiError } from './api-client';

/**
 * Answers a person can act on: a field to correct (422), a rule the request broke (400), a clash
 * (409), a file too large (413). The screen shows their text; they are not faults to log.
 */
const USER_FIXABLE = new Set([400, 409, 413, 422]);

/** Whether the failure is the API saying no to input the user can fix. */
export function isUserFixable(error: unknown): boolean {
  return error instanceof ApiError && USER_FIXABLE.has(error.status);
}

/**
 * Logs a failed call with console.error when it is worth a developer's look (network, server,
 * anything unexpected), and stays quiet for an ordinary validation error the user is shown.
 */
export function logFailure(context: string, error: unknown) {
  if (isUserFixable(error)) return;
  console.error(context, error);
}
