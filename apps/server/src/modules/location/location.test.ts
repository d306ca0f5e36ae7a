import { FALLBACK_HOURLY_RATE } from '@hirehand/shared/jobs/job-enums';
import type { NearbyJobDto } from '@hirehand/shared/location/location';
import { LOCATION_ERRORS } from '@hirehand/shared/location/location-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import type { NewPostingRow } from '../../db/schema/postings';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/** A job at `km` kilometres north of a point (one degree of latitude is ~111.2 km). */
const jobNorthOf = (
  point: { latitude: number; longitude: number },
  km: number,
  overrides: Partial<NewPostingRow> = {},
) =>
  buildPosting(server, {
    latitude: point.latitude + km / 111.2,
    longitude: point.longitude,
    ...overrides,
  });

// Each test works around its own city, so the postings of one never reach another's radius.
const SASKATOON = { latitude: 52.1332, longitude: -106.67 };
const REGINA = { latitude: 50.4452, longitude: -104.6189 };
const HALIFAX = { latitude: 44.6488, longitude: -63.5752 };
const WINNIPEG = { latitude: 49.8951, longitude: -97.1384 };
const MID_ATLANTIC = { latitude: 45, longitude: -40 };

describe('POST /api/location/update', () => {
  it('stores the position with a place label and answers the open jobs within 10 km, nearest first', async () => {
    const { headers } = await buildSignedInUser(server);
    const far = await jobNorthOf(REGINA, 8, { title: 'Far job', salaryMin: 30, salaryMax: 40 });
    const near = await jobNorthOf(REGINA, 2, {
      title: 'Near job',
      salaryMin: null,
      salaryMax: null,
      hourlyRate: null,
      pricingType: 'negotiable',
    });
    await jobNorthOf(REGINA, 15, { title: 'Beyond 10 km' });
    await jobNorthOf(REGINA, 1, { title: 'A service gig', mode: 'service' });
    await jobNorthOf(REGINA, 1, { title: 'Closed job', status: 'closed' });

    const res = await server.request(
      'POST',
      '/api/location/update',
      { ...REGINA, accuracy: 12.5, location_type: 'current' },
      headers,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.location).toMatchObject({ ...REGINA, accuracy: 12.5, label: 'Regina, SK' });
    expect(Date.parse(res.body.location.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    const jobs = res.body.nearby_jobs as NearbyJobDto[];
    expect(jobs.map((job) => job.id)).toEqual([near.id, far.id]);
    expect(jobs[0]).toMatchObject({
      title: 'Near job',
      rate: FALLBACK_HOURLY_RATE,
      salary: 'Negotiable',
      distance_km: 2,
    });
    expect(jobs[1]).toMatchObject({
      rate: 40,
      salary: '$30 - $40/hour',
      distance_km: 8,
      company: 'Test Co',
      employer_id: far.posterId,
      city: 'Toronto',
    });
    expect(jobs[1]!.location).toEqual({ latitude: far.latitude, longitude: far.longitude });
  });

  it('replaces the previous position, and answers at most 20 jobs', async () => {
    const { headers } = await buildSignedInUser(server);
    for (let i = 0; i < 21; i++) await jobNorthOf(SASKATOON, 0.1 + i * 0.2);
    await server.request('POST', '/api/location/update', REGINA, headers);
    const res = await server.request(
      'POST',
      '/api/location/update',
      { ...SASKATOON, accuracy: null },
      headers,
    );
    expect(res.status).toBe(200);
    expect(res.body.nearby_jobs).toHaveLength(20);
    const distances = res.body.nearby_jobs.map((job: NearbyJobDto) => job.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const me = await server.request('GET', '/api/location/me', undefined, headers);
    expect(me.body).toMatchObject({ ...SASKATOON, accuracy: null, label: 'Saskatoon, SK' });
  });

  it('labels a place far from any city with its coordinates to 4 decimals', async () => {
    const { headers } = await buildSignedInUser(server);
    const res = await server.request('POST', '/api/location/update', MID_ATLANTIC, headers);
    expect(res.body.location.label).toBe('45.0000, -40.0000');
    expect(res.body.nearby_jobs).toEqual([]);
  });

  it('needs a signed-in caller', async () => {
    const res = await server.request('POST', '/api/location/update', REGINA);
    expect(res.status).toBe(401);
    expect(res.body.detail).toEqual(expect.any(String));
  });

  it('answers 422 naming the bad field', async () => {
    const { headers } = await buildSignedInUser(server);
    const bad = await server.request('POST', '/api/location/update', { latitude: 91, longitude: 0 }, headers);
    expect(bad.status).toBe(422);
    expect(bad.body.detail[0].loc).toEqual(['body', 'latitude']);
    const missing = await server.request('POST', '/api/location/update', { latitude: 45 }, headers);
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['body', 'longitude']);
    const text = await server.request(
      'POST',
      '/api/location/update',
      { latitude: '45', longitude: 'x' },
      headers,
    );
    expect(text.status).toBe(422);
    const type = await server.request(
      'POST',
      '/api/location/update',
      { ...REGINA, location_type: 'home' },
      headers,
    );
    expect(type.status).toBe(422);
  });
});

describe('GET /api/location/me', () => {
  it("answers only the caller's own position, never someone else's", async () => {
    const a = await buildSignedInUser(server);
    const b = await buildSignedInUser(server);
    expect((await server.request('GET', '/api/location/me', undefined, b.headers)).status).toBe(404);

    await server.request('POST', '/api/location/update', HALIFAX, a.headers);
    const bBefore = await server.request('GET', '/api/location/me', undefined, b.headers);
    expect(bBefore.status).toBe(404);
    expect(bBefore.body).toEqual(LOCATION_ERRORS.noSavedLocation);

    await server.request('POST', '/api/location/update', WINNIPEG, b.headers);
    const aMe = await server.request('GET', '/api/location/me', undefined, a.headers);
    const bMe = await server.request('GET', '/api/location/me', undefined, b.headers);
    expect(aMe.body).toMatchObject({ ...HALIFAX, label: 'Halifax, NS' });
    expect(bMe.body).toMatchObject({ ...WINNIPEG, label: 'Winnipeg, MB' });
    // No route takes a user id: a query or path naming A changes nothing for B.
    const probe = await server.request('GET', `/api/location/me?user_id=${a.user.id}`, undefined, b.headers);
    expect(probe.body).toMatchObject(WINNIPEG);
    expect((await server.request('GET', `/api/location/${a.user.id}`, undefined, b.headers)).status).toBe(
      404,
    );
  });

  it('needs a signed-in caller', async () => {
    expect((await server.request('GET', '/api/location/me')).status).toBe(401);
    const forged = { authorization: 'Bearer not-a-token' };
    expect((await server.request('GET', '/api/location/me', undefined, forged)).status).toBe(401);
  });
});

describe('GET /api/location/nearby-jobs', () => {
  it('lists open jobs within radius_km with distance, rate, salary and position', async () => {
    const { headers } = await buildSignedInUser(server);
    const point = { latitude: 53.5461, longitude: -113.4938 }; // Edmonton
    const three = await jobNorthOf(point, 3, { salaryMin: null, salaryMax: 50, company: null });
    const one = await jobNorthOf(point, 1, { salaryMin: null, salaryMax: null, hourlyRate: 22 });
    const twelve = await jobNorthOf(point, 12);
    const query = (extra: string) =>
      `/api/location/nearby-jobs?latitude=${point.latitude}&longitude=${point.longitude}${extra}`;

    const res = await server.request('GET', query(''), undefined, headers);
    expect(res.status).toBe(200);
    expect(res.body.jobs.map((job: NearbyJobDto) => job.id)).toEqual([one.id, three.id]);
    expect(res.body.jobs[0]).toMatchObject({ distance_km: 1, rate: 22, certification_required: false });
    expect(res.body.jobs[1]).toMatchObject({
      distance_km: 3,
      rate: 50,
      salary: 'Up to $50/hour',
      company: 'Test Employer',
    });
    expect(res.body.jobs[1].location).toEqual({ latitude: three.latitude, longitude: three.longitude });

    const wider = await server.request('GET', query('&radius_km=20'), undefined, headers);
    expect(wider.body.jobs.map((job: NearbyJobDto) => job.id)).toEqual([one.id, three.id, twelve.id]);
    const limited = await server.request('GET', query('&radius_km=20&limit=1'), undefined, headers);
    expect(limited.body.jobs.map((job: NearbyJobDto) => job.id)).toEqual([one.id]);
  });

  it('needs a signed-in caller and valid coordinates', async () => {
    expect((await server.request('GET', '/api/location/nearby-jobs?latitude=45&longitude=-75')).status).toBe(
      401,
    );
    const { headers } = await buildSignedInUser(server);
    const missing = await server.request('GET', '/api/location/nearby-jobs?latitude=45', undefined, headers);
    expect(missing.status).toBe(422);
    expect(missing.body.detail[0].loc).toEqual(['query', 'longitude']);
    const bad = await server.request(
      'GET',
      '/api/location/nearby-jobs?latitude=45&longitude=-75&radius_km=0',
      undefined,
      headers,
    );
    expect(bad.status).toBe(422);
  });
});

describe('GET /api/location/reverse', () => {
  it('is public and names the nearest city, or falls back to coordinates', async () => {
    const res = await server.request('GET', '/api/location/reverse?latitude=49.2827&longitude=-123.1207');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ label: 'Vancouver, BC', city: 'Vancouver', region: 'BC', country: 'CA' });
    const sea = await server.request('GET', '/api/location/reverse?latitude=45&longitude=-40.12346');
    expect(sea.body).toEqual({ label: '45.0000, -40.1235', city: null, region: null, country: null });
  });

  it('answers 422 for a bad coordinate', async () => {
    const res = await server.request('GET', '/api/location/reverse?latitude=abc&longitude=10');
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['query', 'latitude']);
  });
});

describe('rate limits', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer();
  });
  afterAll(async () => {
    await limited.close();
  });

  it('allows 30 reverse lookups a minute per address', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await limited.request(
        'GET',
        `/api/location/reverse?latitude=45&longitude=${-75 + i / 100}`,
      );
      expect(res.status).toBe(200);
    }
    const over = await limited.request('GET', '/api/location/reverse?latitude=45&longitude=-75');
    expect(over.status).toBe(429);
    expect(over.body.detail).toEqual(expect.any(String));
  });

  it('allows 30 position updates a minute per user', async () => {
    const a = await buildSignedInUser(limited);
    const b = await buildSignedInUser(limited);
    for (let i = 0; i < 30; i++) {
      expect((await limited.request('POST', '/api/location/update', MID_ATLANTIC, a.headers)).status).toBe(
        200,
      );
    }
    const over = await limited.request('POST', '/api/location/update', MID_ATLANTIC, a.headers);
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toBeTruthy();
    // Another user is counted on their own.
    expect((await limited.request('POST', '/api/location/update', MID_ATLANTIC, b.headers)).status).toBe(200);
  });
});
