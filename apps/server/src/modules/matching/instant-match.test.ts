import { INSTANT_MATCH_RATE } from '@hirehand/shared/matching/matching-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser, type SignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
/** About 12 km north of downtown Toronto. */
const NORTH_YORK = { latitude: 43.7615, longitude: -79.4111 };
const MONTREAL = { latitude: 45.5019, longitude: -73.5674 };

const DRAFT = {
  title: 'Rewire a kitchen',
  description: 'Replace the old wiring of a kitchen and add two circuits.',
  category: 'electrical',
  skills_required: ['electrical wiring', 'Troubleshooting'],
  city: 'Toronto',
  // The rest of the wizard's form is accepted and ignored.
  pricing_type: 'hourly',
  images: [],
};

const PREFS = {
  desired_rate: null,
  job_types: [],
  schedules: [],
  max_distance_km: null,
  categories: [],
  certifications: [],
  discoverable: true,
};

describe('POST /api/ai/instant-match: the wizard previews matches near the draft', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const instant = (body: Record<string, unknown>, who?: SignedInUser) =>
    server.request('POST', '/api/ai/instant-match', body, who?.headers);

  it('find_jobs: open job postings near by that fit the skills or category; far, own, closed and service ones are out', async () => {
    const me = await buildSignedInUser(server, 'Gail Gigger');
    const near = await buildPosting(server, {
      title: 'Kitchen wiring in North York',
      category: 'cleaning',
      skillsRequired: ['Electrical Wiring'],
      city: 'Toronto',
      ...NORTH_YORK,
      salaryMin: 36,
      salaryMax: 48,
    });
    const sameCategory = await buildPosting(server, {
      title: 'Panel swap downtown',
      category: 'electrical',
      skillsRequired: ['Panel Upgrades'],
      ...TORONTO,
    });
    const unrelated = await buildPosting(server, {
      title: 'Logo design',
      category: 'design',
      skillsRequired: ['Logo Design'],
      ...TORONTO,
    });
    const far = await buildPosting(server, { title: 'Montreal wiring', ...MONTREAL });
    const own = await buildPosting(server, { posterId: me.user.id, title: 'Mine' });
    const closed = await buildPosting(server, { status: 'closed' });
    const service = await buildPosting(server, { mode: 'service' });

    const res = await instant(
      { gig_data: DRAFT, match_type: 'find_jobs', location: { ...TORONTO, accuracy: 20 }, radius: 25 },
      me,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.matches.length).toBeLessThanOrEqual(3);
    expect(res.body.matches[0]).toMatchObject({
      id: near.id,
      kind: 'job',
      title: 'Kitchen wiring in North York',
      subtitle: '$36 - $48/hour · Toronto',
    });
    expect(res.body.matches[0].distance_km).toBeGreaterThan(10);
    expect(res.body.matches[0].distance_km).toBeLessThan(14);
    expect(Number.isInteger(res.body.matches[0].distance_km * 10)).toBe(true);
    const ids = res.body.matches.map((m: { id: string }) => m.id);
    expect(ids).toContain(sameCategory.id);
    for (const id of [unrelated.id, far.id, own.id, closed.id, service.id]) expect(ids).not.toContain(id);
    expect(res.body.total).toBeGreaterThanOrEqual(2);

    // Signed out, without a location: the draft's city places the search.
    const signedOut = await instant({ gig_data: DRAFT, match_type: 'find_jobs' });
    expect(signedOut.status, signedOut.text).toBe(200);
    expect(signedOut.body.matches.map((m: { id: string }) => m.id)).toContain(near.id);
  });

  it('find_workers: only discoverable workers who fit, as "First L." at whole km, never their contact details or place', async () => {
    const employer = await buildSignedInUser(server, { fullName: 'Erin Employer', userType: 'employer' });
    const priya = await buildSignedInUser(server, {
      fullName: 'Priya Patelworth',
      email: 'priya.secret@example.ca',
      phone: '+1 416 555 0199',
      skills: ['Electrical Wiring', 'Troubleshooting', 'Baking'],
      ...NORTH_YORK,
    });
    await server.request('PUT', '/api/profile/me/work-preferences', PREFS, priya.headers);
    const hidden = await buildSignedInUser(server, {
      fullName: 'Hidden Hank',
      skills: ['Electrical Wiring'],
      ...TORONTO,
    });
    await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      { ...PREFS, discoverable: false },
      hidden.headers,
    );
    const byCategory = await buildSignedInUser(server, {
      fullName: 'Carl Cityman',
      skills: ['Plumbing'],
      city: 'Toronto',
    });
    await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      { ...PREFS, categories: ['electrical'] },
      byCategory.headers,
    );
    const farAway = await buildSignedInUser(server, {
      fullName: 'Mona Montreal',
      skills: ['Electrical Wiring'],
      ...MONTREAL,
    });
    await server.request('PUT', '/api/profile/me/work-preferences', PREFS, farAway.headers);

    const res = await instant(
      { gig_data: DRAFT, match_type: 'find_workers', location: TORONTO, radius: 25 },
      employer,
    );
    expect(res.status, res.text).toBe(200);
    const titles = res.body.matches.map((m: { title: string }) => m.title);
    expect(titles[0]).toBe('Priya P.');
    expect(titles).toContain('Carl C.');
    expect(titles).not.toContain('Hidden H.');
    expect(titles).not.toContain('Mona M.');
    expect(res.body.matches[0]).toMatchObject({
      kind: 'worker',
      subtitle: 'Electrical Wiring, Troubleshooting',
      distance_km: 12,
    });
    expect(res.body.total).toBe(2);
    for (const match of res.body.matches) expect(Number.isInteger(match.distance_km)).toBe(true);
    const json = res.text;
    for (const secret of [
      'priya.secret@example.ca',
      '416 555',
      'Patelworth',
      priya.user.id,
      String(NORTH_YORK.latitude),
      String(NORTH_YORK.longitude),
    ])
      expect(json).not.toContain(secret);
  });

  it('refuses a draft without title, description or category (400, spec 3 §5) and invalid bodies (422)', async () => {
    for (const missing of ['title', 'description', 'category']) {
      const res = await instant({ gig_data: { ...DRAFT, [missing]: '  ' }, match_type: 'find_jobs' });
      expect(res.status, missing).toBe(400);
      expect(res.body).toEqual({
        code: 'matching.basic_details_missing',
        detail: 'Please fill in basic details first',
      });
    }
    for (const body of [
      { gig_data: DRAFT, match_type: 'find_jobs', location: { latitude: 91, longitude: 0 } },
      { gig_data: DRAFT, match_type: 'find_jobs', location: { latitude: 0, longitude: -181 } },
      { gig_data: DRAFT, match_type: 'find_jobs', location: { latitude: 0, longitude: 0, accuracy: -1 } },
      { gig_data: DRAFT, match_type: 'find_jobs', location: { latitude: 'x', longitude: 0 } },
      { gig_data: DRAFT, match_type: 'find_friends' },
      { gig_data: DRAFT, match_type: 'find_jobs', radius: 0 },
      { gig_data: DRAFT, match_type: 'find_jobs', radius: 2.5 },
      { gig_data: { ...DRAFT, title: 'x'.repeat(201) }, match_type: 'find_jobs' },
      { gig_data: { ...DRAFT, skills_required: 'wiring' }, match_type: 'find_jobs' },
      { match_type: 'find_jobs' },
    ]) {
      const res = await instant(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });
});

describe('POST /api/ai/instant-match: rate limit', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers 429 with its code and Retry-After past the per-caller limit', async () => {
    const me = await buildSignedInUser(server);
    const body = { gig_data: DRAFT, match_type: 'find_jobs', location: TORONTO };
    for (let i = 0; i < INSTANT_MATCH_RATE.perCaller.max; i++) {
      const ok = await server.request('POST', '/api/ai/instant-match', body, me.headers);
      expect(ok.status, ok.text).toBe(200);
    }
    const over = await server.request('POST', '/api/ai/instant-match', body, me.headers);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('matching.instant_rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
