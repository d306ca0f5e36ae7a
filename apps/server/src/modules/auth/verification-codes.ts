import { createHmac, hkdfSync, KeyObject, randomInt, timingSafeEqual } from 'node:crypto';
import { CODE_LENGTH } from '@hirehand/shared/auth/verification';
import type { SigningKey } from '../../platform/auth/signing-key';

/** A fresh code from the CSPRNG, zero-padded to CODE_LENGTH digits. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * Codes are stored as HMAC-SHA256 under a key derived (HKDF) from the private part
 * of the server's signing key: a leaked table alone cannot be brute-forced over the
 * small code space, and every instance sharing the signing key derives the same key.
 */
export function createCodeHasher(signingKey: SigningKey) {
  const jwk = KeyObject.from(signingKey.privateKey as Parameters<typeof KeyObject.from>[0]).export({
    format: 'jwk',
  });
  if (!jwk.d) throw new Error('the signing key has no private part');
  const key = Buffer.from(
    hkdfSync('sha256', Buffer.from(jwk.d, 'base64url'), 'hirehand', 'verification-codes/v1', 32),
  );
  const hash = (purpose: string, email: string, code: string) =>
    createHmac('sha256', key).update(`${purpose}\n${email.toLowerCase()}\n${code}`).digest('base64url');
  return {
    hash,
    /** Constant-time comparison of a typed code with the stored hash. */
    matches(stored: string, purpose: string, email: string, code: string) {
      const expected = Buffer.from(stored);
      const actual = Buffer.from(hash(purpose, email, code));
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}

export type CodeHasher = ReturnType<typeof createCodeHasher>;

const hashers = new WeakMap<SigningKey, CodeHasher>();

/** The hasher for this server's key, derived once. */
export function codeHasherFor(signingKey: SigningKey): CodeHasher {
  let hasher = hashers.get(signingKey);
  if (!hasher) {
    hasher = createCodeHasher(signingKey);
    hashers.set(signingKey, hasher);
  }
  return hasher;
}
