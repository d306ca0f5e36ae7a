import type { IdpPopupResult } from '@hirehand/shared/auth/google';
import type { UserType } from '@hirehand/shared/users/user-types';
import { useMutation } from '@tanstack/react-query';
import { firebaseLoginOrRegister } from './idp-api';

export interface GoogleSignInInput {
  /** What the Google popup posted back. */
  popup: IdpPopupResult;
  /** The account type an unknown user is registered with. */
  userType: UserType;
}

/** firebase-login with the popup's token; a 404 (a valid token of an unknown user) -> firebase-register. */
export function googleSignIn({ popup, userType }: GoogleSignInInput) {
  const userData = {
    email: popup.email,
    full_name: popup.display_name,
    email_verified: true,
    profile_picture: popup.photo_url,
  };
  return firebaseLoginOrRegister(popup.id_token, userData, { user_type: userType });
}

export function useGoogleSignIn() {
  return useMutation({ mutationKey: ['auth', 'google-sign-in'], mutationFn: googleSignIn });
}
