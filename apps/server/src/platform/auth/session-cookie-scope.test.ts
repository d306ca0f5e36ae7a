import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildUser, TEST_PASSWORD } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

/**
 * CSRF: a page on a sibling subdomain or another port is same-site, so the browser
 * sends the session cookie with its requests. The cookie is therefore accepted only
 * where the spec sends it (GET /api/profile/me-enhanced); everything else needs the
 * bearer header, which another page cannot set.
 */
describe('where the session cookie counts', () => {
  let server: TestServer;
  let cookie: string;
  let token: string;
  let postingId: string;

  beforeAll(async () => {
    server = await startTestServer();
    const user = await buildUser(server, { fullName: 'Cookie Holder' });
    postingId = (await buildPosting(server)).id;
    const login = await server.request('POST', '/api/auth/login', {
      email: user.email,
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(200);
    token = login.body.access_token;
    cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^hh_session=.+/);
  });
  afterAll(() => server.close());

  /** What a same-site page on another port sends: the cookie, its own origin, no bearer header. */
  const crossSite = () => ({ cookie, origin: 'http://evil.localhost:8080' });

  it('reads the profile with the cookie on me-enhanced, the call the spec makes with credentials', async () => {
    const res = await server.request('GET', '/api/profile/me-enhanced', undefined, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.full_name).toBe('Cookie Holder');
  });

  it('refuses the cookie alone on a state-changing call: applying to a gig changes nothing', async () => {
    const res = await server.request(
      'POST',
      `/api/gigs/${postingId}/apply`,
      { cover_letter: 'Applied from another site' },
      crossSite(),
    );
    expect(res.status).toBe(401);
    const mine = await server.request('GET', '/api/applications/mine', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(mine.status).toBe(200);
    expect(JSON.stringify(mine.body)).not.toContain(postingId);
  });

  it('refuses the cookie alone on sign-out: the session lives on', async () => {
    const res = await server.request('POST', '/api/auth/logout', undefined, crossSite());
    expect(res.status).toBe(401);
    const still = await server.request('GET', '/api/profile/me', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect(still.status).toBe(200);
    expect((await server.request('GET', '/api/profile/me-enhanced', undefined, { cookie })).status).toBe(200);
  });

  it('refuses the cookie alone on the bearer routes that only read, too', async () => {
    expect((await server.request('GET', '/api/profile/me', undefined, { cookie })).status).toBe(401);
    expect((await server.request('GET', '/api/applications/mine', undefined, { cookie })).status).toBe(401);
  });
});
