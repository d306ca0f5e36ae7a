import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../schema/applications';
import { experiences } from '../schema/experiences';
import { postings } from '../schema/postings';
import { userRoles } from '../schema/roles';
import { users } from '../schema/users';
import { DEMO_SIGN_INS, DEMO_STAFF_EMAIL, DEMO_USERS } from './demo-users';
import { seedDemoData } from './seed';

describe('demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' });
  });
  afterAll(() => server.close());

  it('fills an empty database with workers, employers and companies placed in real cities', async () => {
    const rows = await server.database.db.select().from(users);
    expect(rows).toHaveLength(DEMO_USERS.length);
    const types = new Set(rows.map((row) => row.userType));
    expect(types).toEqual(new Set(['worker', 'employer', 'company']));
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['CA', 'US']));
    for (const row of rows) {
      expect(row.latitude, row.email).toBeTypeOf('number');
      expect(row.longitude, row.email).toBeTypeOf('number');
      expect(row.trustScore).toBeGreaterThanOrEqual(0);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const maya = rows.find((row) => row.email === DEMO_SIGN_INS[0]!.email)!;
    expect(maya).toMatchObject({ city: 'Vancouver', region: 'BC', userType: 'worker' });
    expect(maya.latitude!).toBeCloseTo(49.25, 1);
  });

  it('makes the demo staff account, and only it, staff', async () => {
    const staff = await server.database.db
      .select({ email: users.email })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId));
    expect(staff).toEqual([{ email: DEMO_STAFF_EMAIL }]);
    expect(DEMO_SIGN_INS.map((demo) => demo.label)).toEqual(['worker', 'employer', 'company', 'staff']);
  });

  it('posts open jobs of every kind from the employers and companies, and gigs from the workers', async () => {
    const db = server.database.db;
    const rows = await db
      .select({ posting: postings, posterType: users.userType })
      .from(postings)
      .innerJoin(users, eq(users.id, postings.posterId));
    const jobs = rows.filter((row) => row.posting.mode === 'job');
    const gigs = rows.filter((row) => row.posting.mode === 'service');
    expect(jobs.filter((row) => row.posting.status === 'open').length).toBeGreaterThanOrEqual(30);
    expect(gigs.filter((row) => row.posting.status === 'open').length).toBeGreaterThanOrEqual(10);
    expect(new Set(jobs.map((row) => row.posterType))).toEqual(new Set(['employer', 'company']));
    expect(new Set(gigs.map((row) => row.posterType))).toEqual(new Set(['worker']));
    const statuses = rows.map((row) => row.posting.status);
    for (const status of ['open', 'paused', 'closed', 'filled']) expect(statuses).toContain(status);

    const open = jobs.map((row) => row.posting).filter((job) => job.status === 'open');
    expect(new Set(open.map((job) => job.urgency))).toEqual(new Set(['low', 'medium', 'high', 'urgent']));
    expect(new Set(open.map((job) => job.jobType)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(open.map((job) => job.category)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(open.map((job) => job.workSchedule)).size).toBeGreaterThanOrEqual(4);
    expect(new Set(open.map((job) => job.experienceRequired)).size).toBeGreaterThanOrEqual(3);
    expect(new Set(open.map((job) => job.country))).toEqual(new Set(['CA', 'US']));
    const certified = open.filter((job) => job.certificationRequired);
    expect(certified.length).toBeGreaterThanOrEqual(5);
    for (const job of certified) expect(job.certificationType, job.title).not.toBeNull();
    expect(certified.some((job) => job.certificationBonus !== null)).toBe(true);

    const threeWeeksAgo = Date.now() - 21 * 86_400_000;
    for (const { posting } of rows) {
      expect(posting.openings, posting.title).toBeGreaterThanOrEqual(1);
      expect(posting.openings, posting.title).toBeLessThanOrEqual(3);
      expect(posting.createdAt.getTime(), posting.title).toBeGreaterThan(threeWeeksAgo);
      expect(posting.createdAt.getTime(), posting.title).toBeLessThanOrEqual(Date.now());
      expect(posting.city, posting.title).not.toBeNull();
      expect(posting.latitude, posting.title).toBeTypeOf('number');
      if (posting.mode === 'job') {
        expect(posting.company, posting.title).toBeTruthy();
        expect(posting.salaryMin!, posting.title).toBeLessThanOrEqual(posting.salaryMax!);
      }
    }
  });

  it('keeps application counts, hires and filled postings consistent with the applications', async () => {
    const db = server.database.db;
    const seeded = await db.select().from(applications);
    expect(new Set(seeded.map((row) => row.status))).toEqual(
      new Set(['pending', 'shortlisted', 'accepted', 'declined']),
    );
    for (const posting of await db.select().from(postings)) {
      const own = seeded.filter((row) => row.postingId === posting.id);
      const accepted = own.filter((row) => row.status === 'accepted').length;
      expect(posting.applicationsCount, posting.title).toBe(own.length);
      expect(posting.hiredCount, posting.title).toBe(accepted);
      expect(posting.status === 'filled', posting.title).toBe(accepted >= posting.openings);
      for (const application of own) {
        expect(application.applicantId).not.toBe(posting.posterId);
        expect(application.createdAt.getTime()).toBeGreaterThan(posting.createdAt.getTime());
        expect(application.decidedAt !== null).toBe(['accepted', 'declined'].includes(application.status));
      }
    }
  });

  it('gives every demo worker work experience, some recorded from accepted applications', async () => {
    const db = server.database.db;
    const entries = await db.select().from(experiences);
    const workers = (await db.select().from(users)).filter((user) => user.userType === 'worker');
    for (const worker of workers) {
      expect(
        entries.filter((entry) => entry.userId === worker.id).length,
        worker.email,
      ).toBeGreaterThanOrEqual(2);
    }
    const linked = entries.filter((entry) => entry.applicationId !== null);
    expect(linked.length).toBeGreaterThanOrEqual(2);
    for (const entry of linked) {
      const [application] = await db
        .select()
        .from(applications)
        .where(eq(applications.id, entry.applicationId!));
      const [posting] = await db.select().from(postings).where(eq(postings.id, entry.gigId!));
      expect(application).toMatchObject({
        status: 'accepted',
        applicantId: entry.userId,
        postingId: entry.gigId,
      });
      expect(entry.clientId).toBe(posting!.posterId);
    }
  });

  it('serves the seeded postings through the API', async () => {
    const jobs = await server.request('GET', '/api/gigs?mode=job&limit=20');
    expect(jobs.body.gigs).toHaveLength(20);
    expect(jobs.body.has_more).toBe(true);
    const gigs = await server.request('GET', '/api/gigs');
    expect(gigs.body.gigs.length).toBeGreaterThanOrEqual(10);
    expect(gigs.body.gigs.every((gig: { mode: string }) => gig.mode === 'service')).toBe(true);
    // The demo workers' experience entries are self-reported: no card shows them as clients' ratings.
    for (const gig of gigs.body.gigs) {
      expect(gig.creator_info.stats).toEqual({ average_rating: 0, completed_orders: 0 });
    }
  });

  it('gives the demo people conversations about their postings, some unread', async () => {
    const [maya] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO_SIGN_INS[0]!.email));
    const { headers } = await signInAs(server, maya!);
    const list = await server.request('GET', '/api/conversations', undefined, headers);
    expect(list.status).toBe(200);
    const conversations = list.body.conversations as any[];
    expect(conversations).toHaveLength(3);
    expect(conversations[0]).toMatchObject({
      job_title: 'Electrician for a 200 A panel upgrade',
      unread_count: 1,
      last_message: { content: expect.stringContaining('9 am is perfect') },
    });
    expect(conversations.reduce((sum, c) => sum + c.unread_count, 0)).toBe(2);
    for (const conversation of conversations) {
      expect(conversation.job_id).not.toBeNull();
      expect(conversation.participants.map((p: any) => p.id)).toContain(maya!.id);
    }
    const thread = await server.request(
      'GET',
      `/api/conversations/${conversations[0].id}/messages`,
      undefined,
      headers,
    );
    expect(thread.body.messages.map((m: any) => m.sender.full_name)).toEqual([
      'Olivia Bennett',
      'Maya Chen',
      'Olivia Bennett',
    ]);
    // Olivia has read Maya's reply.
    expect(thread.body.messages[1].read_by).toHaveLength(1);
  });

  it('posts its jobs paid for (Pay-Per-Post): none awaits payment, each shown 30 days from when it was posted', async () => {
    const jobs = await server.database.db.select().from(postings).where(eq(postings.mode, 'job'));
    expect(jobs.length).toBeGreaterThan(0);
    const now = Date.now(); // wall clock: the seed dates its postings from the wall clock too
    for (const job of jobs) {
      expect(job.status, job.title).not.toBe('pending_payment');
      expect(job.visibleUntil, job.title).toEqual(new Date(job.createdAt.getTime() + 30 * 86_400_000));
      if (job.status === 'open') expect(job.visibleUntil!.getTime(), job.title).toBeGreaterThan(now);
    }
    const gigs = await server.database.db.select().from(postings).where(eq(postings.mode, 'service'));
    for (const gig of gigs) expect(gig.visibleUntil, gig.title).toBeNull();
  });

  it('leaves a database that has users alone', async () => {
    const countOf = async (table: typeof users | typeof postings) => {
      const [{ count } = { count: 0 }] = await server.database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(table);
      return count;
    };
    const postingsBefore = await countOf(postings);
    await seedDemoData(server.app.ctx, server.app.log);
    expect(await countOf(users)).toBe(DEMO_USERS.length);
    expect(await countOf(postings)).toBe(postingsBefore);
  });

  it('enforces one account per e-mail, whatever the case', async () => {
    await expect(
      server.database.db
        .insert(users)
        .values({ email: DEMO_SIGN_INS[0]!.email.toUpperCase(), fullName: 'Copy' }),
    ).rejects.toThrow();
  });
});
