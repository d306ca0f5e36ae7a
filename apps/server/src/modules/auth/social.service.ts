import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FirebaseUserData } from '@hirehand/shared/idp/firebase-auth';
import type { FastifyBaseLogger } from 'fastify';
import { decodeJwt } from 'jose';
import type { z } from 'zod';
import type { UserRow } from '../../db/schema/users';
import type { ClientInfo } from '../../platform/audit/client-summary';
import type { AppContext } from '../../platform/context';
import { errors } from '../../platform/errors';
import type { IdTokenVerifier, VerifiedIdentity } from '../../platform/identity/id-token-verifier';
import { passwordFingerprint } from '../idp/idp.service';
import { findIdpAccountByUid, updateIdpAccount } from '../idp/idp-accounts.service';
import { createUser, findUserByEmail, findUserByFirebaseUid, updateUser } from '../users/users.service';
import { type SignedIn, startSession } from './auth.service';
import { claimUnverifiedAccount } from './unverified-account';

type UserData = z.output<typeof FirebaseUserData>;

interface IdTokenProps {
  ctx: AppContext;
  verifier: IdTokenVerifier;
  idToken: string;
  client: ClientInfo;
  log: FastifyBaseLogger;
}

async function verifiedIdentity(props: IdTokenProps): Promise<VerifiedIdentity> {
  const identity = await props.verifier.verify(props.idToken);
  if (!identity) refuseToken(props, 'identity token refused');
  return identity;
}

function refuseToken(props: IdTokenProps, reason: string): never {
  props.log.warn({ feature: 'auth', verifier: props.verifier.name }, reason);
  throw errors.unauthorized(AUTH_ERRORS.invalidIdToken);
}

/**
 * A built-in ID token issued against a password names it (`pwv`); once the user's password
 * changed (reset, Settings), such tokens no longer sign in, as the change ends sessions.
 */
function checkPasswordUnchanged(props: IdTokenProps, user: UserRow) {
  if (props.verifier.name !== 'built-in') return;
  const { pwv } = decodeJwt(props.idToken);
  if (pwv === undefined) return;
  if (pwv !== passwordFingerprint(props.ctx.signingKey, user.passwordHash)) {
    refuseToken(props, 'identity token issued before a password change refused');
  }
}

/** The token proves this address only when the provider verified it. */
const provesEmail = (identity: VerifiedIdentity, email: string) =>
  identity.emailVerified && identity.email === email.toLowerCase();

/**
 * The user an identity belongs to: linked by uid, else found by e-mail and linked.
 * Linking an existing account by e-mail needs a verified address in the token, or
 * anyone could sign up at the identity provider with someone else's address.
 */
async function findLinkedUser(props: IdTokenProps, identity: VerifiedIdentity): Promise<UserRow | null> {
  const { ctx } = props;
  const linked = await findUserByFirebaseUid(ctx.db, identity.uid);
  if (linked || !identity.email) return linked;
  const byEmail = await findUserByEmail(ctx.db, identity.email);
  if (!byEmail) return null;
  if (!provesEmail(identity, byEmail.email)) throw errors.conflict(AUTH_ERRORS.verifyToLink);
  if (byEmail.firebaseUid) return byEmail;
  const user = (await updateUser(ctx.db, byEmail.id, { firebaseUid: identity.uid })) ?? byEmail;
  // One password per person: the user's; a built-in account keeps none of its own once linked.
  if (props.verifier.name === 'built-in')
    await updateIdpAccount(ctx.db, identity.uid, { passwordHash: null });
  return user;
}

/**
 * POST /api/auth/firebase-login: signs in the user of a valid ID token (built-in
 * provider or Firebase). 401 for a bad token, 404 for an unknown user (the modal
 * then registers), 409 when an existing account would need an unverified address.
 */
export async function signInWithIdToken(props: IdTokenProps): Promise<SignedIn> {
  const { ctx, log } = props;
  const identity = await verifiedIdentity(props);
  let user = await findLinkedUser(props, identity);
  if (!user) {
    log.info({ feature: 'auth', verifier: props.verifier.name }, 'identity sign-in: no such user');
    throw errors.notFound(AUTH_ERRORS.socialUserNotFound);
  }
  checkPasswordUnchanged(props, user);
  // A built-in token issued against a password check (`pwv`, unchanged since) proves the user's own password.
  const ownPassword = props.verifier.name === 'built-in' && decodeJwt(props.idToken).pwv !== undefined;
  if (!user.emailVerified && provesEmail(identity, user.email)) {
    user = ownPassword
      ? ((await updateUser(ctx.db, user.id, { emailVerified: true })) ?? user)
      : await claimUnverifiedAccount({
          ctx,
          user,
          provider: identity.signInProvider ?? props.verifier.name,
          client: props.client,
          log,
        });
  }
  log.info(
    { feature: 'auth', userId: user.id, provider: identity.signInProvider },
    'signed in with identity token',
  );
  const method = identity.signInProvider === 'google.com' ? 'google' : 'identity_provider';
  return startSession(ctx, user, { client: props.client, method });
}

/**
 * POST /api/auth/firebase-register: creates the user of a valid ID token and signs
 * it in. The token decides e-mail, uid and verification; user_data fills the profile.
 * With the built-in provider, a user registered from a password sign-up takes over the
 * password its account was signed up with (the account keeps none: one password per person).
 */
export async function registerWithIdToken(props: IdTokenProps & { userData: UserData }): Promise<SignedIn> {
  const { ctx, log, userData } = props;
  const identity = await verifiedIdentity(props);
  const email = identity.email;
  if (!email) throw errors.badRequest(AUTH_ERRORS.idTokenWithoutEmail);
  if ((await findUserByFirebaseUid(ctx.db, identity.uid)) || (await findUserByEmail(ctx.db, email))) {
    throw errors.badRequest(AUTH_ERRORS.emailTaken);
  }
  // Only a token from the password sign-up proves its holder knows the account's password.
  const takesPassword = props.verifier.name === 'built-in' && identity.signInProvider === 'password';
  const account = takesPassword ? await findIdpAccountByUid(ctx.db, identity.uid) : null;
  const user = await ctx.db.transaction(async (tx) => {
    const created = await createUser(tx, {
      email,
      passwordHash: account?.passwordHash ?? null,
      userType: userData.user_type,
      fullName: (userData.full_name || identity.name || email.split('@')[0] || email).slice(0, 120),
      phone: userData.phone,
      profilePicture: identity.picture ?? userData.profile_picture ?? null,
      socialProvider: identity.signInProvider === 'google.com' ? 'google' : null,
      firebaseUid: identity.uid,
      emailVerified: identity.emailVerified,
      // Unknown or missing: the column defaults (en-CA, America/Toronto; decision 023).
      locale: userData.locale ?? undefined,
      timeZone: userData.time_zone ?? undefined,
    });
    if (created && account?.passwordHash) await updateIdpAccount(tx, account.uid, { passwordHash: null });
    return created;
  });
  // A concurrent registration of the same address or uid loses at the unique index.
  if (!user) throw errors.badRequest(AUTH_ERRORS.emailTaken);
  log.info(
    { feature: 'auth', userId: user.id, userType: user.userType, provider: identity.signInProvider },
    'account registered with identity token',
  );
  const method = identity.signInProvider === 'google.com' ? 'google' : 'identity_provider';
  return startSession(ctx, user, { client: props.client, method, signUp: true });
}
