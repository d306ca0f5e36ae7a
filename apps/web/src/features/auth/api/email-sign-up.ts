import type { IdpAuthResultDto } from '@hirehand/shared/idp/idp';
import type { UserType } from '@hirehand/shared/users/user-types';
import { useMutation } from '@tanstack/react-query';
import { firebaseRegister, idpCall } from './idp-api';

/** POST /api/idp/signUp. */
export const idpSignUp = (email: string, password: string, display_name: string) =>
  idpCall<IdpAuthResultDto>('/api/idp/signUp', { email, password, display_name });

export interface EmailSignUpInput {
  email: string;
  password: string;
  /** Already trimmed. */
  fullName: string;
  userType: UserType;
}

/** The provider's account first, then firebase-register with its token. */
export async function emailSignUp({ email, password, fullName, userType }: EmailSignUpInput) {
  const account = await idpSignUp(email, password, fullName);
  // No separate verification e-mail here: the verify step that follows sends the one code.
  return firebaseRegister(account.id_token, {
    email: account.email,
    full_name: fullName,
    phone: null,
    email_verified: account.email_verified,
    firebase_uid: account.uid,
    user_type: userType,
  });
}

export function useEmailSignUp() {
  return useMutation({ mutationKey: ['auth', 'email-sign-up'], mutationFn: emailSignUp });
}
