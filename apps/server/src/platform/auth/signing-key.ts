import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type CryptoKey, exportJWK, generateKeyPair, importJWK, type JWK } from 'jose';

export const TOKEN_ALGORITHM = 'ES256';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey | Uint8Array;
  publicKey: CryptoKey | Uint8Array;
  /** Public half as a JWK, for /.well-known/jwks.json. */
  publicJwk: JWK;
}

async function fromJwk(jwk: JWK): Promise<SigningKey> {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d)
    throw new Error('JWT_PRIVATE_KEY must be a P-256 private JWK');
  const { d: _private, ...publicJwk } = jwk;
  const kid = jwk.kid ?? 'hirehand';
  return {
    kid,
    privateKey: await importJWK(jwk, TOKEN_ALGORITHM),
    publicKey: await importJWK(publicJwk, TOKEN_ALGORITHM),
    publicJwk: { ...publicJwk, kid, alg: TOKEN_ALGORITHM, use: 'sig' },
  };
}

/**
 * The ES256 key that signs access and ID tokens: JWT_PRIVATE_KEY (a JWK) when set,
 * otherwise a key generated once and kept in DATA_DIR/keys. Instances that share
 * sign-ins must share the key (same env value or same DATA_DIR).
 */
export async function loadSigningKey(opts: { privateJwk?: string; dataDir: string }): Promise<SigningKey> {
  if (opts.privateJwk) return fromJwk(JSON.parse(opts.privateJwk) as JWK);
  const file = path.join(opts.dataDir, 'keys', 'jwt-es256.json');
  if (existsSync(file)) return fromJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);

  const { privateKey } = await generateKeyPair(TOKEN_ALGORITHM, { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID() };
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(jwk), { mode: 0o600 });
  renameSync(partial, file);
  // Another process may have won the race to write the file: use whatever is there now.
  return fromJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK);
}
