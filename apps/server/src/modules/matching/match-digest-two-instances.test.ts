import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { testTarget } from '../../../test/test-database';
import { outboxEmails } from '../../db/schema/mail';
import { matchDeliveries } from '../../db/schema/matching';
import { manualClock } from '../../platform/clock';

const TORONTO = { latitude: 43.6532, longitude: -79.3832 };

/**
 * Two server instances on one PostgreSQL database and one Redis (decision 039): both tick, and
 * the worker's daily digest is still one e-mail.
 */
describe.skipIf(!testTarget.postgres)('match digests across two instances (PostgreSQL + Redis)', () => {
  const clock = manualClock('2026-11-24T10:00:00.000Z'); // 5:00 in Toronto
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer({}, { clock });
    second = await startTestServer({}, { clock, sameDataAs: first });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  it('sends a daily digest exactly once when both instances tick in the worker morning', async () => {
    const worker = await buildSignedInUser(first, {
      fullName: 'Dora Daily',
      skills: ['Electrical Wiring', 'Panel Upgrades'],
      city: 'Toronto',
      ...TORONTO,
    });
    const saved = await first.request(
      'POST',
      '/api/ai/smart-notifications',
      {
        min_match_score: 60,
        max_distance_km: 25,
        preferred_categories: [],
        notification_frequency: 'daily',
        methods: ['email'],
      },
      worker.headers,
    );
    expect(saved.status, saved.text).toBe(200);
    const employer = await buildSignedInUser(second, { fullName: 'Eve Employer', userType: 'employer' });
    for (const title of ['Panel upgrade in Toronto', 'Rewire a Toronto kitchen']) {
      const posted = await second.request(
        'POST',
        '/api/gigs/create',
        {
          mode: 'job',
          title,
          description: 'Electrical wiring and a panel upgrade in a detached house, permits handled.',
          category: 'electrical',
          skills_required: ['Electrical Wiring', 'Panel Upgrades'],
          hourly_rate: 45,
          city: 'Toronto',
          location_type: 'onsite',
          ...TORONTO,
        },
        employer.headers,
      );
      expect(posted.status, posted.text).toBe(201);
    }
    await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    const db = first.app.ctx.db;
    const pending = await db.select().from(matchDeliveries).where(eq(matchDeliveries.userId, worker.user.id));
    expect(pending).toHaveLength(2);

    // 8:05, then 8:20 and 9:50 in Toronto: every instance ticks and runs what is due, at once.
    for (const at of ['2026-11-24T13:05:00.000Z', '2026-11-24T13:20:00.000Z', '2026-11-24T14:50:00.000Z']) {
      clock.set(at);
      for (let pass = 0; pass < 3; pass += 1)
        await Promise.all([first.app.jobs.runDue(), second.app.jobs.runDue()]);
    }
    const mails = await db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, worker.user.email));
    expect(mails.map((mail) => mail.category)).toEqual(['match_digest']);
    expect(mails[0]!.subject).toBe('2 new job matches today');
    const sent = await db.select().from(matchDeliveries).where(eq(matchDeliveries.userId, worker.user.id));
    expect(sent.every((row) => row.emailSentAt?.toISOString() === '2026-11-24T13:05:00.000Z')).toBe(true);
  });
});
