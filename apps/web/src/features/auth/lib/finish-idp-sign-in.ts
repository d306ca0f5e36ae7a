import type { FirebaseAuthResultDto } from '@hirehand/shared/idp/firebase-auth';
import { flashAfterReload, reloadPage, saveSession } from '@/lib/session/session';
import type { SignedInNext } from './finish-sign-in';

/**
 * After a successful sign-in in the modal: store the session; verification required and not
 * verified -> the verify screen; else the welcome (new or returning) or the message, then reload.
 */
export function finishIdpSignIn(
  result: FirebaseAuthResultDto,
  welcome: { created: string; back: string },
): SignedInNext {
  saveSession(result.access_token, result.user);
  if (result.email_verification_required && !result.user.email_verified)
    return { verifyEmail: result.user.email };
  const message =
    typeof result.is_new_user === 'boolean'
      ? result.is_new_user
        ? welcome.created
        : welcome.back
      : result.message;
  if (message) flashAfterReload(message);
  reloadPage();
  return null;
}
