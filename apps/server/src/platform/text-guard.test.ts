import { TEXT_MESSAGES } from '@hirehand/shared/platform/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/start-test-server';

/** NUL bytes and lone surrogates never reach PostgreSQL (which cannot store them): a 422 naming the field. */
describe('text PostgreSQL cannot store', () => {
  let server: TestServer;
  let headers: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    headers = (await buildSignedInUser(server)).headers;
  });
  afterAll(() => server.close());

  const item = (...loc: (string | number)[]) => ({
    loc,
    msg: TEXT_MESSAGES.unstorable,
    type: 'unstorable_text',
  });

  it('in a query string, signed out', async () => {
    const res = await server.request('GET', '/api/gigs?location=%00');
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ code: 'validation', detail: [item('query', 'location')] });
    const jobs = await server.request('GET', '/api/jobs?searchTerm=a%00b');
    expect(jobs.status).toBe(422);
    expect(jobs.body.detail).toEqual([item('query', 'searchTerm')]);
  });

  it('in a JSON body: NUL, lone surrogates, inside arrays', async () => {
    const res = await server.request(
      'PATCH',
      '/api/profile/me',
      // JSON.stringify writes the lone surrogate as \ud800, which JSON.parse turns back into one.
      { full_name: 'Ana\u0000', bio: 'x\ud800', skills: ['plumbing', '\udc00'] },
      headers,
    );
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 'validation',
      detail: [item('body', 'full_name'), item('body', 'bio'), item('body', 'skills', 1)],
    });
    const contact = await server.request('POST', '/api/contact', {
      name: 'Ana',
      email: 'ana@example.ca',
      subject: 'Hello',
      message: 'one\u0000two',
    });
    expect(contact.status).toBe(422);
    expect(contact.body.detail).toEqual([item('body', 'message')]);
  });

  it('in a path parameter', async () => {
    const res = await server.request('GET', '/api/gigs/a%00b');
    expect(res.status).toBe(422);
    expect(res.body.detail).toEqual([item('path', 'id')]);
  });

  it('still stores text with emoji, accents and line breaks', async () => {
    const res = await server.request('PATCH', '/api/profile/me', { bio: 'Électricien 😀\nToronto' }, headers);
    expect(res.status).toBe(200);
    expect(res.body.bio).toBe('Électricien 😀\nToronto');
  });
});
