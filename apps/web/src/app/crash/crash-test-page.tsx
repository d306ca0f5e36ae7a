/**
 * /__crash: throws while rendering, so the crash screen can be looked at in a
 * browser. Development builds only (see router.tsx). It changes nothing.
 */
export function CrashTestPage(): never {
  throw new Error('Crash test page: this error is thrown on purpose');
}
