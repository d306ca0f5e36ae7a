import { errors, jwtVerify, SignJWT } from 'jose';
import { TOKEN_ALGORITHM } from '../../platform/auth/signing-key';
import type { AppContext } from '../../platform/context';
import { builtInIdTokenIssuer } from '../../platform/identity/id-token-verifier';

/** How long the link in the verification e-mail works. */
export const EMAIL_LINK_TTL_SECONDS = 24 * 60 * 60;
const AUDIENCE = 'hirehand-idp-verify-email';

/** The signed token in the verification link: it names the account and the address it confirms. */
export function signEmailLinkToken(ctx: AppContext, uid: string, email: string): Promise<string> {
  return new SignJWT({ email, typ: 'idp_verify_email' })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: ctx.signingKey.kid })
    .setIssuer(builtInIdTokenIssuer(ctx.env.PUBLIC_URL))
    .setAudience(AUDIENCE)
    .setSubject(uid)
    .setIssuedAt()
    .setExpirationTime(`${EMAIL_LINK_TTL_SECONDS}s`)
    .sign(ctx.signingKey.privateKey);
}

/** The account and address of a valid link token; null for a forged, altered or expired one. */
export async function readEmailLinkToken(
  ctx: AppContext,
  token: string,
): Promise<{ uid: string; email: string } | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.signingKey.publicKey, {
      algorithms: [TOKEN_ALGORITHM],
      issuer: builtInIdTokenIssuer(ctx.env.PUBLIC_URL),
      audience: AUDIENCE,
    });
    if (payload.typ !== 'idp_verify_email' || typeof payload.sub !== 'string') return null;
    if (typeof payload.email !== 'string') return null;
    return { uid: payload.sub, email: payload.email };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
