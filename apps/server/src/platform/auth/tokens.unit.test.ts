import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { type SigningKey, TOKEN_ALGORITHM } from './signing-key';
import { ACCESS_TOKEN_TTL_SECONDS, createTokenService } from './tokens';

const ISSUER = 'https://hirehand.test';

async function testKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair(TOKEN_ALGORITHM);
  return { kid: 'test', privateKey, publicKey, publicJwk: {} };
}

/** An access token exactly as the service signs it, with or without its expiry. */
function accessToken(key: SigningKey, { withExpiry = true } = {}) {
  const jwt = new SignJWT({ sid: 'session-1', typ: 'access' })
    .setProtectedHeader({ alg: TOKEN_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject('user-1')
    .setIssuer(ISSUER)
    .setAudience('hirehand-api')
    .setIssuedAt();
  if (withExpiry) jwt.setExpirationTime('1h');
  return jwt.sign(key.privateKey);
}

describe('access tokens', () => {
  it('accepts a well-formed token with an expiry', async () => {
    const key = await testKey();
    const tokens = createTokenService(key, ISSUER);
    expect(await tokens.verifyAccessToken(await accessToken(key))).toEqual({
      userId: 'user-1',
      sessionId: 'session-1',
    });
    const own = await tokens.signAccessToken({ userId: 'u', sessionId: 's' });
    expect(await tokens.verifyAccessToken(own)).toEqual({ userId: 'u', sessionId: 's' });
  });

  it('refuses a token signed with the right key but without exp: it would never expire', async () => {
    const key = await testKey();
    const tokens = createTokenService(key, ISSUER);
    expect(await tokens.verifyAccessToken(await accessToken(key, { withExpiry: false }))).toBeNull();
  });

  it('remembers a verified token until its own expiry; any other text is checked in full', async () => {
    const key = await testKey();
    let now = Date.now();
    const tokens = createTokenService(key, ISSUER, { now: () => now });
    const token = await tokens.signAccessToken({ userId: 'u', sessionId: 's' });
    const first = await tokens.verifyAccessToken(token);
    expect(first).toEqual({ userId: 'u', sessionId: 's' });
    // The same answer object: the signature was not checked again.
    expect(await tokens.verifyAccessToken(token)).toBe(first);
    // One character of the signature changed is another text: refused, and the original still holds.
    const at = token.length - 2;
    const tampered = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verifyAccessToken(tampered)).toBeNull();
    expect(await tokens.verifyAccessToken(token)).toBe(first);
    // Past its expiry the remembered token is refused like any expired one.
    now += (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;
    expect(await tokens.verifyAccessToken(token)).toBeNull();
  });
});
