import { randomUUID } from 'node:crypto';
import { PROFILE_ERRORS } from '@hirehand/shared/profile/profile-errors';
import { PUBLIC_PROFILE_POSTINGS, PublicProfileDto } from '@hirehand/shared/profile/public-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

async function employer() {
  return buildUser(server, {
    userType: 'employer',
    fullName: 'Northern Steel Works',
    email: `steel-${randomUUID()}@example.ca`,
    phone: '+14165550123',
    city: 'Hamilton',
    region: 'ON',
    latitude: 43.2557,
    longitude: -79.8711,
    bio: 'Structural steel fabrication since 1998.',
    skills: ['Welding', 'Fabrication'],
    trustScore: 82,
    emailVerified: true,
    profilePicture: null,
  });
}

describe('GET /api/users/{id}/profile', () => {
  it('is public: the public fields and the open postings, newest first, nothing private', async () => {
    const poster = await employer();
    const older = await buildPosting(server, {
      posterId: poster.id,
      title: 'Welder wanted',
      createdAt: minutesAgo(10),
      salaryMin: 30,
      salaryMax: 45,
      location: '',
      city: 'Hamilton',
      region: 'ON',
    });
    const newer = await buildPosting(server, {
      posterId: poster.id,
      mode: 'service',
      title: 'Custom railings',
      pricingType: 'fixed',
      fixedPrice: 500,
      salaryMin: null,
      salaryMax: null,
      location: 'Downtown Hamilton',
      createdAt: minutesAgo(1),
    });
    await buildPosting(server, { posterId: poster.id, title: 'Closed one', status: 'closed' });
    await buildPosting(server, { posterId: poster.id, title: 'Paused one', status: 'paused' });

    const res = await server.request('GET', `/api/users/${poster.id}/profile`);
    expect(res.status, res.text).toBe(200);
    expect(PublicProfileDto.strict().parse(res.body)).toEqual({
      id: poster.id,
      full_name: 'Northern Steel Works',
      user_type: 'employer',
      profile_picture: null,
      location: 'Hamilton, ON',
      bio: 'Structural steel fabrication since 1998.',
      skills: ['Welding', 'Fabrication'],
      trust_score: 82,
      verified: true,
      pro: false,
      member_since: poster.createdAt.toISOString(),
      open_postings_count: 2,
      open_postings: [
        {
          id: newer.id,
          mode: 'service',
          title: 'Custom railings',
          location: 'Downtown Hamilton',
          pay: '$500 fixed',
          created_at: newer.createdAt.toISOString(),
        },
        {
          id: older.id,
          mode: 'job',
          title: 'Welder wanted',
          location: 'Hamilton, ON',
          pay: '$30 - $45/hour',
          created_at: older.createdAt.toISOString(),
        },
      ],
    });
    for (const secret of [poster.email, '+14165550123', '43.2557', 'password']) {
      expect(res.text).not.toContain(secret);
    }
  });

  it(`lists at most ${PUBLIC_PROFILE_POSTINGS} postings and counts them all`, async () => {
    const poster = await employer();
    for (let i = 0; i < PUBLIC_PROFILE_POSTINGS + 2; i += 1) {
      await buildPosting(server, { posterId: poster.id, title: `Job ${i}`, createdAt: minutesAgo(i) });
    }
    const res = await server.request('GET', `/api/users/${poster.id}/profile`);
    expect(res.body.open_postings_count).toBe(PUBLIC_PROFILE_POSTINGS + 2);
    expect(res.body.open_postings.map((p: { title: string }) => p.title)).toEqual(
      Array.from({ length: PUBLIC_PROFILE_POSTINGS }, (_, i) => `Job ${i}`),
    );
  });

  it('answers the same signed in, and a person without postings has an empty list', async () => {
    const worker = await buildUser(server, { fullName: 'Sam Worker', city: null, bio: null });
    const { headers } = await buildSignedInUser(server);
    const res = await server.request('GET', `/api/users/${worker.id}/profile`, undefined, headers);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      full_name: 'Sam Worker',
      location: null,
      bio: null,
      open_postings_count: 0,
      open_postings: [],
    });
  });

  it('is 404 with a detail for an unknown or malformed id', async () => {
    for (const id of [randomUUID(), 'not-a-uuid']) {
      const res = await server.request('GET', `/api/users/${id}/profile`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(PROFILE_ERRORS.publicProfileNotFound);
    }
  });
});
