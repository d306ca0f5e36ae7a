import type { IdpAuthResultDto } from '@hirehand/shared/idp/idp';
import { useMutation } from '@tanstack/react-query';
import { firebaseLoginOrRegister, idpCall } from './idp-api';

/** POST /api/idp/signIn. */
export const idpSignIn = (email: string, password: string) =>
  idpCall<IdpAuthResultDto>('/api/idp/signIn', { email, password });

export interface EmailSignInInput {
  email: string;
  password: string;
}

/** The provider's sign-in, then firebase-login; a 404 (a provider account unknown here) -> firebase-register. */
export async function emailSignIn({ email, password }: EmailSignInInput) {
  const account = await idpSignIn(email, password);
  const userData = {
    email: account.email,
    email_verified: account.email_verified,
    firebase_uid: account.uid,
  };
  return firebaseLoginOrRegister(account.id_token, userData, { full_name: account.display_name });
}

export function useEmailSignIn() {
  return useMutation({ mutationKey: ['auth', 'email-sign-in'], mutationFn: emailSignIn });
}
