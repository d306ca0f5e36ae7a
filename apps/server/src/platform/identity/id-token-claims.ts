import type { JWTPayload } from 'jose';
import type { VerifiedIdentity } from './id-token-verifier';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** Reads the Firebase-shaped claims of a verified payload; null without a usable subject. */
export function identityFromClaims(payload: JWTPayload): VerifiedIdentity | null {
  if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 128) return null;
  const firebase = payload.firebase as { sign_in_provider?: unknown } | undefined;
  return {
    uid: payload.sub,
    email: text(payload.email)?.toLowerCase() ?? null,
    emailVerified: payload.email_verified === true,
    name: text(payload.name),
    picture: text(payload.picture),
    signInProvider: text(firebase?.sign_in_provider),
  };
}
