import { randomUUID } from 'node:crypto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, buildUser, signInAs } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { postings } from '../../db/schema/postings';
import type { UserRow } from '../../db/schema/users';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

describe('managing postings', () => {
  let server: TestServer;
  let poster: UserRow;
  let headers: Record<string, string>;
  let strangerHeaders: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    poster = await buildUser(server, {
      userType: 'company',
      fullName: 'North Shore Builders',
      city: 'Toronto',
    });
    headers = (await signInAs(server, poster)).headers;
    strangerHeaders = (await buildSignedInUser(server)).headers;
  });
  afterAll(() => server.close());

  const patch = (id: string, body: object, as = headers) =>
    server.request('PATCH', `/api/gigs/${id}`, body, as);
  const setStatus = (id: string, status: string, as = headers) =>
    server.request('POST', `/api/gigs/${id}/status`, { status }, as);
  const row = async (id: string) =>
    (await server.database.db.select().from(postings).where(eq(postings.id, id)))[0]!;

  describe('GET /api/gigs/mine', () => {
    it('answers 401 without a token', async () => {
      expect((await server.request('GET', '/api/gigs/mine')).status).toBe(401);
    });

    it("lists the caller's postings of both modes and every status, newest first, with counts", async () => {
      const owner = await buildUser(server, { fullName: 'Owner' });
      const job = await buildPosting(server, {
        posterId: owner.id,
        createdAt: daysAgo(1),
        applicationsCount: 6,
      });
      const gig = await buildPosting(server, {
        posterId: owner.id,
        mode: 'service',
        status: 'paused',
        createdAt: daysAgo(0.5),
      });
      const closed = await buildPosting(server, {
        posterId: owner.id,
        status: 'closed',
        createdAt: daysAgo(3),
      });
      await buildPosting(server, { createdAt: daysAgo(0.1) }); // someone else's
      const statuses = ['pending', 'pending', 'shortlisted', 'accepted', 'declined', 'withdrawn'] as const;
      const applicants = await Promise.all(statuses.map(() => buildUser(server)));
      await server.database.db.insert(applications).values(
        statuses.map((status, i) => ({
          postingId: job.id,
          applicantId: applicants[i]!.id,
          coverLetter: 'Hello',
          status,
        })),
      );

      const res = await server.request(
        'GET',
        '/api/gigs/mine',
        undefined,
        (await signInAs(server, owner)).headers,
      );
      expect(res.status).toBe(200);
      expect(res.body.postings.map((p: { id: string }) => p.id)).toEqual([gig.id, job.id, closed.id]);
      const [gigDto, jobDto, closedDto] = res.body.postings;
      expect(jobDto).toMatchObject({
        mode: 'job',
        status: 'open',
        applications: 6,
        company: 'Test Co',
        address: '',
        openings: 1,
        hired_count: 0,
        updated_at: expect.any(String),
        application_counts: { pending: 2, shortlisted: 1, accepted: 1, declined: 1 },
        creator_info: { id: owner.id, name: 'Owner' },
      });
      expect(gigDto).toMatchObject({ mode: 'service', status: 'paused' });
      expect(gigDto.application_counts).toEqual({ pending: 0, shortlisted: 0, accepted: 0, declined: 0 });
      expect(closedDto.status).toBe('closed');
    });
  });

  describe('POST /api/gigs/{id}/status', () => {
    it('pauses, closes and reopens', async () => {
      const posting = await buildPosting(server, { posterId: poster.id });
      for (const status of ['paused', 'open', 'closed', 'open'] as const) {
        const res = await setStatus(posting.id, status);
        expect(res.status, status).toBe(200);
        expect(res.body).toMatchObject({ id: posting.id, status });
        expect((await row(posting.id)).status).toBe(status);
      }
    });

    it('answers 400 when the status does not change', async () => {
      const posting = await buildPosting(server, { posterId: poster.id, status: 'paused' });
      const res = await setStatus(posting.id, 'paused');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(GIG_ERRORS.statusUnchanged);
    });

    it('reopens a filled posting only when an opening is free', async () => {
      const posting = await buildPosting(server, {
        posterId: poster.id,
        status: 'filled',
        openings: 1,
        hiredCount: 1,
      });
      const refused = await setStatus(posting.id, 'open');
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual(GIG_ERRORS.cannotReopenFilled);
      expect((await row(posting.id)).status).toBe('filled');
      // Closing a filled posting is fine, and reopening it still needs an opening.
      expect((await setStatus(posting.id, 'closed')).status).toBe(200);
      expect((await setStatus(posting.id, 'open')).body).toEqual(GIG_ERRORS.cannotReopenFilled);

      expect((await patch(posting.id, { openings: 2 })).body).toMatchObject({
        status: 'closed',
        openings: 2,
      });
      expect((await setStatus(posting.id, 'open')).body).toMatchObject({ status: 'open', hired_count: 1 });
    });

    it('answers 401, 403, 404 and 422 ("filled" is set by hiring only)', async () => {
      const posting = await buildPosting(server, { posterId: poster.id });
      expect(
        (await server.request('POST', `/api/gigs/${posting.id}/status`, { status: 'paused' })).status,
      ).toBe(401);
      const forbidden = await setStatus(posting.id, 'paused', strangerHeaders);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual(GIG_ERRORS.notYourPosting);
      expect((await setStatus(randomUUID(), 'paused')).status).toBe(404);
      expect((await setStatus(posting.id, 'filled')).status).toBe(422);
      expect((await row(posting.id)).status).toBe('open');
    });
  });
});
