import type { AppContext } from '../../../platform/context';
import { findIdpAccountByEmail, findIdpAccountByGoogleSubject } from '../../idp/idp-accounts.service';
import { findUserByEmail, findUserByFirebaseUid } from '../../users/users.service';

/**
 * Whether the development stand-in for Google would sign into an account that has a
 * password: the app user with the address, or the user behind the identity-provider
 * account it would use (by address or by its fake Google subject), or that account's own
 * sign-up password. The stand-in proves nothing about the address, so it must never open
 * an account a password protects; it may re-enter the accounts it made itself.
 */
export async function devSignInReachesPasswordAccount(
  ctx: AppContext,
  email: string,
  subject: string,
): Promise<boolean> {
  if ((await findUserByEmail(ctx.db, email))?.passwordHash) return true;
  const accounts = [
    await findIdpAccountByEmail(ctx.db, email),
    await findIdpAccountByGoogleSubject(ctx.db, subject),
  ];
  for (const account of accounts) {
    if (!account) continue;
    if (account.passwordHash) return true;
    if ((await findUserByFirebaseUid(ctx.db, account.uid))?.passwordHash) return true;
  }
  return false;
}
