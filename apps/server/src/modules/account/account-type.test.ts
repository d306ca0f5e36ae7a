import { ACCOUNT_ERRORS } from '@hirehand/shared/account/account-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

const logLines: string[] = [];
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { logLines });
});
afterAll(() => server.close());

type Headers = Record<string, string>;

const status = (headers: Headers) => server.request('GET', '/api/account/user-type', undefined, headers);
const change = (headers: Headers, body: unknown) =>
  server.request('PATCH', '/api/account/user-type', body, headers);
const profile = async (headers: Headers) =>
  (await server.request('GET', '/api/profile/me', undefined, headers)).body;

describe('PATCH /api/account/user-type', () => {
  it('changes the type while nothing depends on it, and leaves the trust score as it was', async () => {
    const { user, headers } = await buildSignedInUser(server, { city: 'Regina', bio: 'Hello' });
    expect((await status(headers)).body).toEqual({
      user_type: 'worker',
      can_change: true,
      locked_by: null,
      reason: null,
    });

    const res = await change(headers, { user_type: 'company' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: 'Your account type has been changed.',
      user: { id: user.id, user_type: 'company', trust_score: user.trustScore },
    });
    expect(await profile(headers)).toMatchObject({ user_type: 'company', trust_score: user.trustScore });
    expect((await status(headers)).body).toMatchObject({ user_type: 'company', can_change: true });

    const logged = logLines.filter((line) => line.includes('account type changed'));
    expect(JSON.parse(logged.at(-1)!)).toMatchObject({
      feature: 'account',
      userId: user.id,
      from: 'worker',
      to: 'company',
    });
  });

  it('refuses with 409, naming why, once the person has posted a job or gig', async () => {
    const { headers } = await buildSignedInUser(server, { userType: 'employer' });
    const created = await server.request(
      'POST',
      '/api/gigs/create',
      {
        title: 'Fix a leaking kitchen tap',
        description: 'The kitchen tap drips all night; replace the cartridge or the whole tap.',
        hourly_rate: 40,
      },
      headers,
    );
    expect(created.status, created.text).toBe(201);

    const reason = "Your account type can't be changed because you have posted jobs or gigs.";
    expect((await status(headers)).body).toEqual({
      user_type: 'employer',
      can_change: false,
      locked_by: 'postings',
      reason,
    });
    const res = await change(headers, { user_type: 'worker' });
    expect(res).toMatchObject({ status: 409, body: ACCOUNT_ERRORS.userTypeLocked('postings') });
    expect((await profile(headers)).user_type).toBe('employer');
    // Asking for the type it already has is no change, so nothing refuses it.
    expect((await change(headers, { user_type: 'employer' })).status).toBe(200);
  });

  it('refuses once the person has applied, or talks with someone in a conversation', async () => {
    const applicant = await buildSignedInUser(server);
    const posting = await buildPosting(server);
    const applied = await server.request(
      'POST',
      `/api/gigs/${posting.id}/apply`,
      { cover_letter: 'I have ten years of residential electrical work and my own tools.' },
      applicant.headers,
    );
    expect(applied.status, applied.text).toBe(201);
    expect(await change(applicant.headers, { user_type: 'employer' })).toMatchObject({
      status: 409,
      body: ACCOUNT_ERRORS.userTypeLocked('applications'),
    });

    const talker = await buildSignedInUser(server);
    const listener = await buildSignedInUser(server, { userType: 'employer' });
    const started = await server.request(
      'POST',
      '/api/conversations',
      { participant_ids: [listener.user.id] },
      talker.headers,
    );
    expect(started.status, started.text).toBe(201);
    for (const { headers } of [talker, listener]) {
      expect((await status(headers)).body).toMatchObject({ can_change: false, locked_by: 'conversations' });
      expect((await change(headers, { user_type: 'company' })).status).toBe(409);
    }
    expect((await profile(talker.headers)).user_type).toBe('worker');
  });

  it('answers 422 for a type that does not exist or is missing', async () => {
    const { headers } = await buildSignedInUser(server);
    for (const body of [{ user_type: 'admin' }, { user_type: null }, {}]) {
      const res = await change(headers, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.detail[0]).toMatchObject({
        loc: ['body', 'user_type'],
        msg: 'Choose worker, employer or company',
      });
    }
    expect((await profile(headers)).user_type).toBe('worker');
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', '/api/account/user-type')).status).toBe(401);
    const res = await server.request('PATCH', '/api/account/user-type', { user_type: 'employer' });
    expect(res.status).toBe(401);
    expect(res.body.detail).toEqual(expect.any(String));
  });
});
