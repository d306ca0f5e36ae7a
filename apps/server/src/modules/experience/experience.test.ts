import { randomUUID } from 'node:crypto';
import { APPLICATION_ERRORS } from '@hirehand/shared/applications/application-errors';
import { EXPERIENCE_ERRORS } from '@hirehand/shared/experience/experience-errors';
import { EXPERIENCE_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apply,
  buildPosting,
  buildSignedInUser,
  buildUser,
  decide,
  type Headers,
  signInAs,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const FORM = {
  title: 'Kitchen rewiring',
  description: 'Rewired a 1950s kitchen to code, with new GFCI outlets.',
  category: 'electrical',
  work_type: 'project',
  duration_days: 4,
  hourly_rate: 55,
  total_earned: 1760,
  client_rating: 5,
  client_review: 'Tidy and on time.',
  skills_used: ['Electrical Wiring'],
  work_samples: [],
  completion_date: '2025-03-01T12:00:00.000Z',
};

const add = (headers: Headers, body: Record<string, unknown>) =>
  server.request('POST', '/api/experience/add', { ...FORM, ...body }, headers);
const read = (userId: string) => server.request('GET', `/api/experience/${userId}`);

/** A posting by a new poster and the worker's application to it, accepted unless `accept` is false. */
async function workerApplication(
  worker: { headers: Headers },
  postingOverrides = {},
  accept = true,
  proposedRate: number | null = 40,
) {
  const { user: poster, headers: posterHeaders } = await buildSignedInUser(server, {
    userType: 'employer',
    fullName: 'Pat Poster',
  });
  const posting = await buildPosting(server, { posterId: poster.id, ...postingOverrides });
  const applied = await apply(server, posting.id, worker.headers, { proposed_rate: proposedRate });
  const applicationId = applied.body.application.id as string;
  if (accept) expect((await decide(server, applicationId, 'accept', posterHeaders)).status).toBe(200);
  return { poster, posting, applicationId };
}

describe('GET /api/experience/{userId}', () => {
  it('answers 404 for an unknown or malformed user id', async () => {
    for (const id of [randomUUID(), 'user_123']) {
      expect(await read(id)).toMatchObject({
        status: 404,
        body: EXPERIENCE_ERRORS.userNotFound,
      });
    }
  });

  it('answers the user and zero figures when there are no entries', async () => {
    const user = await buildUser(server, {
      fullName: 'Maya Worker',
      city: 'Toronto',
      region: 'ON',
      emailVerified: true,
      profilePicture: 'https://example.ca/maya.png',
    });
    const res = await read(user.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      experiences: [],
      user_info: {
        id: user.id,
        name: 'Maya Worker',
        profile_picture: 'https://example.ca/maya.png',
        location: 'Toronto, ON',
        trust_score: user.trustScore,
        verified: true,
      },
      experience_summary: { total_jobs: 0, total_earned: 0, average_rating: 0, success_rate: 0 },
    });
  });

  it('computes the figures from the entries and lists the newest completion first', async () => {
    const worker = await buildSignedInUser(server);
    const entries = [
      {
        title: 'Panel upgrade',
        client_rating: 5,
        total_earned: 1000.5,
        completion_date: '2025-01-10T00:00:00Z',
      },
      {
        title: 'Outlet repair',
        client_rating: 4,
        total_earned: null,
        completion_date: '2025-03-10T00:00:00Z',
      },
      {
        title: 'Deck lights',
        client_rating: 2,
        total_earned: 250.25,
        completion_date: '2025-02-10T00:00:00Z',
      },
      // No rating of their own: counts as a job and in neither rating figure.
      {
        title: 'Fence repair',
        client_rating: null,
        total_earned: null,
        completion_date: '2024-12-01T00:00:00Z',
      },
    ];
    for (const entry of entries) expect((await add(worker.headers, entry)).status).toBe(201);
    await add((await buildSignedInUser(server)).headers, { title: 'Someone else', client_rating: 1 });

    const res = await read(worker.user.id);
    expect(res.body.experiences.map((e: { title: string }) => e.title)).toEqual([
      'Outlet repair',
      'Deck lights',
      'Panel upgrade',
      'Fence repair',
    ]);
    // Self-reported ratings only: avg(5, 4, 2) = 3.67 → 3.7; two of the three rated entries
    // rated 4+ → 67 %; the unrated entry counts in neither; null earnings count as 0.
    expect(res.body.experience_summary).toEqual({
      total_jobs: 4,
      total_earned: 1250.75,
      average_rating: 3.7,
      success_rate: 67,
    });
    expect(res.body.user_info.location).toBeNull();
  });
});

describe('POST /api/experience/add', () => {
  it('adds an entry (201) and ignores the placeholder client_id and gig_id of the spec client', async () => {
    const worker = await buildSignedInUser(server);
    const res = await add(worker.headers, { client_id: 'client_1712345678', gig_id: 'gig_1712345678' });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Work experience added successfully!');
    expect(res.body.experience).toMatchObject({
      ...FORM,
      completion_date: '2025-03-01T12:00:00.000Z',
      client_id: null,
      client_name: null,
      gig_id: null,
      application_id: null,
    });
  });

  it('dates an entry sent without a completion date now', async () => {
    const worker = await buildSignedInUser(server);
    const before = Date.now();
    const res = await add(worker.headers, { completion_date: null });
    expect(Date.parse(res.body.experience.completion_date)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('stores no rating when the worker gives none: nothing is pre-filled', async () => {
    const worker = await buildSignedInUser(server);
    const { client_rating: _rating, ...withoutRating } = FORM;
    const res = await server.request('POST', '/api/experience/add', withoutRating, worker.headers);
    expect(res.status).toBe(201);
    expect(res.body.experience.client_rating).toBeNull();
    expect((await read(worker.user.id)).body.experience_summary).toMatchObject({
      total_jobs: 1,
      average_rating: 0,
      success_rate: 0,
    });
  });

  it('asks for title and description (422) and needs a sign-in (401)', async () => {
    const worker = await buildSignedInUser(server);
    for (const body of [{ title: '  ' }, { description: '' }, { title: undefined }]) {
      const res = await add(worker.headers, body);
      expect(res.status).toBe(422);
      expect(res.body.detail[0].msg).toBe('Please fill in title and description');
    }
    expect((await add(worker.headers, { category: 'marketing' })).status).toBe(422);
    expect((await add(worker.headers, { client_rating: 6 })).status).toBe(422);
    expect((await server.request('POST', '/api/experience/add', FORM)).status).toBe(401);
  });

  it("records the form's fields with the real client and posting of the caller's accepted application", async () => {
    const worker = await buildSignedInUser(server);
    const { poster, posting, applicationId } = await workerApplication(worker);
    const res = await add(worker.headers, {
      application_id: applicationId,
      client_id: 'client_1',
      gig_id: 'gig_1',
    });
    expect(res.status).toBe(201);
    expect(res.body.experience).toMatchObject({
      title: FORM.title,
      total_earned: FORM.total_earned,
      client_id: poster.id,
      client_name: 'Pat Poster',
      gig_id: posting.id,
      application_id: applicationId,
    });
    expect(await add(worker.headers, { application_id: applicationId })).toMatchObject({
      status: 400,
      body: EXPERIENCE_ERRORS.alreadyRecorded,
    });

    const pending = await workerApplication(worker, {}, false);
    expect(await add(worker.headers, { application_id: pending.applicationId })).toMatchObject({
      status: 400,
      body: EXPERIENCE_ERRORS.applicationNotAccepted,
    });
    const stranger = await buildSignedInUser(server);
    expect((await add(stranger.headers, { application_id: applicationId })).status).toBe(404);
  });
});

describe('POST /api/experience/from-application/{applicationId}', () => {
  const record = (id: string, headers: Headers, body?: unknown) =>
    server.request('POST', `/api/experience/from-application/${id}`, body, headers);

  it('turns an accepted application into an entry prefilled from the posting, once', async () => {
    const worker = await buildSignedInUser(server);
    const description = `Run a social media campaign. ${'x'.repeat(2100)}`;
    const { poster, posting, applicationId } = await workerApplication(worker, {
      title: 'Spring campaign',
      description,
      category: 'marketing',
      gigType: 'part_time',
      skillsRequired: ['Social Media', 'Copywriting'],
    });

    const before = Date.now();
    const res = await record(applicationId, worker.headers, {
      client_rating: 4,
      total_earned: 1200,
      duration_days: 30,
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(EXPERIENCE_MESSAGES.added);
    const entry = res.body.experience;
    expect(entry).toMatchObject({
      title: 'Spring campaign',
      description: description.slice(0, 2000),
      category: 'other',
      work_type: 'part_time',
      hourly_rate: 40,
      total_earned: 1200,
      duration_days: 30,
      client_rating: 4,
      skills_used: ['Social Media', 'Copywriting'],
      client_id: poster.id,
      client_name: 'Pat Poster',
      gig_id: posting.id,
      application_id: applicationId,
    });
    expect(entry.description).toHaveLength(2000);
    expect(Date.parse(entry.completion_date)).toBeGreaterThanOrEqual(before - 1000);

    expect(await record(applicationId, worker.headers)).toMatchObject({
      status: 400,
      body: EXPERIENCE_ERRORS.alreadyRecorded,
    });
    const view = await server.request('GET', `/api/applications/${applicationId}`, undefined, worker.headers);
    expect(view.body.experience_recorded).toBe(true);
    expect((await read(worker.user.id)).body.experiences.map((e: { id: string }) => e.id)).toEqual([
      entry.id,
    ]);
  });

  it("uses the posting's rate without a proposed one, and a fixed price as the earnings", async () => {
    const worker = await buildSignedInUser(server);
    const hourly = await workerApplication(worker, { hourlyRate: 45 }, true, null);
    const res = await record(hourly.applicationId, worker.headers);
    expect(res.status).toBe(201);
    // Nothing pre-filled: without a rating of their own the entry has none.
    expect(res.body.experience).toMatchObject({ hourly_rate: 45, total_earned: null, client_rating: null });

    const fixed = await workerApplication(
      worker,
      { pricingType: 'fixed', fixedPrice: 800, hourlyRate: null, salaryMin: null, salaryMax: null },
      true,
      null,
    );
    const fixedRes = await record(fixed.applicationId, worker.headers);
    expect(fixedRes.body.experience).toMatchObject({ hourly_rate: null, total_earned: 800 });
  });

  it('is only for the applicant of an accepted application (400 otherwise, 404 for anyone else)', async () => {
    const worker = await buildSignedInUser(server);
    const pending = await workerApplication(worker, {}, false);
    expect(await record(pending.applicationId, worker.headers)).toMatchObject({
      status: 400,
      body: EXPERIENCE_ERRORS.applicationNotAccepted,
    });
    const accepted = await workerApplication(worker);
    const stranger = await buildSignedInUser(server);
    for (const [id, headers] of [
      [accepted.applicationId, stranger.headers],
      [randomUUID(), worker.headers],
      ['app_1', worker.headers],
    ] as const) {
      expect(await record(id, headers)).toMatchObject({
        status: 404,
        body: APPLICATION_ERRORS.notFound,
      });
    }
    // The poster is the client, not the worker: they cannot record it either.
    const posterHeaders = (await signInAs(server, accepted.poster)).headers;
    expect((await record(accepted.applicationId, posterHeaders)).status).toBe(404);
    expect(
      (await server.request('POST', `/api/experience/from-application/${accepted.applicationId}`)).status,
    ).toBe(401);
  });
});

describe('editing and deleting entries', () => {
  it('lets the owner edit an entry; others get 403, unknown ids 404', async () => {
    const worker = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    const id = (await add(worker.headers, {})).body.experience.id;
    const patch = (entryId: string, headers: Headers, body: unknown) =>
      server.request('PATCH', `/api/experience/entries/${entryId}`, body, headers);

    const res = await patch(id, worker.headers, {
      title: 'Kitchen and basement rewiring',
      client_rating: 4,
      total_earned: null,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      title: 'Kitchen and basement rewiring',
      client_rating: 4,
      total_earned: null,
    });
    expect(res.body.description).toBe(FORM.description);
    expect((await read(worker.user.id)).body.experience_summary).toMatchObject({
      average_rating: 4,
      total_earned: 0,
    });

    expect(await patch(id, other.headers, { title: 'Mine now' })).toMatchObject({
      status: 403,
      body: EXPERIENCE_ERRORS.notYours,
    });
    for (const unknown of [randomUUID(), 'exp_1']) {
      expect(await patch(unknown, worker.headers, { title: 'x' })).toMatchObject({
        status: 404,
        body: EXPERIENCE_ERRORS.notFound,
      });
    }
    expect((await patch(id, worker.headers, { title: '' })).status).toBe(422);
    expect((await patch(id, worker.headers, { user_id: other.user.id })).status).toBe(422);
    expect((await server.request('PATCH', `/api/experience/entries/${id}`, { title: 'x' })).status).toBe(401);
    expect((await read(worker.user.id)).body.experiences[0].title).toBe('Kitchen and basement rewiring');
  });

  it('lets the owner delete an entry; others get 403', async () => {
    const worker = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    const id = (await add(worker.headers, {})).body.experience.id;
    const del = (headers: Headers) =>
      server.request('DELETE', `/api/experience/entries/${id}`, undefined, headers);

    expect(await del(other.headers)).toMatchObject({
      status: 403,
      body: EXPERIENCE_ERRORS.notYours,
    });
    expect((await read(worker.user.id)).body.experiences).toHaveLength(1);
    expect((await del(worker.headers)).status).toBe(204);
    expect((await read(worker.user.id)).body).toMatchObject({
      experiences: [],
      experience_summary: { total_jobs: 0 },
    });
    expect(await del(worker.headers)).toMatchObject({
      status: 404,
      body: EXPERIENCE_ERRORS.notFound,
    });
  });
});
