import { loadCommonPasswordCheck } from '@hirehand/shared/auth/common-passwords';
import { useEffect } from 'react';

/**
 * The common-password rule (decision 027) before submit, as the server applies it after. The
 * estimator and its dictionaries are a separate chunk (dynamic import), loaded only by the forms
 * that set a password: they start loading it when they mount, so the check is ready on submit.
 */
export function usePreloadCommonPasswordCheck(enabled = true) {
  useEffect(() => {
    if (enabled) loadCommonPasswordCheck().catch(() => {});
  }, [enabled]);
}

/** True when the password is too common; false when the check could not load (the server still refuses it). */
export async function isTooCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  try {
    return (await loadCommonPasswordCheck())(password, userInputs);
  } catch {
    return false;
  }
}
