import { MATCH_JOBS_RATE_LIMIT } from '@hirehand/shared/matching/matching-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildPosting,
  buildSignedInUser,
  decide,
  type SignedInUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { manualClock } from '../../platform/clock';
import { HISTORY_CACHE_MS } from './match-jobs.service';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };
/** About 10 km north of downtown Toronto. */
const NORTH_YORK = { latitude: 43.7615, longitude: -79.4111 };
const MONTREAL = { latitude: 45.5019, longitude: -73.5674 };

const PREFS = {
  desired_rate: { amount_cents: 4000, currency: 'CAD' },
  job_types: ['contract'],
  schedules: ['day'],
  max_distance_km: 30,
  categories: ['electrical'],
  certifications: [{ type: 'red_seal_electrician', number: ' 309A-12345 ', expires_on: null }],
  discoverable: true,
};

describe('work preferences: GET / PUT /api/profile/me/work-preferences', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('answers the defaults before any save, then what was saved; a second save replaces the certifications', async () => {
    const worker = await buildSignedInUser(server, 'Pat Worker');
    const first = await server.request('GET', '/api/profile/me/work-preferences', undefined, worker.headers);
    expect(first.status, first.text).toBe(200);
    expect(first.body).toEqual({
      desired_rate: null,
      job_types: [],
      schedules: [],
      max_distance_km: null,
      categories: [],
      certifications: [],
      discoverable: false,
      updated_at: null,
    });

    const saved = await server.request('PUT', '/api/profile/me/work-preferences', PREFS, worker.headers);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      ...PREFS,
      certifications: [{ type: 'red_seal_electrician', number: '309A-12345', expires_on: null }],
    });
    expect(Date.parse(saved.body.updated_at)).not.toBeNaN();
    const read = await server.request('GET', '/api/profile/me/work-preferences', undefined, worker.headers);
    expect(read.body).toEqual(saved.body);

    const again = await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      {
        ...PREFS,
        desired_rate: null,
        certifications: [{ type: 'licensed_electrician', number: 'LE-1', expires_on: '2030-01-31' }],
      },
      worker.headers,
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.desired_rate).toBeNull();
    expect(again.body.certifications).toEqual([
      { type: 'licensed_electrician', number: 'LE-1', expires_on: '2030-01-31' },
    ]);
  });

  it('refuses invalid preferences with 422 and a stranger with 401', async () => {
    const worker = await buildSignedInUser(server);
    for (const body of [
      { ...PREFS, max_distance_km: 0 },
      { ...PREFS, max_distance_km: 501 },
      { ...PREFS, desired_rate: { amount_cents: 100_001, currency: 'CAD' } },
      { ...PREFS, job_types: ['contract', 'contract'] },
      { ...PREFS, schedules: ['sometimes'] },
      {
        ...PREFS,
        certifications: [
          { type: 'red_seal_electrician', number: 'A', expires_on: null },
          { type: 'red_seal_electrician', number: 'B', expires_on: null },
        ],
      },
      { ...PREFS, certifications: [{ type: 'red_seal_electrician', number: '  ', expires_on: null }] },
      { ...PREFS, discoverable: undefined },
    ]) {
      const res = await server.request('PUT', '/api/profile/me/work-preferences', body, worker.headers);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    expect((await server.request('GET', '/api/profile/me/work-preferences')).status).toBe(401);
    expect((await server.request('PUT', '/api/profile/me/work-preferences', PREFS)).status).toBe(401);
  });
});

describe('POST /api/ai/match-jobs: the explainable job matcher', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const match = (worker: SignedInUser, body: Record<string, unknown> = {}) =>
    server.request('POST', '/api/ai/match-jobs', { worker_id: worker.user.id, ...body }, worker.headers);

  /** An electrician in Toronto: skills on the profile, a place, no preferences. */
  const electrician = () =>
    buildSignedInUser(server, {
      fullName: 'Eli Electrician',
      skills: ['Electrical Wiring', 'Panel Upgrades', 'Troubleshooting'],
      city: 'Toronto',
      ...TORONTO,
    });

  it('refuses a worker_id other than the caller (403 matching.not_yourself), a stranger (401), bad bodies (4xx)', async () => {
    const worker = await electrician();
    const other = await buildSignedInUser(server);
    const res = await server.request(
      'POST',
      '/api/ai/match-jobs',
      { worker_id: other.user.id },
      worker.headers,
    );
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('matching.not_yourself');
    expect((await server.request('POST', '/api/ai/match-jobs', { worker_id: worker.user.id })).status).toBe(
      401,
    );
    expect((await server.request('POST', '/api/ai/match-jobs', {}, worker.headers)).status).toBe(422);
    const nul = await server.request('POST', '/api/ai/match-jobs', { worker_id: `a\u0000b` }, worker.headers);
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    const malformed = await fetch(`${server.url}/api/ai/match-jobs`, {
      method: 'POST',
      headers: { ...worker.headers, 'content-type': 'application/json' },
      body: '{"worker_id": ',
    });
    expect(malformed.status).toBe(400);
  });

  it('ranks the fitting posting first with its breakdown and sentences; unrelated, own, closed and pending postings are out or low', async () => {
    const worker = await electrician();
    const fitting = await buildPosting(server, {
      title: 'Panel upgrade in North York',
      category: 'electrical',
      skillsRequired: ['Electrical Wiring', 'Panel Upgrades'],
      city: 'Toronto',
      ...NORTH_YORK,
      salaryMin: 38,
      salaryMax: 48,
      certificationType: 'red_seal_electrician',
      certificationRequired: true,
    });
    const unrelated = await buildPosting(server, {
      title: 'Logo design for a bakery',
      category: 'design',
      skillsRequired: ['Logo Design', 'Adobe Illustrator'],
      city: 'Toronto',
      ...TORONTO,
    });
    const own = await buildPosting(server, {
      posterId: worker.user.id,
      title: 'My own wiring job',
      skillsRequired: ['Electrical Wiring'],
    });
    const closed = await buildPosting(server, { status: 'closed', skillsRequired: ['Electrical Wiring'] });
    const pending = await buildPosting(server, {
      status: 'pending_payment',
      skillsRequired: ['Electrical Wiring'],
    });
    const service = await buildPosting(server, { mode: 'service', skillsRequired: ['Electrical Wiring'] });
    const farAway = await buildPosting(server, {
      title: 'Wiring in Montreal',
      skillsRequired: ['Electrical Wiring'],
      city: 'Montreal',
      ...MONTREAL,
    });

    const res = await match(worker, { send_notifications: true });
    expect(res.status, res.text).toBe(200);
    const ids = res.body.matched_jobs.map((job: { id: string }) => job.id);
    expect(ids[0]).toBe(fitting.id);
    for (const id of [own.id, closed.id, pending.id, service.id, farAway.id]) expect(ids).not.toContain(id);
    const top = res.body.matched_jobs[0];
    expect(top).toMatchObject({
      title: 'Panel upgrade in North York',
      city: 'Toronto',
      rate: 48,
      success_probability: 75,
    });
    // Two skills of three requirements: the Red Seal is required and not held.
    expect(top.match_breakdown.skills).toBe(67);
    expect(top.match_breakdown.location).toBeGreaterThan(70);
    expect(top.match_breakdown.pay).toBe(50);
    expect(top.match_explanations.skills).toBe(
      'You meet 2 of the 3 requirements asked for; missing: Red Seal Electrician.',
    );
    expect(top.match_explanations.location).toMatch(/km away, within your 25 km\.$/);
    expect(top.match_explanations.pay).toContain('set your desired rate');
    expect(top.distance_km).toBeGreaterThan(5);
    expect(top.distance_km).toBeLessThan(20);
    // The one change worth most, with its computed gain.
    expect(top.job_insights.at(-1)).toMatch(/^Add your Red Seal Electrician number: \+\d+ points?$/);
    // Near by, but none of its skills: not a match.
    expect(ids).not.toContain(unrelated.id);
    expect(res.body.missing_preferences).toEqual([
      'desired_rate',
      'job_types',
      'schedules',
      'max_distance_km',
      'categories',
      'certifications',
    ]);
    expect(res.body.success_rate).toBeNull();
  });

  it('counts remote work as near, wherever it is', async () => {
    const worker = await electrician();
    const remote = await buildPosting(server, {
      title: 'Remote wiring diagram review',
      skillsRequired: ['Electrical Wiring'],
      locationType: 'remote',
      remoteAllowed: true,
      city: 'Vancouver',
      latitude: 49.2827,
      longitude: -123.1207,
    });
    const res = await match(worker);
    const job = res.body.matched_jobs.find((j: { id: string }) => j.id === remote.id);
    expect(job, res.text).toBeDefined();
    expect(job.match_breakdown.location).toBe(100);
    expect(job.city).toBeNull();
    expect(job.match_explanations.location).toBe('Remote work: no travel needed.');
  });

  it('uses the saved preferences: pay, schedule and the held certification raise the score, counts high confidence', async () => {
    const worker = await buildSignedInUser(server, {
      skills: ['Plumbing', 'Pipe Fitting'],
      city: 'Toronto',
      ...TORONTO,
    });
    const put = await server.request(
      'PUT',
      '/api/profile/me/work-preferences',
      {
        ...PREFS,
        categories: ['plumbing'],
        certifications: [{ type: 'red_seal_plumber', number: 'RS-9', expires_on: null }],
      },
      worker.headers,
    );
    expect(put.status, put.text).toBe(200);
    const great = await buildPosting(server, {
      title: 'Commercial plumbing, Red Seal',
      category: 'plumbing',
      skillsRequired: ['Plumbing', 'Pipe Fitting'],
      ...NORTH_YORK,
      salaryMin: 42,
      salaryMax: 50,
      jobType: 'contract',
      workSchedule: 'day',
      certificationType: 'red_seal_plumber',
      certificationRequired: true,
      certificationBonus: 500,
    });
    const res = await match(worker);
    expect(res.status, res.text).toBe(200);
    const top = res.body.matched_jobs[0];
    expect(top.id).toBe(great.id);
    expect(top.match_breakdown).toMatchObject({ skills: 100, pay: 100, schedule: 100 });
    expect(top.match_score).toBeGreaterThanOrEqual(80);
    expect(top.match_explanations.growth).toContain('Red Seal Plumber certification is asked for');
    expect(res.body.high_confidence_matches).toBeGreaterThanOrEqual(1);
    expect(res.body.high_confidence_matches).toBe(
      res.body.matched_jobs.filter((j: { match_score: number }) => j.match_score >= 80).length,
    );
    expect(res.body.missing_preferences).toEqual([]);
  });

  it('counts the market and recommends from it', async () => {
    const isolated = await startTestServer();
    try {
      const worker = await buildSignedInUser(isolated, {
        skills: ['Welding'],
        city: 'Calgary',
        latitude: 51.0447,
        longitude: -114.0719,
      });
      const calgary = { city: 'Calgary', latitude: 51.05, longitude: -114.07, category: 'welding' as const };
      await buildPosting(isolated, { ...calgary, skillsRequired: ['Welding'], salaryMin: 30, salaryMax: 40 });
      await buildPosting(isolated, {
        ...calgary,
        skillsRequired: ['Welding'],
        salaryMin: 28,
        salaryMax: 45,
        certificationType: 'red_seal_welder',
        certificationRequired: true,
      });
      await buildPosting(isolated, {
        ...calgary,
        skillsRequired: ['MIG Welding'],
        salaryMin: 35,
        salaryMax: 35,
      });
      // Out of the market: too far, another kind of work, closed.
      await buildPosting(isolated, { ...calgary, latitude: 53.5461, longitude: -113.4938, city: 'Edmonton' });
      await buildPosting(isolated, { ...calgary, category: 'cleaning', skillsRequired: ['House Cleaning'] });
      await buildPosting(isolated, { ...calgary, status: 'closed', skillsRequired: ['Welding'] });
      const res = await isolated.request(
        'POST',
        '/api/ai/match-jobs',
        { worker_id: worker.user.id },
        worker.headers,
      );
      expect(res.status, res.text).toBe(200);
      expect(res.body.personalized_insights.market_summary.total_opportunities).toBe(3);
      expect(res.body.personalized_insights.recommendations).toEqual([
        '3 open welding jobs within 25 km pay $28–$45 an hour.',
        'Red Seal Welder is asked for by 1 of them: add your number if you hold it.',
      ]);
      // Two of the three welding jobs: the MIG one asks for a skill the profile does not list (the
      // market counts it: it is welding), the cleaning one near by meets none of its requirements.
      expect(res.body.total_matches).toBe(2);
    } finally {
      await isolated.close();
    }
  });

  it('computes success from the category history: 75 with none, then the accepted share once the kept history is renewed, and the success rate', async () => {
    // wall clock: the test's clock starts now, so tokens and postings are current.
    const clock = manualClock(new Date());
    const isolated = await startTestServer({}, { clock });
    try {
      const worker = await buildSignedInUser(isolated, {
        skills: ['Carpentry', 'Framing'],
        trustScore: 50,
        city: 'Toronto',
        ...TORONTO,
      });
      const target = await buildPosting(isolated, {
        title: 'Deck framing',
        category: 'carpentry',
        skillsRequired: ['Carpentry', 'Framing'],
        ...NORTH_YORK,
      });
      const before = await isolated.request(
        'POST',
        '/api/ai/match-jobs',
        { worker_id: worker.user.id },
        worker.headers,
      );
      expect(before.body.matched_jobs[0]).toMatchObject({ id: target.id, success_probability: 75 });

      // History in carpentry: the worker's own application accepted, three others declined.
      const poster = await buildSignedInUser(isolated, { userType: 'employer' });
      const decided = async (applicant: SignedInUser, action: 'accept' | 'decline') => {
        const posting = await buildPosting(isolated, {
          posterId: poster.user.id,
          category: 'carpentry',
          skillsRequired: ['Carpentry'],
          salaryMin: 30,
          salaryMax: 35,
        });
        const id = await buildApplication(isolated, { postingId: posting.id, applicant });
        const res = await decide(isolated, id, action, poster.headers);
        expect(res.status, res.text).toBe(200);
      };
      await decided(worker, 'accept');
      for (let i = 0; i < 3; i += 1) await decided(await buildSignedInUser(isolated), 'decline');

      // Within HISTORY_CACHE_MS the instance answers from the history it counted before.
      const kept = await isolated.request(
        'POST',
        '/api/ai/match-jobs',
        { worker_id: worker.user.id },
        worker.headers,
      );
      expect(kept.body.matched_jobs.find((j: { id: string }) => j.id === target.id).success_probability).toBe(
        75,
      );
      clock.advance(HISTORY_CACHE_MS);
      const after = await isolated.request(
        'POST',
        '/api/ai/match-jobs',
        { worker_id: worker.user.id },
        worker.headers,
      );
      const job = after.body.matched_jobs.find((j: { id: string }) => j.id === target.id);
      // (1 + 10 × 0.75) / (4 + 10) = 60.7 %, nothing else adjusting it.
      expect(job.success_probability).toBe(61);
      expect(after.body.success_rate).toBe(100);
      // The accepted job paid up to $35; this one pays $45.
      expect(job.match_explanations.growth).toContain('Pays $10 an hour more than your best past job');
    } finally {
      await isolated.close();
    }
  });

  it(`limits each person to ${MATCH_JOBS_RATE_LIMIT.max} calls a minute (429 matching.rate_limited)`, async () => {
    const worker = await buildSignedInUser(server);
    let last = null;
    for (let i = 0; i <= MATCH_JOBS_RATE_LIMIT.max; i += 1) last = await match(worker);
    expect(last?.status).toBe(429);
    expect(last?.body.code).toBe('matching.rate_limited');
  });
});
