import { createHmac, hkdfSync, KeyObject } from 'node:crypto';
import type { SigningKey } from '../../platform/auth/signing-key';

const keys = new WeakMap<SigningKey, Buffer>();

/** A key derived (HKDF) from the signing key's private part, so every instance sharing the key agrees. */
function fingerprintKey(signingKey: SigningKey): Buffer {
  let key = keys.get(signingKey);
  if (!key) {
    const jwk = KeyObject.from(signingKey.privateKey as Parameters<typeof KeyObject.from>[0]).export({
      format: 'jwk',
    });
    if (!jwk.d) throw new Error('the signing key has no private part');
    key = Buffer.from(
      hkdfSync('sha256', Buffer.from(jwk.d, 'base64url'), 'hirehand', 'id-token-password/v1', 32),
    );
    keys.set(signingKey, key);
  }
  return key;
}

/**
 * A short keyed digest of the password hash an ID token was issued against (its `pwv`
 * claim). A new password (reset, change) gives a new digest, so firebase-login refuses
 * ID tokens issued before it, as a password change ends sessions. Keyed, so the claim
 * says nothing about the hash to whoever reads the token.
 */
export function passwordFingerprint(signingKey: SigningKey, passwordHash: string | null): string | null {
  if (!passwordHash) return null;
  return createHmac('sha256', fingerprintKey(signingKey))
    .update(passwordHash)
    .digest('base64url')
    .slice(0, 22);
}
