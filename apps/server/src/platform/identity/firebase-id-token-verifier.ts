import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import type { FastifyBaseLogger } from 'fastify';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { errors } from '../errors';
import { identityFromClaims } from './id-token-claims';
import type { IdTokenVerifier } from './id-token-verifier';

/**
 * Verifies Firebase Authentication ID tokens as Firebase documents it: RS256,
 * signed by one of Google's published keys (fetched and cached from `jwksUrl`),
 * issuer https://securetoken.google.com/<project>, audience <project>.
 */
export function createFirebaseIdTokenVerifier(opts: {
  projectId: string;
  jwksUrl: string;
  log: FastifyBaseLogger;
  clock: Clock;
}): IdTokenVerifier {
  const keys = createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 });
  const issuer = `https://securetoken.google.com/${opts.projectId}`;
  return {
    name: 'firebase',
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer,
          audience: opts.projectId,
          requiredClaims: ['exp', 'iat', 'sub'],
          currentDate: opts.clock.now(),
        });
        return identityFromClaims(payload);
      } catch (error) {
        const unreachable =
          error instanceof joseErrors.JWKSTimeout || !(error instanceof joseErrors.JOSEError);
        if (!unreachable) return null;
        // Google's keys could not be fetched: our outage, not a bad token (and no token in the log line).
        opts.log.error(
          { feature: 'identity', reason: String((error as Error)?.message) },
          'Firebase JWKS unavailable',
        );
        throw errors.serviceUnavailable(AUTH_ERRORS.identityUnavailable);
      }
    },
  };
}
