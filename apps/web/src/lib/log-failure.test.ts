import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { isUserFixable, logFailure } from './log-failure';

afterEach(() => vi.restoreAllMocks());

describe('logFailure', () => {
  it('stays quiet for a validation error or a broken rule the user is shown', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const status of [400, 409, 413, 422]) {
      expect(isUserFixable(new ApiError(status, 'Message is too long'))).toBe(true);
      logFailure('Failed to send message', new ApiError(status, 'Message is too long'));
    }
    expect(error).not.toHaveBeenCalled();
  });

  it('logs server faults, lost connections and anything unexpected', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failures = [
      new ApiError(500, undefined),
      new ApiError(404, 'Not found'),
      new TypeError('fetch failed'),
    ];
    for (const failure of failures) {
      expect(isUserFixable(failure)).toBe(false);
      logFailure('Failed to send message', failure);
    }
    expect(error.mock.calls).toEqual(failures.map((failure) => ['Failed to send message', failure]));
  });
});
