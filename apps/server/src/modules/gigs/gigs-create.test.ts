import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { GIG_MESSAGES } from '@hirehand/shared/gigs/gig-messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { postings } from '../../db/schema/postings';
import type { NewUserRow } from '../../db/schema/users';

const valid = {
  title: 'Fix a leaking kitchen tap',
  description: 'The kitchen tap drips all night; replace the cartridge or the whole tap.',
  hourly_rate: 40,
};

describe('POST /api/gigs/create', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  /** A fresh signed-in user each time, so the per-user creation limit never mixes tests. */
  const poster = (overrides: Partial<NewUserRow> = {}) =>
    buildSignedInUser(server, { fullName: 'Pat Poster', ...overrides });
  const create = async (body: object, headers: Record<string, string>) =>
    server.request('POST', '/api/gigs/create', body, headers);
  const stored = async (id: string) =>
    (await server.database.db.select().from(postings).where(eq(postings.id, id)))[0]!;

  it('answers 401 without a token, and stores nothing', async () => {
    const res = await server.request('POST', '/api/gigs/create', valid);
    expect(res.status).toBe(401);
    expect(res.body.detail).toEqual(expect.any(String));
    expect(await server.database.db.select().from(postings)).toHaveLength(0);
  });

  it.each([
    ['a short title, before a short description', { title: ' ab ', description: 'short' }, 'titleTooShort'],
    ['a long title', { title: 'x'.repeat(101), description: 'short' }, 'titleTooLong'],
    ['a short description (trimmed)', { description: '   tiny    ' }, 'descriptionTooShort'],
    ['a long description', { description: 'x'.repeat(2001) }, 'descriptionTooLong'],
    ['an empty category, before a bad rate', { category: '', hourly_rate: 0 }, 'categoryAndType'],
    ['no gig type', { gig_type: null }, 'categoryAndType'],
    ['a missing hourly rate', { hourly_rate: null }, 'hourlyRange'],
    ['a zero hourly rate', { hourly_rate: 0 }, 'hourlyRange'],
    ['an hourly rate above 1000', { hourly_rate: 1000.01 }, 'hourlyRange'],
    ['a fixed price of zero', { pricing_type: 'fixed', fixed_price: 0 }, 'fixedRange'],
    ['a fixed price above 50,000', { pricing_type: 'fixed', fixed_price: 50_001 }, 'fixedRange'],
  ] as const)('answers 400 for %s, with the first failing publish check', async (_name, change, key) => {
    const { headers } = await poster();
    const res = await create({ ...valid, ...change }, headers);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(GIG_ERRORS.cannotPublish(GIG_MESSAGES[key]));
  });

  it('accepts the limits themselves and a negotiable range without any check', async () => {
    const { headers } = await poster();
    for (const body of [
      { ...valid, title: 'abc', description: 'x'.repeat(10), hourly_rate: 1000 },
      { ...valid, title: 'x'.repeat(100), description: 'x'.repeat(2000), hourly_rate: 0.01 },
      { ...valid, pricing_type: 'fixed', fixed_price: 50_000, hourly_rate: null },
      { ...valid, pricing_type: 'negotiable', hourly_rate: null },
    ]) {
      expect((await create(body, headers)).status, JSON.stringify(body).slice(0, 80)).toBe(201);
    }
  });

  it('answers 422 for a field of the wrong kind', async () => {
    const { headers } = await poster();
    const res = await create({ ...valid, delivery_time_days: 2.5 }, headers);
    expect(res.status).toBe(422);
    expect(res.body.detail[0].loc).toEqual(['body', 'delivery_time_days']);
  });

  it('limits a user to 5 creations a minute (429 on the 6th); another user is not limited', async () => {
    const { headers } = await poster();
    for (let i = 0; i < 5; i++) {
      // Failed attempts count too: the limit is on creation attempts.
      const body = i === 0 ? { ...valid, title: 'ab' } : valid;
      expect((await create(body, headers)).status).toBe(i === 0 ? 400 : 201);
    }
    const sixth = await create(valid, headers);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(GIG_ERRORS.tooManyCreations);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);

    const other = await poster();
    expect((await create(valid, other.headers)).status).toBe(201);
  });

  it('stores the spec defaults and the poster city, and answers the gig message', async () => {
    const { user, headers } = await poster({ city: 'Calgary', region: 'AB' });
    const res = await create(valid, headers);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      message: GIG_MESSAGES.gigCreated(res.body.estimated_reach),
      estimated_reach: expect.any(Number),
      status: 'open',
      checkout_url: null,
      awaiting_billing: false,
    });

    const detail = await server.request('GET', `/api/gigs/${res.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      id: res.body.id,
      mode: 'service',
      status: 'open',
      title: valid.title,
      category: 'handyman',
      gig_type: 'service',
      pricing_type: 'hourly',
      hourly_rate: 40,
      fixed_price: null,
      delivery_time_days: 7,
      availability: 'flexible',
      time_commitment: 'part_time',
      experience_level: 'intermediate',
      location_type: 'remote',
      skills_required: [],
      openings: 1,
      hired_count: 0,
      company: null,
      city: 'Calgary',
      location: 'Calgary, AB',
      // Job-board fields derived from the wizard's.
      job_type: 'freelance',
      experience_required: 'mid',
      remote_allowed: true,
      salary_min: 40,
      salary_max: 40,
      salary: '$40/hour',
      urgency: 'medium',
      creator: { id: user.id, name: 'Pat Poster' },
    });
    expect(detail.body.latitude).toBeCloseTo(51.05, 1);
    expect(detail.body.longitude).toBeCloseTo(-114.07, 1);
    const row = await stored(res.body.id);
    expect(row).toMatchObject({ posterId: user.id, region: 'AB', country: 'CA', priceAmount: 40 });
  });

  it('names the poster as the company of a job, and answers the job message', async () => {
    const { headers } = await poster({ fullName: 'Maple Facilities Inc.', userType: 'company' });
    const res = await create(
      { ...valid, mode: 'job', gig_type: 'full_time', experience_level: 'expert' },
      headers,
    );
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(GIG_MESSAGES.jobPosted(res.body.estimated_reach));
    expect(await stored(res.body.id)).toMatchObject({
      mode: 'job',
      company: 'Maple Facilities Inc.',
      jobType: 'full-time',
      experienceRequired: 'expert',
      // No city anywhere: no place at all.
      city: null,
      latitude: null,
      location: '',
    });

    const named = await create(
      { ...valid, mode: 'job', company: '  Acme Ltd ', job_type: 'temporary' },
      headers,
    );
    expect(await stored(named.body.id)).toMatchObject({ company: 'Acme Ltd', jobType: 'temporary' });
  });

  it('keeps the job-board fields the form sets itself', async () => {
    const { headers } = await poster();
    const res = await create(
      {
        ...valid,
        mode: 'job',
        location_type: 'onsite',
        salary_min: 30,
        salary_max: 45,
        urgency: 'urgent',
        work_schedule: 'night',
        certification_required: true,
        certification_type: 'red_seal_plumber',
        certification_bonus: 5,
        openings: 3,
        skills_required: ['Plumbing Installation', 'Plumbing Installation', 'Repair'],
      },
      headers,
    );
    expect(await stored(res.body.id)).toMatchObject({
      salaryMin: 30,
      salaryMax: 45,
      urgency: 'urgent',
      workSchedule: 'night',
      remoteAllowed: false,
      certificationRequired: true,
      certificationType: 'red_seal_plumber',
      certificationBonus: 5,
      openings: 3,
      skillsRequired: ['Plumbing Installation', 'Repair'],
    });
  });

  it('geocodes a typed city to its canonical name, region and coordinates', async () => {
    const { headers } = await poster({ city: 'Calgary', region: 'AB' });
    const res = await create({ ...valid, city: 'vancouver', location_type: 'onsite' }, headers);
    const row = await stored(res.body.id);
    expect(row).toMatchObject({ city: 'Vancouver', region: 'BC', country: 'CA', location: 'Vancouver, BC' });
    expect(row.latitude!).toBeCloseTo(49.25, 1);
    expect(row.longitude!).toBeCloseTo(-123.12, 1);

    // A registration-style city text with its province, and a typed location text that is kept.
    const other = await poster({ city: 'Halifax, NS' });
    const kept = await create({ ...valid, location: 'Near the harbour' }, other.headers);
    expect(await stored(kept.body.id)).toMatchObject({
      city: 'Halifax',
      region: 'NS',
      location: 'Near the harbour',
    });
  });

  it('keeps given coordinates, and names the nearest city when none was typed', async () => {
    const { headers } = await poster({ city: 'Calgary', region: 'AB' });
    const res = await create({ ...valid, latitude: 45.42, longitude: -75.69, gps_enabled: true }, headers);
    expect(await stored(res.body.id)).toMatchObject({
      city: 'Ottawa',
      region: 'ON',
      latitude: 45.42,
      longitude: -75.69,
      location: 'Ottawa, ON',
    });

    // Mid-Atlantic: no city within 50 km, and not the poster's far-away city either.
    const sea = await create({ ...valid, latitude: 40, longitude: -40 }, headers);
    expect(await stored(sea.body.id)).toMatchObject({
      city: null,
      latitude: 40,
      longitude: -40,
      location: '',
    });
  });

  it('keeps a city the gazetteer does not know, without coordinates', async () => {
    const { headers } = await poster();
    const res = await create({ ...valid, city: 'Atlantis Under The Sea' }, headers);
    expect(await stored(res.body.id)).toMatchObject({
      city: 'Atlantis Under The Sea',
      region: null,
      latitude: null,
      location: 'Atlantis Under The Sea',
    });
  });
});
