import type { Options } from '@node-rs/argon2';

/** Argon2id (algorithm 2; the enum is const and cannot cross isolated modules), OWASP's minimum cost. */
export const PASSWORD_HASH_OPTIONS: Options = {
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};
