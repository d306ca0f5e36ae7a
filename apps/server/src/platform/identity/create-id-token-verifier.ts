import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../env';
import type { SigningKey } from '../auth/signing-key';
import type { Clock } from '../clock';
import { createBuiltInIdTokenVerifier } from './built-in-id-token-verifier';
import { createFirebaseIdTokenVerifier } from './firebase-id-token-verifier';
import type { IdTokenVerifier } from './id-token-verifier';

/** Firebase's ID tokens when FIREBASE_PROJECT_ID is set; otherwise the built-in identity provider's. */
export function createIdTokenVerifier(
  env: Pick<Env, 'FIREBASE_PROJECT_ID' | 'FIREBASE_JWKS_URL' | 'PUBLIC_URL'>,
  signingKey: SigningKey,
  log: FastifyBaseLogger,
  clock: Clock,
): IdTokenVerifier {
  if (env.FIREBASE_PROJECT_ID) {
    return createFirebaseIdTokenVerifier({
      projectId: env.FIREBASE_PROJECT_ID,
      jwksUrl: env.FIREBASE_JWKS_URL,
      log,
      clock,
    });
  }
  return createBuiltInIdTokenVerifier(signingKey, env.PUBLIC_URL, clock);
}
