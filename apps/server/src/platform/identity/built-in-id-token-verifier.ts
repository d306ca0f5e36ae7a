import { errors, jwtVerify } from 'jose';
import { type SigningKey, TOKEN_ALGORITHM } from '../auth/signing-key';
import type { Clock } from '../clock';
import { identityFromClaims } from './id-token-claims';
import { BUILT_IN_ID_TOKEN_AUDIENCE, builtInIdTokenIssuer, type IdTokenVerifier } from './id-token-verifier';

/** Verifies ID tokens of the built-in identity provider against the server's own ES256 key. */
export function createBuiltInIdTokenVerifier(
  key: SigningKey,
  publicUrl: string,
  clock: Clock,
): IdTokenVerifier {
  const issuer = builtInIdTokenIssuer(publicUrl);
  return {
    name: 'built-in',
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key.publicKey, {
          algorithms: [TOKEN_ALGORITHM],
          issuer,
          audience: BUILT_IN_ID_TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: clock.now(),
        });
        return identityFromClaims(payload);
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
