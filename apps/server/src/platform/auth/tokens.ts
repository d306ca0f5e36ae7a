import { errors, jwtVerify, SignJWT } from 'jose';
import { type SigningKey, TOKEN_ALGORITHM } from './signing-key';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = 'hirehand-api';
/** Tokens whose signature was checked, kept so a client's next calls skip the ECDSA check. */
const VERIFIED_CACHE_SIZE = 10_000;

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token; null for a bad signature, another algorithm (or none), or an expired token. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

/**
 * Verifying an ES256 signature is the costliest step of an authenticated call, and a client
 * sends the same token again and again. A token that verified is remembered (by its exact
 * text) until its own expiry, least recently used first out; anything else, a forgery
 * included, is checked in full every time. Whether its session is still live is not
 * remembered here: the auth guard asks the sessions table (behind its own short cache).
 */
function verifiedTokenCache(now: () => number) {
  const entries = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    get(token: string): AccessClaims | undefined {
      const entry = entries.get(token);
      if (!entry) return undefined;
      entries.delete(token);
      if (entry.expiresAt <= now()) return undefined;
      entries.set(token, entry); // most recently used last
      return entry.claims;
    },
    set(token: string, claims: AccessClaims, expiresAt: number) {
      entries.set(token, { claims, expiresAt });
      if (entries.size > VERIFIED_CACHE_SIZE) entries.delete(entries.keys().next().value!);
    },
  };
}

export function createTokenService(
  key: SigningKey,
  issuer: string,
  options: { now?: () => number } = {},
): TokenService {
  const now = options.now ?? Date.now;
  const verified = verifiedTokenCache(now);
  return {
    async signAccessToken({ userId, sessionId }) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(key.privateKey);
    },
    async verifyAccessToken(token) {
      const known = verified.get(token);
      if (known) return known;
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: AUDIENCE,
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp'],
          currentDate: new Date(now()),
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          return null;
        }
        const claims = { userId: payload.sub, sessionId: payload.sid };
        verified.set(token, claims, payload.exp! * 1000);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
