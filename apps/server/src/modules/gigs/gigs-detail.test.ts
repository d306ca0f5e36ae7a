import { randomUUID } from 'node:crypto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExperience, buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import type { UserRow } from '../../db/schema/users';

describe('GET /api/gigs/{id}', () => {
  let server: TestServer;
  let poster: UserRow;
  let worker: UserRow;
  let posterHeaders: Record<string, string>;
  let workerHeaders: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer();
    ({ user: poster, headers: posterHeaders } = await buildSignedInUser(server, {
      userType: 'employer',
      fullName: 'Olivia Bennett',
      bio: 'Renovating a bungalow.',
      emailVerified: true,
      trustScore: 87,
    }));
    ({ user: worker, headers: workerHeaders } = await buildSignedInUser(server, 'Maya Chen'));
    const entry = (title: string, completed: string | null, rating: number) =>
      buildExperience(server, {
        userId: poster.id,
        title,
        category: 'handyman',
        workType: 'project',
        clientRating: rating,
        completionDate: completed ? new Date(completed) : null,
      });
    await entry('Oldest', '2024-01-10T00:00:00Z', 3);
    await entry('Newest', '2025-06-01T00:00:00Z', 5);
    await entry('Middle', '2025-01-01T00:00:00Z', 4);
  });
  afterAll(() => server.close());

  const detail = (id: string, headers?: Record<string, string>) =>
    server.request('GET', `/api/gigs/${id}`, undefined, headers);

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid', '1']) {
      const res = await detail(id);
      expect(res.status, id).toBe(404);
      expect(res.body).toEqual(GIG_ERRORS.postingNotFound);
    }
  });

  it('shows the posting, its creator with trust score and the 2 most recent work items', async () => {
    const posting = await buildPosting(server, {
      posterId: poster.id,
      deliveryTimeDays: 14,
      experienceLevel: 'expert',
      applicationsCount: 4,
      openings: 2,
      urgency: 'urgent',
      certificationRequired: true,
      certificationType: 'licensed_electrician',
      certificationBonus: 5,
    });
    const res = await detail(posting.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: posting.id,
      title: 'Licensed electrician for panel upgrade',
      company: 'Test Co',
      salary: '$45/hour',
      urgency: 'urgent',
      job_type: 'contract',
      certification_required: true,
      certification_type: 'licensed_electrician',
      certification_bonus: 5,
      delivery_time_days: 14,
      experience_level: 'expert',
      applications_count: 4,
      applications: 4,
      openings: 2,
      hired_count: 0,
      latitude: 43.6532,
      longitude: -79.3832,
      creator: {
        id: poster.id,
        name: 'Olivia Bennett',
        profile_picture: null,
        trust_score: 87,
        bio: 'Renovating a bungalow.',
        verified: true,
      },
      // The creator's own experience entries are self-reported: no rating, no completed orders.
      creator_info: { stats: { average_rating: 0, completed_orders: 0 } },
    });
    expect(res.body.work_experience).toEqual([
      { id: expect.any(String), title: 'Newest', category: 'handyman', client_rating: null },
      { id: expect.any(String), title: 'Middle', category: 'handyman', client_rating: null },
    ]);
  });

  it('lets a signed-out visitor see can_apply on an open posting (the client asks them to sign in)', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await detail(posting.id)).body).toMatchObject({
      can_apply: true,
      is_owner: false,
      my_application: null,
    });
    expect((await detail(posting.id, workerHeaders)).body).toMatchObject({
      can_apply: true,
      is_owner: false,
    });
  });

  it('never lets the owner apply', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    expect((await detail(posting.id, posterHeaders)).body).toMatchObject({
      can_apply: false,
      is_owner: true,
    });
  });

  it('lets nobody apply to a posting that is not open', async () => {
    for (const status of ['paused', 'filled', 'closed'] as const) {
      const posting = await buildPosting(server, { posterId: poster.id, status, hiredCount: 0 });
      expect((await detail(posting.id)).body.can_apply, status).toBe(false);
      expect((await detail(posting.id, workerHeaders)).body.can_apply, status).toBe(false);
    }
  });

  it('shows the caller their application and no longer offers to apply', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    const [application] = await server.database.db
      .insert(applications)
      .values({
        postingId: posting.id,
        applicantId: worker.id,
        coverLetter: 'I can do it.',
        status: 'shortlisted',
      })
      .returning();
    expect((await detail(posting.id, workerHeaders)).body).toMatchObject({
      can_apply: false,
      my_application: { id: application!.id, status: 'shortlisted' },
    });
    // Someone else still may.
    const other = await buildSignedInUser(server);
    expect((await detail(posting.id, other.headers)).body).toMatchObject({
      can_apply: true,
      my_application: null,
    });
  });

  it('treats an invalid token as a visitor', async () => {
    const posting = await buildPosting(server, { posterId: poster.id });
    const res = await detail(posting.id, { authorization: 'Bearer nonsense' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ can_apply: true, is_owner: false });
  });
});
