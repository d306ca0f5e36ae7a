import { ID_TOKEN_TTL_SECONDS, type IdpAuthResultDto } from '@hirehand/shared/idp/idp';
import type { IdpAccountRow } from './idp-accounts.repo';

/** Sign-up and sign-in answer: never the password hash. */
export function toIdpAuthResult(account: IdpAccountRow, idToken: string): IdpAuthResultDto {
  return {
    uid: account.uid,
    id_token: idToken,
    email: account.email,
    email_verified: account.emailVerified,
    display_name: account.displayName,
    expires_in: ID_TOKEN_TTL_SECONDS,
  };
}
