import { COMMON_PASSWORD_MESSAGE } from '@hirehand/shared/auth/common-passwords';
import {
  IDP_PASSWORD_MIN_LENGTH,
  type IdpSignInInput,
  type IdpSignUpInput,
  parseIdpEmail,
} from '@hirehand/shared/idp/idp';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { clearSignInFailures } from '../../platform/auth/account-sign-in.limit';
import { isTooCommonPassword } from '../../platform/auth/common-passwords';
import { hashPassword, passwordMatches } from '../../platform/auth/passwords';
import type { AppContext } from '../../platform/context';
import { findUserByEmail, markLinkedUserEmailVerified } from '../users/users.service';
import { idpAccountForUser } from './app-user-accounts';
import { EMAIL_LINK_TTL_SECONDS, readEmailLinkToken, signEmailLinkToken } from './email-link-token';
import { issueIdToken, readOwnIdToken } from './id-token';
import { idpVerifyEmailMail } from './idp.mail';
import {
  findIdpAccountByEmail,
  findIdpAccountByUid,
  type IdpAccountRow,
  insertIdpAccount,
  updateIdpAccount,
} from './idp-accounts.repo';
import { IdpError } from './idp-error';

/*
 * What other modules use of the provider's tokens: the Google popup signs its ID token here,
 * and the Firebase-style sign-in checks a token's password fingerprint (see id-token.ts).
 */
export { issueIdToken } from './id-token';
export { passwordFingerprint } from './password-fingerprint';

type SignUp = z.output<typeof IdpSignUpInput>;
type SignIn = z.output<typeof IdpSignInInput>;

/** An account and a fresh ID token for it. */
export interface IdpSignedIn {
  account: IdpAccountRow;
  idToken: string;
}

/**
 * Whether this provider signs in app users with their own password (built-in mode). With
 * FIREBASE_PROJECT_ID set, firebase-login trusts Firebase's tokens, not these, so the
 * provider keeps only its own accounts there, as before.
 */
const signsInAppUsers = (ctx: AppContext) => !ctx.env.FIREBASE_PROJECT_ID;

/**
 * Creates an e-mail/password account of the built-in identity provider. Its password
 * stays on the account only until POST /api/auth/firebase-register makes the app user,
 * which takes it over. Throws IdpError auth/invalid-email, auth/weak-password or
 * auth/email-already-in-use (also when an app user has the address: one password per person).
 */
export async function signUpWithPassword(props: {
  ctx: AppContext;
  input: SignUp;
  log: FastifyBaseLogger;
}): Promise<IdpSignedIn> {
  const { ctx, input, log } = props;
  const email = parseIdpEmail(input.email);
  if (!email) throw new IdpError('auth/invalid-email');
  if (input.password.length < IDP_PASSWORD_MIN_LENGTH) throw new IdpError('auth/weak-password');
  if (await isTooCommonPassword(input.password, [email, input.display_name])) {
    throw new IdpError('auth/weak-password', 400, COMMON_PASSWORD_MESSAGE);
  }
  if (signsInAppUsers(ctx) && (await findUserByEmail(ctx.db, email))) {
    throw new IdpError('auth/email-already-in-use');
  }
  if (await findIdpAccountByEmail(ctx.db, email)) throw new IdpError('auth/email-already-in-use');
  const passwordHash = await hashPassword(input.password);
  const account = await insertIdpAccount(ctx.db, {
    email,
    passwordHash,
    displayName: input.display_name,
    provider: 'password',
    lastSignInAt: ctx.clock.now(),
  });
  // A concurrent sign-up with the same address loses at the unique index.
  if (!account) throw new IdpError('auth/email-already-in-use');
  log.info({ feature: 'idp', uid: account.uid }, 'identity-provider account created');
  return { account, idToken: await issueIdToken(ctx, account, passwordHash) };
}

const refuse = (log: FastifyBaseLogger, uid: string | null): never => {
  log.warn({ feature: 'idp', uid }, 'identity-provider sign-in failed');
  throw new IdpError('auth/invalid-credential');
};

async function finishSignIn(
  ctx: AppContext,
  found: IdpAccountRow,
  passwordHash: string | null,
  log: FastifyBaseLogger,
) {
  if (found.disabled) {
    log.warn({ feature: 'idp', uid: found.uid }, 'identity-provider sign-in refused: account disabled');
    throw new IdpError('auth/user-disabled');
  }
  log.info({ feature: 'idp', uid: found.uid }, 'identity-provider sign-in');
  const account = (await updateIdpAccount(ctx.db, found.uid, { lastSignInAt: ctx.clock.now() })) ?? found;
  return { account, idToken: await issueIdToken(ctx, account, passwordHash) };
}

/**
 * Signs in with e-mail and password. An address with an app user signs in with that
 * user's password (the one every entry point checks) and gets the user's linked account,
 * made on first use; any other address with its account's own password (a sign-up not yet
 * registered). One code, auth/invalid-credential, for an unknown address and a wrong
 * password (Firebase's e-mail enumeration protection); auth/user-disabled only once the
 * password is right.
 */
export async function signInWithPassword(props: {
  ctx: AppContext;
  input: SignIn;
  log: FastifyBaseLogger;
}): Promise<IdpSignedIn> {
  const { ctx, input, log } = props;
  const email = parseIdpEmail(input.email);
  if (!email) throw new IdpError('auth/invalid-email');
  const user = signsInAppUsers(ctx) ? await findUserByEmail(ctx.db, email) : null;
  if (user) {
    if (!(await passwordMatches(user.passwordHash, input.password))) return refuse(log, user.firebaseUid);
    await clearSignInFailures(ctx, email);
    const account = await idpAccountForUser(ctx, user.id, log);
    return finishSignIn(ctx, account, user.passwordHash, log);
  }
  const account = await findIdpAccountByEmail(ctx.db, email);
  if (!(await passwordMatches(account?.passwordHash, input.password)) || !account) {
    return refuse(log, account?.uid ?? null);
  }
  await clearSignInFailures(ctx, email);
  return finishSignIn(ctx, account, account.passwordHash, log);
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
  await ctx.mail.send(idpVerifyEmailMail, {
    to: account.email,
    params: { link, displayName: account.displayName },
    // The link stops working after its lifetime, and so does the point of sending it.
    notAfter: new Date(ctx.clock.now().getTime() + EMAIL_LINK_TTL_SECONDS * 1000),
  });
  log.info({ feature: 'idp', uid: account.uid }, 'verification e-mail queued');
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
