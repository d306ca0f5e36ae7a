import { NEARBY_WORKER_LIMITS, NearbyWorkersDto } from '@hirehand/shared/location/location';
import { NEARBY_WORKERS_RATE_LIMIT } from '@hirehand/shared/location/location-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, type Headers, type SignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { distanceKm } from '../../platform/geo/distance';
import { publicName, roundedWorkerPosition } from './location.service';

/** A corner of Ottawa far from the other tests' places, so only this file's workers are near it. */
const ORIGIN = { latitude: 45.3311, longitude: -75.7352 };
/** A few km north-east of the origin, with digits a rounding must drop. */
const NEAR = { latitude: 45.356789, longitude: -75.712345 };

const PREFS = {
  desired_rate: null,
  job_types: [],
  schedules: [],
  max_distance_km: null,
  categories: [],
  certifications: [],
  discoverable: true,
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function worker(overrides: Record<string, unknown>, discoverable: boolean | null = true) {
  const who = await buildSignedInUser(server, overrides);
  if (discoverable !== null) {
    const res = await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      { ...PREFS, discoverable },
      who.headers,
    );
    expect(res.status, res.text).toBe(200);
  }
  return who;
}

const nearby = (query: string, headers?: Headers) =>
  server.request('GET', `/api/location/nearby-workers?${query}`, undefined, headers);
const at = (point: { latitude: number; longitude: number }, radius?: number) =>
  `latitude=${point.latitude}&longitude=${point.longitude}${radius === undefined ? '' : `&radius=${radius}`}`;

describe("GET /api/location/nearby-workers: the map panel's worker locations", () => {
  let employer: SignedInUser;
  beforeAll(async () => {
    employer = await buildSignedInUser(server, { fullName: 'Erin Employer', userType: 'employer' });
  });

  it('lists only opted-in workers, nearest first, as "First L." at a rounded position, without contact details', async () => {
    await worker({
      fullName: 'Ann Marie Kowalski',
      email: 'ann.secret@example.ca',
      phone: '+1 613 555 0101',
      skills: ['Electrical', 'Plumbing', 'Drywall', 'Painting'],
      trustScore: 81,
      ...NEAR,
    });
    // Placed by a shared position, which wins over the profile's coordinates.
    const shared = await worker({ fullName: 'Bo Lee', skills: ['Welding'], latitude: 10, longitude: 10 });
    const moved = await server.request(
      'POST',
      '/api/location/update',
      { latitude: ORIGIN.latitude + 0.005, longitude: ORIGIN.longitude },
      shared.headers,
    );
    expect(moved.status, moved.text).toBe(200);
    await worker({ fullName: 'Hidden Worker', skills: ['Electrical'], ...NEAR }, false);
    await worker({ fullName: 'Never Asked', skills: ['Electrical'], ...NEAR }, null);
    await worker({
      fullName: 'Far Away',
      ...{ latitude: ORIGIN.latitude + 0.5, longitude: ORIGIN.longitude },
    });
    const hiring = await buildSignedInUser(server, { fullName: 'Emp Loyer', userType: 'employer', ...NEAR });
    await server.request('PUT', '/api/profile/me/work-preferences', PREFS, hiring.headers);

    const res = await nearby(at(ORIGIN), employer.headers);
    expect(res.status, res.text).toBe(200);
    const { workers } = NearbyWorkersDto.parse(res.body);
    const rounded = roundedWorkerPosition(NEAR);
    expect(workers).toEqual([
      {
        display_name: 'Bo L.',
        latitude: roundedWorkerPosition({ latitude: ORIGIN.latitude + 0.005, longitude: ORIGIN.longitude })
          .latitude,
        longitude: expect.any(Number),
        distance_km: expect.any(Number),
        skills: ['Welding'],
        trust_score: expect.any(Number),
      },
      {
        display_name: 'Ann K.',
        latitude: rounded.latitude,
        longitude: rounded.longitude,
        distance_km: Math.round(
          distanceKm(ORIGIN.latitude, ORIGIN.longitude, rounded.latitude, rounded.longitude),
        ),
        skills: ['Electrical', 'Plumbing', 'Drywall'],
        trust_score: 81,
      },
    ]);
    expect(workers[1]!.latitude).not.toBe(NEAR.latitude);
    const text = res.text;
    for (const secret of [
      'ann.secret',
      '555',
      'Kowalski',
      String(NEAR.latitude),
      String(NEAR.longitude),
      'Hidden',
      'Never',
      'Far',
      'Emp',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(Object.keys(workers[1]!).sort()).toEqual([
      'display_name',
      'distance_km',
      'latitude',
      'longitude',
      'skills',
      'trust_score',
    ]);

    // A wider radius reaches the far one; the default is 25 km.
    const wide = await nearby(at(ORIGIN, 100), employer.headers);
    expect(wide.body.workers.map((w: { display_name: string }) => w.display_name)).toContain('Far A.');
  });

  it('never answers the caller about themselves', async () => {
    const self = await worker({ fullName: 'Cal Caller', ...{ latitude: 45.1, longitude: -75.2 } });
    const others = await nearby(at({ latitude: 45.1, longitude: -75.2 }, 5), employer.headers);
    expect(others.body.workers.map((w: { display_name: string }) => w.display_name)).toEqual(['Cal C.']);
    const own = await nearby(at({ latitude: 45.1, longitude: -75.2 }, 5), self.headers);
    expect(own.status).toBe(200);
    expect(own.body.workers).toEqual([]);
  });

  it(`answers at most ${NEARBY_WORKER_LIMITS.max}`, async () => {
    const spot = { latitude: 44.9, longitude: -76.3 };
    for (let i = 0; i <= NEARBY_WORKER_LIMITS.max; i += 1)
      await worker({
        fullName: `Many Worker${i}`,
        latitude: spot.latitude + i * 0.001,
        longitude: spot.longitude,
      });
    const res = await nearby(at(spot, 10), employer.headers);
    expect(res.body.workers).toHaveLength(NEARBY_WORKER_LIMITS.max);
  });

  it('needs a session, validates the query (422) and is rate-limited', async () => {
    expect((await nearby(at(ORIGIN))).status).toBe(401);
    for (const query of [
      'latitude=45',
      'latitude=91&longitude=0',
      'latitude=45&longitude=-181',
      'latitude=a&longitude=b',
      `${at(ORIGIN)}&radius=101`,
      `${at(ORIGIN)}&radius=0`,
      `${at(ORIGIN)}&email=1`,
    ]) {
      const res = await nearby(query, employer.headers);
      expect(res.status, query).toBe(422);
    }
    const busy = await buildSignedInUser(server);
    let status = 0;
    for (let i = 0; i <= NEARBY_WORKERS_RATE_LIMIT.max; i += 1)
      status = (await nearby(at(ORIGIN), busy.headers)).status;
    expect(status).toBe(429);
  });
});

describe('worker positions and names as others see them', () => {
  it('rounds to about a kilometre', () => {
    const shown = roundedWorkerPosition(NEAR);
    expect(shown.latitude).toBe(45.36);
    expect(Math.abs(shown.latitude - NEAR.latitude)).toBeLessThanOrEqual(0.005);
    // The longitude step is 0.01° / cos(latitude): about 1.1 km east-west too.
    const stepKm = distanceKm(
      shown.latitude,
      0,
      shown.latitude,
      0.01 / Math.cos((shown.latitude * Math.PI) / 180),
    );
    expect(stepKm).toBeCloseTo(1.11, 1);
    expect(distanceKm(NEAR.latitude, NEAR.longitude, shown.latitude, shown.longitude)).toBeLessThan(1);
    // Two points in one cell answer the same position.
    expect(roundedWorkerPosition({ latitude: 45.3601, longitude: -75.7101 })).toEqual(
      roundedWorkerPosition({ latitude: 45.3599, longitude: -75.7099 }),
    );
  });

  it('names a worker by first name and last initial', () => {
    expect(publicName('Ann Marie Kowalski')).toBe('Ann K.');
    expect(publicName('  cher  ')).toBe('cher');
    expect(publicName('Zoë élodie')).toBe('Zoë É.');
  });
});
