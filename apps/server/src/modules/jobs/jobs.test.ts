import { randomBytes } from 'node:crypto';
import { GIG_ERRORS } from '@hirehand/shared/gigs/gig-errors';
import { JOB_ORIGIN_HEADER, type JobListingDto, parseSearchOrigin } from '@hirehand/shared/jobs/jobs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { type NewPostingRow, postings } from '../../db/schema/postings';
import { users } from '../../db/schema/users';
import { distanceKm } from '../../platform/geo/distance';
import { WALK_LIMIT } from './job-search.sql';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * Every test tags its postings with a word of its own and searches for it, so the other
 * tests' postings (same database) never show up; the filter under test comes on top.
 */
const newTag = () => `zq${[...randomBytes(8)].map((byte) => String.fromCharCode(97 + (byte % 26))).join('')}`;

async function tagged(tag: string, overrides: Partial<NewPostingRow> = {}) {
  return buildPosting(server, { title: `Panel upgrade ${tag}`, ...overrides });
}

async function search(params: Record<string, string | number | boolean>) {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]));
  const res = await server.request('GET', `/api/jobs?${query}`);
  expect(res.status, res.text).toBe(200);
  return res.body as JobListingDto[];
}

const idsOf = (jobs: JobListingDto[]) => jobs.map((job) => job.id);
/** More postings than a search reads in its sort's order before it looks for rare matches another way. */
const BEYOND_WALK = WALK_LIMIT.min + 100;
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

/** `count` open jobs in one insert, the i-th posted i minutes ago (newer than anything a test dates earlier). */
async function bulkPostings(count: number, overrides: Partial<NewPostingRow>) {
  const poster = await buildUser(server, { userType: 'employer' });
  await server.app.ctx.db.insert(postings).values(
    Array.from(
      { length: count },
      (_, i): NewPostingRow => ({
        posterId: poster.id,
        mode: 'job',
        title: 'Helper wanted',
        description: 'General help around a building site.',
        category: 'handyman',
        gigType: 'project',
        pricingType: 'hourly',
        jobType: 'contract',
        experienceRequired: 'mid',
        createdAt: minutesAgo(i),
        ...overrides,
      }),
    ),
  );
}

// Where the test postings stand (downtown coordinates).
const TORONTO = { latitude: 43.6532, longitude: -79.3832, city: 'Toronto', region: 'ON' };
const HAMILTON = { latitude: 43.2557, longitude: -79.8711, city: 'Hamilton', region: 'ON' };
const OTTAWA = { latitude: 45.4215, longitude: -75.6972, city: 'Ottawa', region: 'ON' };
const REGINA = { latitude: 50.4452, longitude: -104.6189, city: 'Regina', region: 'SK' };
const MIAMI = { latitude: 25.7617, longitude: -80.1918, city: 'Miami', region: 'FL' };

describe('GET /api/jobs', () => {
  it('is public and answers an array of job listings', async () => {
    const tag = newTag();
    const job = await tagged(tag);
    const res = await server.request('GET', `/api/jobs?searchTerm=${tag}`);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(idsOf(res.body)).toEqual([job.id]);
  });

  it('lists only open job-mode postings', async () => {
    const tag = newTag();
    const open = await tagged(tag);
    await tagged(tag, { mode: 'service' });
    await tagged(tag, { status: 'paused' });
    await tagged(tag, { status: 'closed' });
    await tagged(tag, { status: 'filled', hiredCount: 1 });
    expect(idsOf(await search({ searchTerm: tag }))).toEqual([open.id]);
  });

  describe('searchTerm', () => {
    it('matches word prefixes in the title, skills, company and description', async () => {
      const tag = newTag();
      const byTitle = await tagged(tag, { title: `Electrician wanted ${tag}` });
      const bySkill = await tagged(tag, { title: `Helper ${tag}`, skillsRequired: ['Electrical Wiring'] });
      const byCompany = await tagged(tag, { title: `Helper ${tag}`, company: 'Electra Homes' });
      const byDescription = await tagged(tag, {
        title: `Helper ${tag}`,
        description: 'Some electrical troubleshooting in an old house.',
      });
      const other = await tagged(tag, {
        title: `Plumber ${tag}`,
        description: 'Fix a leaking pipe under a sink.',
      });
      const found = idsOf(await search({ searchTerm: `elec ${tag}` }));
      expect(found).toEqual(expect.arrayContaining([byTitle.id, bySkill.id, byCompany.id, byDescription.id]));
      expect(found).not.toContain(other.id);
      expect(found).toHaveLength(4);
    });

    it('stems the words (painting finds a painter) and ignores operators in the text', async () => {
      const tag = newTag();
      const painter = await tagged(tag, { title: `Painter for a condo ${tag}` });
      expect(idsOf(await search({ searchTerm: `painting ${tag}` }))).toEqual([painter.id]);
      expect(idsOf(await search({ searchTerm: `${tag} & !(painting) |` }))).toEqual([painter.id]);
      expect(await search({ searchTerm: `${tag} carpentry` })).toEqual([]);
    });
  });

  describe('location and radius', () => {
    it('finds postings within the radius of a city, and drops those beyond it', async () => {
      const tag = newTag();
      const toronto = await tagged(tag, TORONTO);
      const hamilton = await tagged(tag, HAMILTON);
      const ottawa = await tagged(tag, OTTAWA);
      const remote = await tagged(tag, { latitude: null, longitude: null, city: null, region: null });

      // Default radius 25 km around the city's centre.
      expect(idsOf(await search({ searchTerm: tag, location: 'Toronto' }))).toEqual([toronto.id]);
      // Hamilton is about 60 km from Toronto: out at 50, in at 100; Ottawa (~350 km) is in neither.
      expect(new Set(idsOf(await search({ searchTerm: tag, location: 'Toronto', radius: 50 })))).toEqual(
        new Set([toronto.id]),
      );
      expect(new Set(idsOf(await search({ searchTerm: tag, location: 'Toronto, ON', radius: 100 })))).toEqual(
        new Set([toronto.id, hamilton.id]),
      );
      // 'unlimited' drops the distance limit, keeping postings without a position too.
      expect(
        new Set(idsOf(await search({ searchTerm: tag, location: 'Toronto', radius: 'unlimited' }))),
      ).toEqual(new Set([toronto.id, hamilton.id, ottawa.id, remote.id]));
    });

    it('finds the few postings of a sparse area behind many newer ones elsewhere', async () => {
      const tag = newTag();
      const inRegina = [
        await tagged(tag, { ...REGINA, createdAt: minutesAgo(2_000), salaryMax: 30 }),
        await tagged(tag, { ...REGINA, createdAt: minutesAgo(3_000), salaryMax: 60 }),
      ];
      // Newer postings with the same words elsewhere, more than a search reads in order.
      await bulkPostings(BEYOND_WALK, { title: `Panel upgrade ${tag}`, salaryMax: 90, ...MIAMI });
      expect(idsOf(await search({ searchTerm: tag, location: 'Regina' }))).toEqual(inRegina.map((p) => p.id));
      expect(idsOf(await search({ searchTerm: tag, location: 'Regina', sortBy: 'salary_high' }))).toEqual(
        [...inRegina].reverse().map((p) => p.id),
      );
      const inMiami = await search({ searchTerm: tag, location: 'Miami', limit: 50, page: 2 });
      expect(inMiami).toHaveLength(50);
      expect(inMiami[0]!.postedAt > inMiami[49]!.postedAt).toBe(true);
    });

    it('uses latitude and longitude as the point when no city is typed', async () => {
      const tag = newTag();
      const ottawa = await tagged(tag, OTTAWA);
      await tagged(tag, TORONTO);
      const near = await search({ searchTerm: tag, latitude: 45.42, longitude: -75.7, radius: 10 });
      expect(idsOf(near)).toEqual([ottawa.id]);
      const metres = distanceKm(45.42, -75.7, OTTAWA.latitude, OTTAWA.longitude) * 1000;
      expect(near[0]!.distance_km).toBe(Math.round(metres / 100) / 10);
    });

    it('prefers the typed city over the coordinates', async () => {
      const tag = newTag();
      const toronto = await tagged(tag, TORONTO);
      await tagged(tag, OTTAWA);
      const found = await search({ searchTerm: tag, location: 'Toronto', latitude: 45.42, longitude: -75.7 });
      expect(idsOf(found)).toEqual([toronto.id]);
    });

    it('names the point distances were measured from in the origin header, and only when there is one', async () => {
      const fromCity = await server.request('GET', '/api/jobs?location=Toronto&limit=1');
      // The gazetteer's Toronto: the point the radius and every distance_km are from.
      expect(parseSearchOrigin(fromCity.headers.get(JOB_ORIGIN_HEADER))).toEqual({
        latitude: 43.70011,
        longitude: -79.4163,
      });
      const fromDevice = await server.request('GET', '/api/jobs?latitude=45.42&longitude=-75.7&limit=1');
      expect(fromDevice.headers.get(JOB_ORIGIN_HEADER)).toBe('45.42000,-75.70000');
      const nowhere = await server.request('GET', '/api/jobs?radius=25&limit=1');
      expect(nowhere.headers.get(JOB_ORIGIN_HEADER)).toBeNull();
    });

    it('answers 400 with a clear text for an unknown place', async () => {
      const res = await server.request('GET', '/api/jobs?location=Xyzzyville%20Nowhere');
      expect(res.status).toBe(400);
      expect(res.body).toEqual(GIG_ERRORS.unknownLocation('Xyzzyville Nowhere'));
    });

    it('gives distance_km (one decimal) only when there is a point', async () => {
      const tag = newTag();
      await tagged(tag, HAMILTON);
      const [withPoint] = await search({ searchTerm: tag, location: 'Toronto', radius: 100 });
      // Gazetteer Toronto (43.70011, -79.4163) to downtown Hamilton.
      expect(withPoint!.distance_km).toBeGreaterThan(60);
      expect(withPoint!.distance_km).toBeLessThan(66);
      expect(Number.isInteger(withPoint!.distance_km! * 10)).toBe(true);
      const [withoutPoint] = await search({ searchTerm: tag });
      expect(withoutPoint!.distance_km).toBeNull();
    });
  });

  describe('filters', () => {
    it('minSalary keeps jobs whose range reaches it; maxSalary those whose range starts at or below it', async () => {
      const tag = newTag();
      const low = await tagged(tag, { salaryMin: 18, salaryMax: 22 });
      const mid = await tagged(tag, { salaryMin: 30, salaryMax: 45 });
      const high = await tagged(tag, { salaryMin: 60, salaryMax: 80 });
      const none = await tagged(tag, { salaryMin: null, salaryMax: null, pricingType: 'negotiable' });
      expect(new Set(idsOf(await search({ searchTerm: tag, minSalary: 40 })))).toEqual(
        new Set([mid.id, high.id]),
      );
      expect(new Set(idsOf(await search({ searchTerm: tag, maxSalary: 30 })))).toEqual(
        new Set([low.id, mid.id]),
      );
      expect(idsOf(await search({ searchTerm: tag, minSalary: 25, maxSalary: 50 }))).toEqual([mid.id]);
      expect(idsOf(await search({ searchTerm: tag }))).toContain(none.id);
    });

    const cases: [string, string | boolean, Partial<NewPostingRow>, Partial<NewPostingRow>][] = [
      ['jobType', 'freelance', { jobType: 'freelance' }, { jobType: 'full-time' }],
      ['urgency', 'urgent', { urgency: 'urgent' }, { urgency: 'low' }],
      ['experienceLevel', 'senior', { experienceRequired: 'senior' }, { experienceRequired: 'entry' }],
      ['workSchedule', 'night', { workSchedule: 'night' }, { workSchedule: 'day' }],
      ['remoteAllowed', true, { remoteAllowed: true }, { remoteAllowed: false }],
      ['remoteAllowed', false, { remoteAllowed: false }, { remoteAllowed: true }],
      ['certificationRequired', true, { certificationRequired: true }, { certificationRequired: false }],
      ['certificationRequired', false, { certificationRequired: false }, { certificationRequired: true }],
      [
        'certificationType',
        'red_seal_plumber',
        { certificationRequired: true, certificationType: 'red_seal_plumber' },
        { certificationRequired: true, certificationType: 'licensed_electrician' },
      ],
      [
        'certificationType',
        'red_seal_plumber',
        { certificationRequired: true, certificationType: 'red_seal_plumber' },
        // Named but not required: the filter lists jobs that require the certification.
        { certificationRequired: false, prefersCertified: true, certificationType: 'red_seal_plumber' },
      ],
    ];
    it.each(cases)('%s=%s keeps the matching posting only', async (name, value, matching, other) => {
      const tag = newTag();
      const yes = await tagged(tag, matching);
      const no = await tagged(tag, other);
      expect(new Set(idsOf(await search({ searchTerm: tag })))).toEqual(new Set([yes.id, no.id]));
      expect(idsOf(await search({ searchTerm: tag, [name]: value }))).toEqual([yes.id]);
    });

    it('combines filters (all must hold)', async () => {
      const tag = newTag();
      const both = await tagged(tag, { jobType: 'part-time', urgency: 'high' });
      await tagged(tag, { jobType: 'part-time', urgency: 'low' });
      await tagged(tag, { jobType: 'contract', urgency: 'high' });
      expect(idsOf(await search({ searchTerm: tag, jobType: 'part-time', urgency: 'high' }))).toEqual([
        both.id,
      ]);
    });

    it('answers 422 naming a bad parameter', async () => {
      const res = await server.request('GET', '/api/jobs?jobType=astronaut');
      expect(res.status).toBe(422);
      expect(res.body.detail[0].loc).toEqual(['query', 'jobType']);
      expect((await server.request('GET', '/api/jobs?radius=7')).status).toBe(422);
      expect((await server.request('GET', '/api/jobs?limit=51')).status).toBe(422);
      expect((await server.request('GET', '/api/jobs?remoteAllowed=maybe')).status).toBe(422);
    });
  });

  describe('sortBy', () => {
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);

    it('newest first by default', async () => {
      const tag = newTag();
      const old = await tagged(tag, { createdAt: at(30) });
      const recent = await tagged(tag, { createdAt: at(1) });
      const middle = await tagged(tag, { createdAt: at(10) });
      expect(idsOf(await search({ searchTerm: tag }))).toEqual([recent.id, middle.id, old.id]);
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'newest' }))).toEqual([
        recent.id,
        middle.id,
        old.id,
      ]);
    });

    it('salary_high by the top of the range, salary_low by its bottom, unknown pay last', async () => {
      const tag = newTag();
      const a = await tagged(tag, { salaryMin: 20, salaryMax: 90 });
      const b = await tagged(tag, { salaryMin: 40, salaryMax: 50 });
      const c = await tagged(tag, { salaryMin: 30, salaryMax: 60 });
      const none = await tagged(tag, { salaryMin: null, salaryMax: null, pricingType: 'negotiable' });
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'salary_high' }))).toEqual([
        a.id,
        c.id,
        b.id,
        none.id,
      ]);
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'salary_low' }))).toEqual([
        a.id,
        c.id,
        b.id,
        none.id,
      ]);
    });

    it('salary_low orders by the bottom of the range', async () => {
      const tag = newTag();
      const a = await tagged(tag, { salaryMin: 35, salaryMax: 40 });
      const b = await tagged(tag, { salaryMin: 15, salaryMax: 100 });
      const c = await tagged(tag, { salaryMin: 25, salaryMax: 26 });
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'salary_low' }))).toEqual([b.id, c.id, a.id]);
    });

    it('distance: nearest first from the city, newest first without a point', async () => {
      const tag = newTag();
      const ottawa = await tagged(tag, { ...OTTAWA, createdAt: at(1) });
      const hamilton = await tagged(tag, { ...HAMILTON, createdAt: at(2) });
      const toronto = await tagged(tag, { ...TORONTO, createdAt: at(3) });
      const nearest = await search({
        searchTerm: tag,
        location: 'Toronto',
        radius: 'unlimited',
        sortBy: 'distance',
      });
      expect(idsOf(nearest)).toEqual([toronto.id, hamilton.id, ottawa.id]);
      expect(nearest.map((job) => job.distance_km)).toEqual(
        [...nearest.map((job) => job.distance_km)].sort((x, y) => x! - y!),
      );
      const fromOttawa = await search({
        searchTerm: tag,
        latitude: 45.4,
        longitude: -75.7,
        radius: 'unlimited',
        sortBy: 'distance',
      });
      expect(idsOf(fromOttawa)).toEqual([ottawa.id, toronto.id, hamilton.id]);
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'distance' }))).toEqual([
        ottawa.id,
        hamilton.id,
        toronto.id,
      ]);
    });

    it('distance: postings at one spot come newest first, and pages neither skip nor repeat', async () => {
      const tag = newTag();
      const spot = { latitude: 52.1332, longitude: -106.67 };
      const nearest = await tagged(tag, { ...spot, latitude: spot.latitude + 0.001, createdAt: at(50) });
      const tied = [];
      for (let i = 1; i <= 5; i++) tied.push(await tagged(tag, { ...spot, createdAt: at(i) }));
      const far = await tagged(tag, { ...spot, latitude: spot.latitude + 0.05, createdAt: at(0) });
      const from = {
        searchTerm: tag,
        latitude: spot.latitude + 0.002,
        longitude: spot.longitude,
        sortBy: 'distance',
      };
      const pages = [];
      for (let page = 1; page <= 4; page++) pages.push(...idsOf(await search({ ...from, limit: 2, page })));
      expect(pages).toEqual([nearest.id, ...tied.map((p) => p.id), far.id]);
      // The far one is 5.3 km away: beyond a 5 km radius.
      const within = await search({ ...from, radius: 5 });
      expect(idsOf(within)).toEqual([nearest.id, ...tied.map((p) => p.id)]);
      expect(idsOf(await search({ ...from, radius: 5, limit: 3, page: 2 }))).toEqual(
        tied.slice(2, 5).map((p) => p.id),
      );
    });

    it('relevance: title matches before description matches; newest first without words', async () => {
      const tag = newTag();
      const inTitle = await tagged(tag, { title: `Welder needed ${tag}`, createdAt: at(20) });
      const inDescription = await tagged(tag, {
        title: `General help ${tag}`,
        description: 'Occasional welder work at a farm shop.',
        createdAt: at(1),
      });
      expect(idsOf(await search({ searchTerm: `${tag} welder`, sortBy: 'relevance' }))).toEqual([
        inTitle.id,
        inDescription.id,
      ]);
      expect(idsOf(await search({ searchTerm: `${tag} welder`, sortBy: 'newest' }))).toEqual([
        inDescription.id,
        inTitle.id,
      ]);
    });

    it("trust_score: by the poster's trust score, which follows the poster's changes", async () => {
      const tag = newTag();
      const trusted = await buildUser(server, { userType: 'employer', trustScore: 90 });
      const newcomer = await buildUser(server, { userType: 'employer', trustScore: 40 });
      const middling = await buildUser(server, { userType: 'employer', trustScore: 65 });
      const a = await tagged(tag, { posterId: trusted.id });
      const b = await tagged(tag, { posterId: newcomer.id });
      const c = await tagged(tag, { posterId: middling.id });
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'trust_score' }))).toEqual([a.id, c.id, b.id]);

      await server.app.ctx.db.update(users).set({ trustScore: 99 }).where(eq(users.id, newcomer.id));
      const after = await search({ searchTerm: tag, sortBy: 'trust_score' });
      expect(idsOf(after)).toEqual([b.id, a.id, c.id]);
      expect(after[0]!.trustScore).toBe(99);
    });
  });

  describe('rare matches behind many other postings', () => {
    // More open jobs than a search reads in the sort's order, none of them matching.
    beforeAll(async () => {
      await bulkPostings(BEYOND_WALK, {
        ...TORONTO,
        salaryMax: 99,
        workSchedule: 'day',
        remoteAllowed: false,
      });
    });

    it('still finds them, in order, for every index-kept sort', async () => {
      const tag = newTag();
      const a = await tagged(tag, { createdAt: minutesAgo(5_000), salaryMin: 20, salaryMax: 25 });
      const b = await tagged(tag, { createdAt: minutesAgo(6_000), salaryMin: 30, salaryMax: 35 });
      expect(idsOf(await search({ searchTerm: tag }))).toEqual([a.id, b.id]);
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'salary_high' }))).toEqual([b.id, a.id]);
      expect(idsOf(await search({ searchTerm: tag, sortBy: 'salary_low' }))).toEqual([a.id, b.id]);
    });

    it('finds pay at the far end of a pay sort', async () => {
      const tag = newTag();
      await bulkPostings(BEYOND_WALK, { title: `Helper ${tag}`, salaryMin: 15, salaryMax: 20 });
      await bulkPostings(BEYOND_WALK, { title: `Helper ${tag}`, salaryMin: 90, salaryMax: 99 });
      const a = await tagged(tag, { salaryMin: 40, salaryMax: 60 });
      const b = await tagged(tag, { salaryMin: 50, salaryMax: 70 });
      const c = await tagged(tag, { salaryMin: 25, salaryMax: 30 });
      const lowFirst = await search({ searchTerm: tag, minSalary: 55, maxSalary: 80, sortBy: 'salary_low' });
      expect(idsOf(lowFirst)).toEqual([a.id, b.id]);
      const highFirst = await search({
        searchTerm: tag,
        minSalary: 25,
        maxSalary: 45,
        sortBy: 'salary_high',
      });
      expect(idsOf(highFirst)).toEqual([a.id, c.id]);
    });

    it('finds a rare filter combination', async () => {
      const tag = newTag();
      const night = await tagged(tag, {
        workSchedule: 'night',
        remoteAllowed: true,
        createdAt: minutesAgo(7_000),
      });
      const found = await search({ workSchedule: 'night', remoteAllowed: true, limit: 50 });
      expect(idsOf(found)).toContain(night.id);
      expect(found.every((job) => job.work_schedule === 'night' && job.remote_allowed)).toBe(true);
    });

    it('finds the nearest match far away when the nearby postings do not match', async () => {
      const tag = newTag();
      const far = await tagged(tag, OTTAWA);
      const farther = await tagged(tag, REGINA);
      const found = await search({
        searchTerm: tag,
        location: 'Toronto',
        radius: 'unlimited',
        sortBy: 'distance',
      });
      expect(idsOf(found)).toEqual([far.id, farther.id]);
      const reach = await search({
        searchTerm: tag,
        location: 'Toronto',
        radius: 'unlimited',
        sortBy: 'relevance',
      });
      expect(new Set(idsOf(reach))).toEqual(new Set([far.id, farther.id]));
    });
  });

  describe('paging', () => {
    it('pages through every result once, the last page holding fewer than the limit', async () => {
      const tag = newTag();
      const made = [];
      for (let i = 0; i < 5; i++)
        made.push(await tagged(tag, { createdAt: new Date(Date.now() - i * 60_000) }));
      const page1 = await search({ searchTerm: tag, limit: 2, page: 1 });
      const page2 = await search({ searchTerm: tag, limit: 2, page: 2 });
      const page3 = await search({ searchTerm: tag, limit: 2, page: 3 });
      const page4 = await search({ searchTerm: tag, limit: 2, page: 4 });
      expect([page1.length, page2.length, page3.length, page4.length]).toEqual([2, 2, 1, 0]);
      expect([...idsOf(page1), ...idsOf(page2), ...idsOf(page3)]).toEqual(made.map((p) => p.id));
    });

    it('keeps pages stable when postings share a timestamp', async () => {
      const tag = newTag();
      const createdAt = new Date();
      for (let i = 0; i < 4; i++) await tagged(tag, { createdAt });
      const pages = [
        ...idsOf(await search({ searchTerm: tag, limit: 3, page: 1 })),
        ...idsOf(await search({ searchTerm: tag, limit: 3, page: 2 })),
      ];
      expect(new Set(pages).size).toBe(4);
    });
  });

  describe('listing fields', () => {
    it('maps a posting and its poster to the card', async () => {
      const tag = newTag();
      const poster = await buildUser(server, {
        userType: 'employer',
        fullName: 'Dana Builder',
        emailVerified: true,
        trustScore: 72,
      });
      const posting = await tagged(tag, {
        posterId: poster.id,
        title: `Journeyman electrician ${tag}`,
        company: null,
        location: '',
        ...HAMILTON,
        salaryMin: 30,
        salaryMax: 45,
        hourlyRate: null,
        jobType: 'full-time',
        urgency: 'high',
        experienceRequired: 'senior',
        workSchedule: 'evening',
        remoteAllowed: false,
        certificationRequired: true,
        certificationType: 'red_seal_electrician',
        certificationBonus: 5,
        prefersCertified: true,
        skillsRequired: ['Electrical Wiring', 'Troubleshooting'],
        category: 'electrical',
        applicationsCount: 3,
      });
      const [job] = await search({ searchTerm: tag });
      expect(job).toEqual({
        id: posting.id,
        title: `Journeyman electrician ${tag}`,
        description: posting.description,
        company: 'Dana Builder',
        location: 'Hamilton, ON',
        latitude: HAMILTON.latitude,
        longitude: HAMILTON.longitude,
        distance_km: null,
        type: 'full-time',
        salary: '$30 - $45/hour',
        rate: 45,
        trustScore: 72,
        urgency: 'high',
        skills: ['Electrical Wiring', 'Troubleshooting'],
        postedAt: posting.createdAt.toISOString(),
        verified: true,
        category: 'electrical',
        experience_level: 'senior',
        work_schedule: 'evening',
        remote_allowed: false,
        certification_required: true,
        certification_type: 'red_seal_electrician',
        certification_bonus: 5,
        prefers_certified: true,
        employer_id: poster.id,
        applications_count: 3,
        applied: false,
        exclusive: false,
        // Not a company's job, nobody hired yet (spec 2 §3).
        company_id: null,
        posted_by_colleague: false,
        worker_id: null,
        worker_name: null,
      });
    });

    it("prefers the posting's own company and place text; a job without pay is Negotiable", async () => {
      const tag = newTag();
      const poster = await buildUser(server, {
        userType: 'company',
        fullName: 'Someone',
        emailVerified: false,
      });
      await tagged(tag, {
        posterId: poster.id,
        company: 'Northern Lights Electric',
        location: '123 King St W, Toronto',
        salaryMin: null,
        salaryMax: null,
        hourlyRate: null,
        pricingType: 'negotiable',
      });
      const [job] = await search({ searchTerm: tag });
      expect(job).toMatchObject({
        company: 'Northern Lights Electric',
        location: '123 King St W, Toronto',
        salary: 'Negotiable',
        rate: null,
        verified: false,
      });
    });

    it('falls back to the hourly rate and shows "From" for an open-ended range', async () => {
      const tag = newTag();
      await tagged(tag, { salaryMin: 28, salaryMax: null, hourlyRate: 28 });
      const [job] = await search({ searchTerm: tag });
      expect(job).toMatchObject({ salary: 'From $28/hour', rate: 28 });
      const other = newTag();
      await tagged(other, {
        salaryMin: null,
        salaryMax: null,
        hourlyRate: 33,
        city: null,
        region: null,
        location: '',
      });
      const [remote] = await search({ searchTerm: other });
      expect(remote).toMatchObject({ rate: 33, location: 'Remote' });
    });
  });
});
