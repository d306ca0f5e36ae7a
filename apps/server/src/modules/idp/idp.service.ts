import {
  IDP_PASSWORD_MIN_LENGTH,
  type IdpSignInInput,
  type IdpSignUpInput,
  parseIdpEmail,
} from '@hirehand/shared/idp/idp';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { hashPassword, passwordMatches } from '../auth/passwords';
import { markLinkedUserEmailVerified } from '../auth/social.repo';
import { readEmailLinkToken, signEmailLinkToken } from './email-link-token';
import { readOwnIdToken } from './id-token';
import { verifyEmailMessage } from './idp.mail';
import {
  findIdpAccountByEmail,
  findIdpAccountByUid,
  type IdpAccountRow,
  insertIdpAccount,
  updateIdpAccount,
} from './idp-accounts.repo';
import { IdpError } from './idp-error';

type SignUp = z.output<typeof IdpSignUpInput>;
type SignIn = z.output<typeof IdpSignInInput>;

/**
 * Creates an e-mail/password account of the built-in identity provider.
 * Throws IdpError auth/invalid-email, auth/weak-password or auth/email-already-in-use.
 */
export async function signUpWithPassword(props: {
  ctx: AppContext;
  input: SignUp;
  log: FastifyBaseLogger;
}): Promise<IdpAccountRow> {
  const { ctx, input, log } = props;
  const email = parseIdpEmail(input.email);
  if (!email) throw new IdpError('auth/invalid-email');
  if (input.password.length < IDP_PASSWORD_MIN_LENGTH) throw new IdpError('auth/weak-password');
  if (await findIdpAccountByEmail(ctx.db, email)) throw new IdpError('auth/email-already-in-use');
  const account = await insertIdpAccount(ctx.db, {
    email,
    passwordHash: await hashPassword(input.password),
    displayName: input.display_name,
    provider: 'password',
    lastSignInAt: new Date(),
  });
  // A concurrent sign-up with the same address loses at the unique index.
  if (!account) throw new IdpError('auth/email-already-in-use');
  log.info({ feature: 'idp', uid: account.uid }, 'identity-provider account created');
  return account;
}

/**
 * Signs in with e-mail and password. One code, auth/invalid-credential, for an
 * unknown address and a wrong password (Firebase's e-mail enumeration protection);
 * auth/user-disabled only once the password is right.
 */
export async function signInWithPassword(props: {
  ctx: AppContext;
  input: SignIn;
  log: FastifyBaseLogger;
}): Promise<IdpAccountRow> {
  const { ctx, input, log } = props;
  const email = parseIdpEmail(input.email);
  if (!email) throw new IdpError('auth/invalid-email');
  const account = await findIdpAccountByEmail(ctx.db, email);
  if (!(await passwordMatches(account?.passwordHash, input.password)) || !account) {
    log.warn({ feature: 'idp', uid: account?.uid ?? null }, 'identity-provider sign-in failed');
    throw new IdpError('auth/invalid-credential');
  }
  if (account.disabled) {
    log.warn({ feature: 'idp', uid: account.uid }, 'identity-provider sign-in refused: account disabled');
    throw new IdpError('auth/user-disabled');
  }
  log.info({ feature: 'idp', uid: account.uid }, 'identity-provider sign-in');
  return (await updateIdpAccount(ctx.db, account.uid, { lastSignInAt: new Date() })) ?? account;
}

/**
 * E-mails the account named by the ID token a one-click link that verifies its
 * address. Nothing is sent when it is verified already. Throws IdpError
 * auth/user-token-expired, auth/invalid-user-token or auth/user-disabled.
 */
export async function sendEmailVerification(props: {
  ctx: AppContext;
  idToken: string;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { ctx, log } = props;
  const claims = await readOwnIdToken(ctx, props.idToken);
  if (claims === 'expired') throw new IdpError('auth/user-token-expired');
  const account = claims ? await findIdpAccountByUid(ctx.db, claims.uid) : null;
  if (!account) throw new IdpError('auth/invalid-user-token');
  if (account.disabled) throw new IdpError('auth/user-disabled');
  if (account.emailVerified) return;
  const token = await signEmailLinkToken(ctx, account.uid, account.email);
  const link = `${ctx.env.PUBLIC_URL}/api/idp/verify-email?token=${encodeURIComponent(token)}`;
  await ctx.mail.send(verifyEmailMessage({ to: account.email, link, displayName: account.displayName }));
  log.info({ feature: 'idp', uid: account.uid }, 'verification e-mail sent');
}

/**
 * Confirms the address from the e-mailed link: marks the account verified, and the
 * app user linked to it when that user has the same address. False for a bad,
 * expired or outdated link (the account's address changed since).
 */
export async function confirmEmailFromLink(props: {
  ctx: AppContext;
  token: string;
  log: FastifyBaseLogger;
}): Promise<boolean> {
  const { ctx, log } = props;
  const link = props.token ? await readEmailLinkToken(ctx, props.token) : null;
  const account = link ? await findIdpAccountByUid(ctx.db, link.uid) : null;
  if (!link || !account || account.email.toLowerCase() !== link.email.toLowerCase()) {
    log.warn({ feature: 'idp' }, 'e-mail verification link refused');
    return false;
  }
  if (!account.emailVerified) await updateIdpAccount(ctx.db, account.uid, { emailVerified: true });
  await markLinkedUserEmailVerified(ctx.db, account.uid, account.email);
  log.info({ feature: 'idp', uid: account.uid }, 'identity-provider e-mail verified');
  return true;
}
