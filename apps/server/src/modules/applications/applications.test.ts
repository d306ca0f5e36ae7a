import { randomUUID } from 'node:crypto';
import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { APPLICATION_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  apply,
  buildMember,
  buildPosting,
  buildSignedInUser,
  COVER_LETTER,
  postingRow,
  postingWithApplicants,
  recordBus,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { RATE_LIMITED_DETAIL } from '../../platform/errors';
import { APPLY_RATE_LIMIT } from './applications.routes';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const get = (path: string, headers?: Record<string, string>) =>
  server.request('GET', path, undefined, headers);

describe('POST /api/gigs/{id}/apply', () => {
  it('answers 201 with the application, counts it and notifies the poster only', async () => {
    const poster = await buildSignedInUser(server, 'Olivia Employer');
    const posting = await buildPosting(server, { posterId: poster.user.id, skillsRequired: ['Wiring'] });
    const worker = await buildSignedInUser(server, 'Maya Worker');
    const bus = recordBus(server);

    const res = await apply(server, posting.id, worker.headers, {
      cover_letter: `  ${COVER_LETTER}  `,
      proposed_rate: 52.5,
      proposed_timeline: 5,
      portfolio_links: ['https://example.ca/work'],
    });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Application submitted successfully!');
    expect(res.body.application).toMatchObject({
      status: 'pending',
      cover_letter: COVER_LETTER,
      proposed_rate: 52.5,
      proposed_timeline: 5,
      portfolio_links: ['https://example.ca/work'],
      decision_message: null,
      decided_at: null,
      experience_recorded: false,
      posting: {
        id: posting.id,
        mode: 'job',
        title: posting.title,
        status: 'open',
        company: 'Test Co',
        city: 'Toronto',
        salary: '$45/hour',
        poster: { id: poster.user.id, name: 'Olivia Employer' },
      },
      applicant: { id: worker.user.id, name: 'Maya Worker', email: worker.user.email, verified: false },
    });
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(1);

    const posterInbox = await get('/api/notifications', poster.headers);
    expect(posterInbox.body.unread_count).toBe(1);
    expect(posterInbox.body.notifications[0]).toMatchObject({
      kind: 'application.received',
      link: '/dashboard?tab=inbox',
      read: false,
    });
    expect(posterInbox.body.notifications[0].title).toContain(posting.title);
    expect(posterInbox.body.notifications[0].body).toContain('Maya Worker');
    const workerInbox = await get('/api/notifications', worker.headers);
    expect(workerInbox.body).toEqual({ notifications: [], unread_count: 0 });

    await vi.waitFor(() =>
      expect(bus.events).toContainEqual(
        expect.objectContaining({
          type: 'notification.created',
          payload: expect.objectContaining({ user_id: poster.user.id }),
        }),
      ),
    );
    bus.stop();
  });

  it('needs a sign-in (401)', async () => {
    const posting = await buildPosting(server);
    const res = await server.request('POST', `/api/gigs/${posting.id}/apply`, { cover_letter: COVER_LETTER });
    expect(res.status).toBe(401);
  });

  it('answers 404 for a posting that does not exist, or a malformed id', async () => {
    const worker = await buildSignedInUser(server);
    for (const id of [randomUUID(), 'not-a-uuid']) {
      expect(await apply(server, id, worker.headers)).toMatchObject({
        status: 404,
        body: GIG_ERRORS.postingNotFound,
      });
    }
  });

  it('asks for a cover letter (422) when it is blank or missing, on the cover_letter field', async () => {
    const posting = await buildPosting(server);
    const worker = await buildSignedInUser(server);
    const blank = await apply(server, posting.id, worker.headers, { cover_letter: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body.detail[0]).toMatchObject({
      loc: ['body', 'cover_letter'],
      msg: 'Please write a cover letter',
    });

    const missing = await server.request('POST', `/api/gigs/${posting.id}/apply`, {}, worker.headers);
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0]).toMatchObject({
      loc: ['body', 'cover_letter'],
      msg: 'Please write a cover letter',
    });

    const badLink = await apply(server, posting.id, worker.headers, {
      portfolio_links: ['javascript:alert(1)'],
    });
    expect(badLink.status).toBe(422);
    expect(badLink.body.detail[0].loc.slice(0, 2)).toEqual(['body', 'portfolio_links']);
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(0);
  });

  it('refuses the poster on their own posting (400)', async () => {
    const poster = await buildSignedInUser(server);
    const posting = await buildPosting(server, { posterId: poster.user.id });
    expect(await apply(server, posting.id, poster.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.ownPosting,
    });
  });

  it('refuses a posting that is paused, filled or closed (400)', async () => {
    const worker = await buildSignedInUser(server);
    for (const status of ['paused', 'filled', 'closed'] as const) {
      const posting = await buildPosting(server, {
        status,
        ...(status === 'filled' ? { hiredCount: 1 } : {}),
      });
      expect(await apply(server, posting.id, worker.headers)).toMatchObject({
        status: 400,
        body: APPLICATION_ERRORS.notOpen,
      });
      expect((await postingRow(server, posting.id)).applicationsCount).toBe(0);
    }
  });

  it('takes one application per user and posting (400 the second time)', async () => {
    const posting = await buildPosting(server);
    const worker = await buildSignedInUser(server);
    expect((await apply(server, posting.id, worker.headers)).status).toBe(201);
    expect(await apply(server, posting.id, worker.headers)).toMatchObject({
      status: 400,
      body: APPLICATION_ERRORS.alreadyApplied,
    });
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(1);
  });

  it('gives one 201 and one 400 for two applies at once by the same user', async () => {
    const posting = await buildPosting(server);
    const worker = await buildSignedInUser(server);
    const answers = await Promise.all([
      apply(server, posting.id, worker.headers),
      apply(server, posting.id, worker.headers),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)!.body.detail).toBe(APPLICATION_MESSAGES.alreadyApplied);
    const rows = await server.app.ctx.db
      .select()
      .from(applications)
      .where(eq(applications.postingId, posting.id));
    expect(rows).toHaveLength(1);
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(1);
  });

  it('names the poster as the company of a job without one, and no company for a service gig', async () => {
    const poster = await buildSignedInUser(server, 'Rita Homeowner');
    const worker = await buildSignedInUser(server);
    const job = await buildPosting(server, { posterId: poster.user.id, company: null });
    const gig = await buildPosting(server, {
      posterId: poster.user.id,
      mode: 'service',
      company: null,
      pricingType: 'fixed',
      fixedPrice: 500,
      salaryMin: null,
      salaryMax: null,
    });
    const jobAnswer = await apply(server, job.id, worker.headers);
    expect(jobAnswer.body.application.posting.company).toBe('Rita Homeowner');
    const gigAnswer = await apply(server, gig.id, worker.headers);
    expect(gigAnswer.body.application.posting).toMatchObject({
      mode: 'service',
      company: null,
      salary: '$500 fixed',
    });
  });

  it(`limits each user to ${APPLY_RATE_LIMIT.max} applications per ${APPLY_RATE_LIMIT.timeWindow} (429)`, async () => {
    // A Professional member: basic's 5 a month would refuse long before the rate limit.
    const worker = await buildMember(server, 'professional');
    const other = await buildSignedInUser(server);
    for (let i = 0; i < APPLY_RATE_LIMIT.max; i += 1) {
      const posting = await buildPosting(server);
      expect((await apply(server, posting.id, worker.headers)).status).toBe(201);
    }
    const posting = await buildPosting(server);
    const limited = await apply(server, posting.id, worker.headers);
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toBe(RATE_LIMITED_DETAIL);
    // Like every other limit, it says when to try again: within the 10-minute window.
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await postingRow(server, posting.id)).applicationsCount).toBe(0);
    // The limit is the user's, not the address's.
    expect((await apply(server, posting.id, other.headers)).status).toBe(201);
  });
});

describe('reading applications', () => {
  it("shows a posting's applications to its poster only (403 to others, 404 for a missing posting)", async () => {
    const { poster, posting, applicants } = await postingWithApplicants(server, 2);
    const stranger = await buildSignedInUser(server);
    const path = `/api/gigs/${posting.id}/applications`;

    const list = await get(path, poster.headers);
    expect(list.status).toBe(200);
    expect(list.body.applications.map((a: { id: string }) => a.id)).toEqual([
      applicants[1]!.applicationId,
      applicants[0]!.applicationId,
    ]);
    expect(await get(path, applicants[0]!.headers)).toMatchObject({
      status: 403,
      body: APPLICATION_ERRORS.onlyPoster,
    });
    expect((await get(path, stranger.headers)).status).toBe(403);
    expect((await get(path)).status).toBe(401);
    expect((await get(`/api/gigs/${randomUUID()}/applications`, poster.headers)).status).toBe(404);

    await server.request(
      'POST',
      `/api/applications/${applicants[0]!.applicationId}/shortlist`,
      undefined,
      poster.headers,
    );
    const shortlisted = await get(`${path}?status=shortlisted`, poster.headers);
    expect(shortlisted.body.applications.map((a: { id: string }) => a.id)).toEqual([
      applicants[0]!.applicationId,
    ]);
    expect((await get(`${path}?status=hired`, poster.headers)).status).toBe(422);
  });

  it("lists every application to the caller's postings, newest first, with a status filter and paging", async () => {
    const poster = await buildSignedInUser(server);
    const first = await buildPosting(server, { posterId: poster.user.id, title: 'First posting' });
    const second = await buildPosting(server, { posterId: poster.user.id, title: 'Second posting' });
    const elsewhere = await buildPosting(server);
    const a = await buildSignedInUser(server);
    const b = await buildSignedInUser(server);
    const ids = [];
    for (const [posting, worker] of [
      [first, a],
      [second, a],
      [first, b],
      [elsewhere, b],
    ] as const) {
      ids.push((await apply(server, posting.id, worker.headers)).body.application.id as string);
    }

    const received = await get('/api/applications/received', poster.headers);
    expect(received.status).toBe(200);
    expect(received.body.applications.map((x: { id: string }) => x.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(received.body.applications.map((x: { posting: { title: string } }) => x.posting.title)).toEqual([
      'First posting',
      'Second posting',
      'First posting',
    ]);

    const page2 = await get('/api/applications/received?limit=1&page=2', poster.headers);
    expect(page2.body.applications.map((x: { id: string }) => x.id)).toEqual([ids[1]]);

    await server.request('POST', `/api/applications/${ids[1]}/decline`, { message: null }, poster.headers);
    const declined = await get('/api/applications/received?status=declined', poster.headers);
    expect(declined.body.applications.map((x: { id: string }) => x.id)).toEqual([ids[1]]);
    expect((await get('/api/applications/received')).status).toBe(401);
  });

  it("lists the caller's own applications only", async () => {
    const { applicants } = await postingWithApplicants(server, 2);
    const other = await buildPosting(server);
    const second = (await apply(server, other.id, applicants[0]!.headers)).body.application.id;
    const mine = await get('/api/applications/mine', applicants[0]!.headers);
    expect(mine.status).toBe(200);
    expect(mine.body.applications.map((x: { id: string }) => x.id)).toEqual([
      second,
      applicants[0]!.applicationId,
    ]);
    const pending = await get('/api/applications/mine?status=accepted', applicants[0]!.headers);
    expect(pending.body.applications).toEqual([]);
  });

  it('shows one application to its poster and its applicant, and to nobody else (404)', async () => {
    const { poster, applicants } = await postingWithApplicants(server, 2);
    const id = applicants[0]!.applicationId;
    const stranger = await buildSignedInUser(server);
    expect((await get(`/api/applications/${id}`, poster.headers)).body).toMatchObject({
      id,
      status: 'pending',
    });
    expect((await get(`/api/applications/${id}`, applicants[0]!.headers)).status).toBe(200);
    for (const headers of [stranger.headers, applicants[1]!.headers]) {
      expect(await get(`/api/applications/${id}`, headers)).toMatchObject({
        status: 404,
        body: APPLICATION_ERRORS.notFound,
      });
    }
    expect((await get('/api/applications/nope', poster.headers)).status).toBe(404);
    expect((await get(`/api/applications/${id}`)).status).toBe(401);
  });
});
