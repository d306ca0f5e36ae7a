import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { type CryptoKey, exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { HttpError } from '../../platform/errors';
import { createFirebaseIdTokenVerifier } from '../../platform/identity/firebase-id-token-verifier';

/**
 * The Firebase adapter against a local stand-in for Google's key endpoint: an
 * RS256 JWKS served on 127.0.0.1, and tokens shaped as Firebase issues them.
 */
const PROJECT = 'demo-project';
let jwksServer: Server;
let jwksRequests = 0;
let server: TestServer;
let signingKey: CryptoKey;
let otherKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  signingKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = {
    keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'firebase-test-key', alg: 'RS256', use: 'sig' }],
  };
  jwksServer = createServer((request, response) => {
    jwksRequests++;
    if (request.url !== '/jwks') return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify(jwks));
  });
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
  const { port } = jwksServer.address() as AddressInfo;
  server = await startTestServer({
    TRUST_PROXY: 'true',
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: `http://127.0.0.1:${port}/jwks`,
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => jwksServer?.close(resolve));
});

let counter = 0;
const post = (path: string, body: unknown) =>
  server.request('POST', path, body, { 'x-forwarded-for': `198.51.100.${++counter}` });

function firebaseToken(opts: {
  uid: string;
  email: string;
  project?: string;
  key?: CryptoKey;
  kid?: string;
}) {
  const project = opts.project ?? PROJECT;
  return new SignJWT({
    email: opts.email,
    email_verified: true,
    name: 'Lee Firebase',
    user_id: opts.uid,
    auth_time: Math.floor(Date.now() / 1000),
    firebase: { sign_in_provider: 'google.com', identities: { email: [opts.email] } },
  })
    .setProtectedHeader({ alg: 'RS256', kid: opts.kid ?? 'firebase-test-key', typ: 'JWT' })
    .setIssuer(`https://securetoken.google.com/${project}`)
    .setAudience(project)
    .setSubject(opts.uid)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(opts.key ?? signingKey);
}

describe('firebase-login and firebase-register with FIREBASE_PROJECT_ID (local JWKS)', () => {
  it('accepts a Firebase ID token of the project: 404, register, then login', async () => {
    const email = `lee-${Date.now()}@example.ca`;
    const token = await firebaseToken({ uid: 'firebaseUid00000000000000001', email });

    const unknown = await post('/api/auth/firebase-login', { firebase_token: token, user_data: { email } });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(AUTH_ERRORS.socialUserNotFound);

    const register = await post('/api/auth/firebase-register', {
      firebase_token: token,
      user_data: { email, user_type: 'company' },
    });
    expect(register.status).toBe(200);
    expect(register.body).toMatchObject({
      is_new_user: true,
      email_verification_required: false,
      user: {
        email,
        full_name: 'Lee Firebase',
        user_type: 'company',
        social_provider: 'google',
        email_verified: true,
      },
    });

    const login = await post('/api/auth/firebase-login', { firebase_token: token, user_data: {} });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ is_new_user: false, user: { id: register.body.user.id } });
    const me = await server.request('GET', '/api/profile/me', undefined, {
      authorization: `Bearer ${login.body.access_token}`,
    });
    expect(me.body.id).toBe(register.body.user.id);
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it("refuses another project's token, a token signed by another key, and the built-in provider's", async () => {
    const email = `other-${Date.now()}@example.ca`;
    const builtIn = await post('/api/idp/signUp', { email, password: 'secret-123' });
    expect(builtIn.status).toBe(200);
    const refused = {
      otherProject: await firebaseToken({
        uid: 'firebaseUid00000000000000002',
        email,
        project: 'other-project',
      }),
      otherKey: await firebaseToken({ uid: 'firebaseUid00000000000000002', email, key: otherKey }),
      unknownKid: await firebaseToken({ uid: 'firebaseUid00000000000000002', email, kid: 'rotated-away' }),
      builtInProvider: builtIn.body.id_token,
    };
    for (const [name, firebase_token] of Object.entries(refused)) {
      for (const path of ['/api/auth/firebase-login', '/api/auth/firebase-register']) {
        const res = await post(path, { firebase_token, user_data: {} });
        expect({ name, path, status: res.status, body: res.body }).toEqual({
          name,
          path,
          status: 401,
          body: AUTH_ERRORS.invalidIdToken,
        });
      }
    }
  });

  it('answers 503, not 401, while the key endpoint cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const verifier = createFirebaseIdTokenVerifier({
      projectId: PROJECT,
      jwksUrl: `http://127.0.0.1:${port}/jwks`,
      log: server.app.log,
      clock: server.app.ctx.clock,
    });
    const token = await firebaseToken({ uid: 'firebaseUid00000000000000003', email: 'x@example.ca' });
    const failure = await verifier.verify(token).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(HttpError);
    expect((failure as HttpError).status).toBe(503);
  });
});
