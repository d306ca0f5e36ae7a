/**
 * /__crash: throws while rendering, so the crash screen can be checked in a
 * browser (and by the end-to-end tests) on any deployment. It changes nothing.
 */
export function CrashTestPage(): never {
  throw new Error('Crash test page: this error is thrown on purpose');
}
