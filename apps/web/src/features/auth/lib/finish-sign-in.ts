import type { UserDto } from '@hirehand/shared/profile/profile';
import { flashAfterReload, reloadPage, saveSession } from '@/lib/session/session';

/** What the modal does next after a successful sign-in or registration. */
export type SignedInNext = { verifyEmail: string } | null;

/**
 * Stores the session; an unverified user goes to the e-mail verification screen,
 * anyone else sees `message` after the page reloads.
 */
export function finishSignIn(token: string, user: UserDto, message: string | null): SignedInNext {
  saveSession(token, user);
  if (!user.email_verified) return { verifyEmail: user.email };
  if (message) flashAfterReload(message);
  reloadPage();
  return null;
}

/** Alert-then-reload: the toast shows after the reload. */
export function reloadWith(message: string) {
  flashAfterReload(message);
  reloadPage();
}
