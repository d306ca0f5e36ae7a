import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCompanyMemberRow,
  buildCharge,
  buildCompanyFor,
  buildPosting,
  buildSignedInUser,
  buildUser,
  type SignedInUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { conversationParticipants, conversations, messages } from '../../db/schema/messaging';
import { manualClock } from '../../platform/clock';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const NOW = '2026-11-24T10:00:00.000Z';
const cad = (amount_cents: number) => ({ amount_cents, currency: 'CAD' });

/**
 * A company with postings, applications decided at known times, charges and messages; every
 * figure below is computed by hand from this table (decision 043). Now is 2026-11-24 10:00 UTC.
 *
 *   posting  created  category    city       status  pricing              charge (cents)
 *   P1       2d ago   electrical  Toronto    filled  fixed 500            2000 at 2d
 *   P2       10d ago  plumbing    ' toronto' open    hourly 40            2000 at 10d, refunded
 *   P3       45d ago  electrical  Ottawa     closed  fixed 1000           2000 at 45d
 *   P4       200d ago carpentry   Toronto    closed  negotiable from 300  2000 at 200d
 *   P5       400d ago plumbing    Toronto    open    fixed 100
 *
 *   A1 W1→P1 applied 1.5d, accepted 1d, proposes 450           → 45,000
 *   A2 W2→P1 applied 1.5d, declined 1d
 *   A3 W2→P2 applied 5d, accepted 3d, 50/h for 2 days          → 50 × 8 h × 2 = 80,000
 *   A4 W3→P3 applied 40d, declined 35d
 *   A5 W1→P4 applied 150d, accepted 100d, nothing proposed     → 30,000 (the range's low end)
 *   A6 W3→P2 applied 8d, pending
 */
describe('business analytics: every figure from a seeded company', () => {
  let server: TestServer;
  let owner: SignedInUser;
  let companyId: string;
  let viewer: SignedInUser;
  let teamMember: SignedInUser;
  let outsider: SignedInUser;
  let worker: SignedInUser;
  let w1: string;
  let w2: string;

  beforeAll(async () => {
    server = await startTestServer({}, { clock: manualClock(NOW) });
    const db = server.app.ctx.db;
    const ago = (days: number) => new Date(Date.parse(NOW) - days * DAY_MS);
    owner = await buildSignedInUser(server, {
      fullName: 'Olive Owner',
      userType: 'company',
      city: 'Toronto',
      timeZone: 'America/Toronto',
    });
    const company = await buildCompanyFor(server, owner.user);
    companyId = company.id;
    viewer = await buildSignedInUser(server, { fullName: 'Vera Viewer', userType: 'employer' });
    teamMember = await buildSignedInUser(server, { fullName: 'Tom Member', userType: 'employer' });
    outsider = await buildSignedInUser(server, { fullName: 'Oscar Outsider', userType: 'employer' });
    worker = await buildSignedInUser(server, { fullName: 'Wendy Worker', userType: 'worker' });
    await addCompanyMemberRow(server, companyId, viewer.user.id, 'viewer');
    await addCompanyMemberRow(server, companyId, teamMember.user.id, 'team_member');

    const W1 = await buildUser(server, { fullName: 'Walt One', city: 'Toronto', skills: ['Wiring'] });
    const W2 = await buildUser(server, { fullName: '@Risky, "Worker"', city: 'Ottawa' });
    const W3 = await buildUser(server, { fullName: 'Will Three', city: 'Montreal' });
    // Workers available in Toronto: W1 and this one (case and spaces ignored); the owner is no worker.
    await buildUser(server, { fullName: 'Tina Toronto', city: ' TORONTO' });
    w1 = W1.id;
    w2 = W2.id;

    const posting = (days: number, values: Parameters<typeof buildPosting>[1]) =>
      buildPosting(server, { posterId: owner.user.id, companyId, createdAt: ago(days), ...values });
    const P1 = await posting(2, {
      category: 'electrical',
      city: 'Toronto',
      status: 'filled',
      pricingType: 'fixed',
      fixedPrice: 500,
      hourlyRate: null,
      hiredCount: 1,
    });
    const P2 = await posting(10, { category: 'plumbing', city: ' toronto', status: 'open', hourlyRate: 40 });
    const P3 = await posting(45, {
      category: 'electrical',
      city: 'Ottawa',
      status: 'closed',
      pricingType: 'fixed',
      fixedPrice: 1000,
      hourlyRate: null,
    });
    const P4 = await posting(200, {
      category: 'carpentry',
      city: 'Toronto',
      status: 'closed',
      pricingType: 'negotiable',
      priceRangeMin: 300,
      priceRangeMax: 600,
      hourlyRate: null,
    });
    await posting(400, {
      category: 'plumbing',
      city: 'Toronto',
      status: 'open',
      pricingType: 'fixed',
      fixedPrice: 100,
      hourlyRate: null,
    });
    // Not the company's: another employer's job and the owner's own posting.
    const elsewhere = await buildPosting(server, { createdAt: ago(1), city: 'Toronto' });
    await buildPosting(server, { posterId: owner.user.id, createdAt: ago(1), city: 'Toronto' });

    const application = (
      postingId: string,
      applicantId: string,
      applied: number,
      status: 'accepted' | 'declined' | 'pending',
      decided: number | null,
      proposal: { proposedRate?: number; proposedTimeline?: number } = {},
    ) => ({
      postingId,
      applicantId,
      status,
      coverLetter: 'I can do this job well and on time.',
      createdAt: ago(applied),
      decidedAt: decided === null ? null : ago(decided),
      ...proposal,
    });
    await db.insert(applications).values([
      application(P1.id, W1.id, 1.5, 'accepted', 1, { proposedRate: 450 }),
      application(P1.id, W2.id, 1.5, 'declined', 1),
      application(P2.id, W2.id, 5, 'accepted', 3, { proposedRate: 50, proposedTimeline: 2 }),
      application(P3.id, W3.id, 40, 'declined', 35),
      application(P4.id, W1.id, 150, 'accepted', 100),
      application(P2.id, W3.id, 8, 'pending', null),
      // Another employer's hire of W1: never counted.
      application(elsewhere.id, W1.id, 1, 'accepted', 0.5, { proposedRate: 9999 }),
    ]);

    const charge = (postingId: string, days: number, refunded = false) =>
      buildCharge(server, {
        userId: owner.user.id,
        postingId,
        createdAt: ago(days),
        refundedAt: refunded ? ago(1) : null,
      });
    await charge(P1.id, 2);
    await charge(P2.id, 10, true);
    await charge(P3.id, 45);
    await charge(P4.id, 200);
    await buildCharge(server, { userId: owner.user.id, postingId: elsewhere.id, createdAt: ago(1) });

    // Messages: W1 answers the owner after 30 min (a run of two messages counts from its first),
    // then after 10 min, then the viewer after 20 min: median 20. A stranger's message is not the team's.
    const stranger = await buildUser(server, { fullName: 'Stan Stranger', userType: 'employer' });
    const talk = async (people: string[], said: [string, number][]) => {
      const [conversation] = await db
        .insert(conversations)
        .values({ dedupeKey: randomUUID(), createdAt: ago(3), updatedAt: ago(3) })
        .returning();
      if (!conversation) throw new Error('conversation');
      await db
        .insert(conversationParticipants)
        .values(people.map((userId) => ({ conversationId: conversation.id, userId })));
      const start = ago(2).getTime();
      await db.insert(messages).values(
        said.map(([senderId, minutes]) => ({
          conversationId: conversation.id,
          senderId,
          content: 'Hello',
          createdAt: new Date(start + minutes * MINUTE_MS),
        })),
      );
    };
    await talk(
      [owner.user.id, viewer.user.id, W1.id],
      [
        [owner.user.id, 0],
        [owner.user.id, 10],
        [W1.id, 30],
        [owner.user.id, 60],
        [W1.id, 70],
        [W1.id, 75],
        [viewer.user.id, 100],
        [W1.id, 120],
        // Not answered yet: no wait counted.
        [owner.user.id, 200],
      ],
    );
    await talk(
      [stranger.id, W1.id],
      [
        [stranger.id, 0],
        [W1.id, 500],
      ],
    );
  });
  afterAll(() => server.close());

  const get = (who: SignedInUser, path: string) => server.request('GET', path, undefined, who.headers);
  const dashboard = (timeframe: string, who: SignedInUser = owner) =>
    get(who, `/api/business/analytics/dashboard?timeframe=${timeframe}&company_id=${companyId}`);

  it('answers the 7 day figures', async () => {
    const res = await dashboard('7d');
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      company_id: companyId,
      timeframe: '7d',
      from: '2026-11-17T10:00:00.000Z',
      to: NOW,
      overview: {
        total_jobs_posted: 1,
        active_jobs: 2,
        completed_jobs: 1,
        total_applications: 3,
        hired_workers: 2,
        total_spent: cad(2000 + 45000 + 80000),
        average_job_cost: cad(63500),
        success_rate: 1,
        time_to_hire_avg: 96,
        worker_satisfaction: null,
      },
      // Previous 7 days: P2 posted, A6 applied, P2's charge refunded: nothing spent.
      trends: { jobs_posted_trend: 0, applications_trend: 200, cost_trend: null, satisfaction_trend: null },
      job_categories: [{ category: 'electrical', count: 1, percentage: 100 }],
      geographic_distribution: [{ city: 'Toronto', jobs: 1, workers: 2 }],
      monthly_performance: [{ month: '2026-11', jobs: 1, cost: cad(127000), satisfaction: null }],
    });
  });

  it('answers the 30 day figures, the default', async () => {
    const res = await get(owner, '/api/business/analytics/dashboard');
    expect(res.status, res.text).toBe(200);
    expect(res.body.timeframe).toBe('30d');
    expect(res.body.from).toBe('2026-10-25T10:00:00.000Z');
    expect(res.body.overview).toEqual({
      total_jobs_posted: 2,
      active_jobs: 2,
      completed_jobs: 1,
      total_applications: 4,
      hired_workers: 2,
      total_spent: cad(127000),
      average_job_cost: cad(63500),
      success_rate: 1,
      time_to_hire_avg: 96,
      worker_satisfaction: null,
    });
    // Previous: P3 posted, A4 applied, P3's charge 2,000 spent.
    expect(res.body.trends).toEqual({
      jobs_posted_trend: 100,
      applications_trend: 300,
      cost_trend: 6250,
      satisfaction_trend: null,
    });
    expect(res.body.job_categories).toEqual([
      { category: 'electrical', count: 1, percentage: 50 },
      { category: 'plumbing', count: 1, percentage: 50 },
    ]);
    expect(res.body.geographic_distribution).toEqual([{ city: 'Toronto', jobs: 2, workers: 2 }]);
    expect(res.body.monthly_performance).toEqual([
      { month: '2026-10', jobs: 0, cost: cad(0), satisfaction: null },
      { month: '2026-11', jobs: 2, cost: cad(127000), satisfaction: null },
    ]);
  });

  it('answers the 90 day figures', async () => {
    const res = await dashboard('90d');
    expect(res.status, res.text).toBe(200);
    expect(res.body.overview).toEqual({
      total_jobs_posted: 3,
      active_jobs: 2,
      completed_jobs: 1,
      total_applications: 5,
      hired_workers: 2,
      total_spent: cad(129000),
      average_job_cost: cad(64500),
      success_rate: 0.5,
      time_to_hire_avg: 96,
      worker_satisfaction: null,
    });
    // Previous: nothing posted, A5 applied and hired (30,000).
    expect(res.body.trends).toEqual({
      jobs_posted_trend: null,
      applications_trend: 400,
      cost_trend: 330,
      satisfaction_trend: null,
    });
    expect(res.body.job_categories).toEqual([
      { category: 'electrical', count: 2, percentage: 66.7 },
      { category: 'plumbing', count: 1, percentage: 33.3 },
    ]);
    expect(res.body.geographic_distribution).toEqual([
      { city: 'Toronto', jobs: 2, workers: 2 },
      { city: 'Ottawa', jobs: 1, workers: 1 },
    ]);
    expect(res.body.monthly_performance).toEqual([
      { month: '2026-08', jobs: 0, cost: cad(0), satisfaction: null },
      { month: '2026-09', jobs: 0, cost: cad(0), satisfaction: null },
      { month: '2026-10', jobs: 1, cost: cad(2000), satisfaction: null },
      { month: '2026-11', jobs: 2, cost: cad(127000), satisfaction: null },
    ]);
  });

  it('answers the year figures, 12 months in the owner time zone', async () => {
    const res = await dashboard('1y');
    expect(res.status, res.text).toBe(200);
    expect(res.body.overview).toEqual({
      total_jobs_posted: 4,
      active_jobs: 2,
      completed_jobs: 2,
      total_applications: 6,
      hired_workers: 2,
      total_spent: cad(161000),
      average_job_cost: cad(53667),
      success_rate: 2 / 3,
      // (24 + 168 + 2400) / 3
      time_to_hire_avg: 864,
      worker_satisfaction: null,
    });
    expect(res.body.trends).toEqual({
      jobs_posted_trend: 300,
      applications_trend: null,
      cost_trend: null,
      satisfaction_trend: null,
    });
    expect(res.body.job_categories).toEqual([
      { category: 'electrical', count: 2, percentage: 50 },
      { category: 'carpentry', count: 1, percentage: 25 },
      { category: 'plumbing', count: 1, percentage: 25 },
    ]);
    expect(res.body.geographic_distribution).toEqual([
      { city: 'Toronto', jobs: 3, workers: 2 },
      { city: 'Ottawa', jobs: 1, workers: 1 },
    ]);
    const months = res.body.monthly_performance as { month: string; jobs: number; cost: unknown }[];
    expect(months.map((m) => m.month)).toEqual([
      '2025-12',
      ...Array.from({ length: 11 }, (_, i) => `2026-${String(i + 1).padStart(2, '0')}`),
    ]);
    const busy = months.filter((m) => m.jobs > 0 || (m.cost as { amount_cents: number }).amount_cents > 0);
    expect(busy).toEqual([
      { month: '2026-05', jobs: 1, cost: cad(2000), satisfaction: null },
      { month: '2026-08', jobs: 0, cost: cad(30000), satisfaction: null },
      { month: '2026-10', jobs: 1, cost: cad(2000), satisfaction: null },
      { month: '2026-11', jobs: 2, cost: cad(127000), satisfaction: null },
    ]);
  });

  it('lists the workers hired in the period with their figures and median reply time', async () => {
    const res = await get(viewer, `/api/business/analytics/workers?timeframe=30d&company_id=${companyId}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({
      company_id: companyId,
      timeframe: '30d',
      workers: [
        {
          id: w2,
          name: '@Risky, "Worker"',
          specialization: 'plumbing',
          jobs_completed: 0,
          average_rating: null,
          total_earned: cad(80000),
          success_rate: 0.5,
          response_time: null,
          location: 'Ottawa',
        },
        {
          id: w1,
          name: 'Walt One',
          specialization: 'electrical',
          jobs_completed: 1,
          average_rating: null,
          total_earned: cad(45000),
          success_rate: 1,
          response_time: 20,
          location: 'Toronto',
        },
      ],
    });
    const year = await get(owner, '/api/business/analytics/workers?timeframe=1y');
    const one = year.body.workers.find((w: { id: string }) => w.id === w1);
    // A1 (P1 filled) and A5 (P4 closed): 45,000 + 30,000; categories electrical and carpentry tie.
    expect(one).toMatchObject({
      jobs_completed: 2,
      total_earned: cad(75000),
      success_rate: 1,
      response_time: 20,
    });
    expect(one.specialization).toBe('carpentry');
    const week = await get(owner, '/api/business/analytics/workers?timeframe=7d');
    expect(week.body.workers.map((w: { id: string }) => w.id)).toEqual([w2, w1]);
  });

  it('exports each view as CSV, escaped, with formulas neutralised', async () => {
    const path = (view: string) =>
      `/api/business/analytics/export?view=${view}&timeframe=30d&company_id=${companyId}`;
    const workers = await get(viewer, path('workers'));
    expect(workers.status, workers.text).toBe(200);
    expect(workers.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(workers.headers.get('content-disposition')).toBe(
      'attachment; filename="hirehand-analytics-workers-30d.csv"',
    );
    expect(workers.text).toBe(
      [
        'name,specialization,location,jobs_completed,average_rating,total_earned_cad,success_rate,response_time_minutes',
        `"'@Risky, ""Worker""",plumbing,Ottawa,0,,800.00,0.5,`,
        'Walt One,electrical,Toronto,1,,450.00,1,20',
        '',
      ].join('\r\n'),
    );
    const overview = await get(owner, path('overview'));
    expect(overview.text.split('\r\n').slice(0, 4)).toEqual([
      'figure,value',
      'from,2026-10-25T10:00:00.000Z',
      `to,${NOW}`,
      'total_jobs_posted,2',
    ]);
    expect(overview.text).toContain('\r\ntotal_spent_cad,1270.00\r\n');
    expect(overview.text).toContain('\r\ncost_trend_percent,6250\r\n');
    const jobs = await get(owner, path('jobs'));
    expect(jobs.text).toBe('category,count,percentage\r\nelectrical,1,50\r\nplumbing,1,50\r\n');
    const financial = await get(owner, path('financial'));
    expect(financial.text).toBe('month,jobs,cost_cad\r\n2026-10,0,0.00\r\n2026-11,2,1270.00\r\n');
    const geography = await get(owner, path('geography'));
    expect(geography.text).toBe('city,jobs_posted,workers_available\r\nToronto,2,2\r\n');
    expect((await get(owner, '/api/business/analytics/export?view=secrets')).status).toBe(422);
  });

  it('lets only members holding can_view_analytics read, and refuses other timeframes', async () => {
    expect((await server.request('GET', '/api/business/analytics/dashboard')).status).toBe(401);
    expect((await dashboard('30d', viewer)).status).toBe(200);
    for (const path of [
      'dashboard?timeframe=30d',
      'workers?timeframe=30d',
      'export?view=overview&timeframe=30d',
    ]) {
      const denied = await get(teamMember, `/api/business/analytics/${path}&company_id=${companyId}`);
      expect(denied.status, path).toBe(403);
      expect(denied.body.code).toBe('business.permission_denied');
      const stranger = await get(outsider, `/api/business/analytics/${path}&company_id=${companyId}`);
      expect(stranger.status, path).toBe(403);
      expect(stranger.body.code).toBe('business.not_a_member');
    }
    const asWorker = await get(worker, '/api/business/analytics/dashboard');
    expect(asWorker.status).toBe(403);
    expect(asWorker.body.code).toBe('business.not_business_account');
    for (const timeframe of ['2y', '14d', '', '1Y']) {
      const res = await dashboard(timeframe);
      expect(res.status, timeframe).toBe(422);
      expect(res.body.code).toBe('validation');
    }
    expect((await get(owner, '/api/business/analytics/dashboard?timeframe=7d&x=1')).status).toBe(422);
    // The outsider's own company: empty figures, never another company's.
    const own = await get(outsider, '/api/business/analytics/dashboard?timeframe=1y');
    expect(own.status, own.text).toBe(200);
    expect(own.body.company_id).not.toBe(companyId);
    expect(own.body.overview).toMatchObject({
      total_jobs_posted: 0,
      total_spent: cad(0),
      success_rate: null,
    });
    expect(own.body.trends.jobs_posted_trend).toBeNull();
  });
});
