import { ID_TOKEN_TTL_SECONDS } from '@hirehand/shared/idp/idp';
import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from '../../platform/auth/signing-key';
import type { AppContext } from '../../platform/context';
import { BUILT_IN_ID_TOKEN_AUDIENCE, builtInIdTokenIssuer } from '../../platform/identity/id-token-verifier';
import type { IdpAccountRow } from './idp-accounts.repo';
import { passwordFingerprint } from './password-fingerprint';

/**
 * Mints a Firebase-shaped ID token for an identity-provider account: ES256 with the
 * server's key (published at /.well-known/jwks.json), valid one hour, issuer
 * `${PUBLIC_URL}/api/idp`, audience 'hirehand', subject the account uid, claims
 * email, email_verified, name, picture and firebase.sign_in_provider ('password'
 * or 'google.com', from account.provider). POST /api/auth/firebase-login accepts it.
 * Used by the e-mail/password routes here and by Google sign-in. A token issued
 * against a password carries `pwv`, that password's fingerprint (see password-fingerprint.ts).
 */
export async function issueIdToken(
  ctx: AppContext,
  account: IdpAccountRow,
  checkedPasswordHash: string | null = null,
): Promise<string> {
  const signInProvider = account.provider === 'google.com' ? 'google.com' : 'password';
  const issuedAt = Math.floor(ctx.clock.now().getTime() / 1000);
  return new SignJWT({
    email: account.email,
    email_verified: account.emailVerified,
    name: account.displayName ?? undefined,
    picture: account.photoUrl ?? undefined,
    user_id: account.uid,
    auth_time: issuedAt,
    firebase: { sign_in_provider: signInProvider, identities: { email: [account.email] } },
    pwv: passwordFingerprint(ctx.signingKey, checkedPasswordHash) ?? undefined,
  })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: ctx.signingKey.kid, typ: 'JWT' })
    .setIssuer(builtInIdTokenIssuer(ctx.env.PUBLIC_URL))
    .setAudience(BUILT_IN_ID_TOKEN_AUDIENCE)
    .setSubject(account.uid)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ID_TOKEN_TTL_SECONDS)
    .sign(ctx.signingKey.privateKey);
}

/** The uid of one of our own ID tokens, 'expired' for an expired one, null for anything else. */
export async function readOwnIdToken(
  ctx: AppContext,
  token: string,
): Promise<{ uid: string } | 'expired' | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.signingKey.publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: builtInIdTokenIssuer(ctx.env.PUBLIC_URL),
      audience: BUILT_IN_ID_TOKEN_AUDIENCE,
      currentDate: ctx.clock.now(),
    });
    return typeof payload.sub === 'string' && payload.sub ? { uid: payload.sub } : null;
  } catch (error) {
    if (error instanceof errors.JWTExpired) return 'expired';
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
