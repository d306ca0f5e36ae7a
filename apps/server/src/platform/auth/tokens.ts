import { errors, jwtVerify, SignJWT } from 'jose';
import { type SigningKey, TOKEN_ALGORITHM } from './signing-key';

export const ACCESS_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
const AUDIENCE = 'hirehand-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

export interface TokenService {
  signAccessToken(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token; null for a bad signature, another algorithm (or none), or an expired token. */
  verifyAccessToken(token: string): Promise<AccessClaims | null>;
}

export function createTokenService(key: SigningKey, issuer: string): TokenService {
  return {
    async signAccessToken({ userId, sessionId }) {
      return new SignJWT({ sid: sessionId, typ: 'access' })
        .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key.privateKey);
    },
    async verifyAccessToken(token) {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: AUDIENCE,
          // jose checks exp only when present: a token without one would never expire.
          requiredClaims: ['exp'],
        });
        if (payload.typ !== 'access' || typeof payload.sub !== 'string' || typeof payload.sid !== 'string') {
          return null;
        }
        return { userId: payload.sub, sessionId: payload.sid };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
