import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, TEST_PASSWORD } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/** Answers that know who asked, or that carry a token, are never kept by a browser or a proxy. */
describe('Cache-Control on API answers', () => {
  let server: TestServer;
  let email: string;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    const signedIn = await buildSignedInUser(server);
    email = signedIn.user.email;
    headers = signedIn.headers;
  });
  afterAll(() => server.close());

  const cacheControl = async (
    method: string,
    path: string,
    body?: unknown,
    extra: Record<string, string> = {},
  ) => {
    const res = await server.request(method, path, body, extra);
    return { status: res.status, cacheControl: res.headers.get('cache-control') };
  };

  it('no-store on every authenticated answer, errors included', async () => {
    expect(await cacheControl('GET', '/api/profile/me', undefined, headers)).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    expect(await cacheControl('GET', '/api/conversations', undefined, headers)).toMatchObject({
      cacheControl: 'no-store',
    });
    expect(await cacheControl('GET', '/api/applications/not-an-id', undefined, headers)).toEqual({
      status: 404,
      cacheControl: 'no-store',
    });
  });

  it('no-store on answers that carry a token', async () => {
    expect(await cacheControl('POST', '/api/auth/login', { email, password: TEST_PASSWORD })).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
    const signUp = await cacheControl('POST', '/api/idp/signUp', {
      email: 'no-store-idp@example.ca',
      password: 'Sparky#2024',
    });
    expect(signUp.cacheControl).toBe('no-store');
  });

  it('even where the route chose public caching, once the caller is identified', async () => {
    expect(
      await cacheControl('GET', '/api/idp/.well-known/openid-configuration', undefined, headers),
    ).toEqual({
      status: 200,
      cacheControl: 'no-store',
    });
  });

  it('leaves public documents cacheable for anonymous callers', async () => {
    expect((await cacheControl('GET', '/.well-known/jwks.json')).cacheControl).toBe('public, max-age=3600');
    expect((await cacheControl('GET', '/api/idp/.well-known/openid-configuration')).cacheControl).toBe(
      'public, max-age=3600',
    );
  });
});
