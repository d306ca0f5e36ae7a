import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_HASH_OPTIONS } from '../password-hashing';

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

let decoy: Promise<string> | undefined;

/**
 * True when the password matches. Without a stored hash (no such account, or a
 * social-only account) a decoy hash is still checked, so the answer takes as
 * long either way and timing does not reveal which e-mails have accounts.
 */
export async function passwordMatches(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy password that never matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
