import { NOTIFICATION_KINDS } from '@hirehand/shared/notifications/notifications';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApplication,
  buildPosting,
  buildSignedInUser,
  type SignedInUser,
} from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { applications } from '../../db/schema/applications';
import { matchDeliveries, matchImpressions } from '../../db/schema/matching';
import { notifications } from '../../db/schema/notifications';

const DAY_MS = 86_400_000;

describe('GET /api/ai/match-analytics: figures from the recorded events', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const analytics = (worker: SignedInUser, days: string | number) =>
    server.request('GET', `/api/ai/match-analytics?days=${days}`, undefined, worker.headers);
  const ago = (days: number) => new Date(server.app.ctx.clock.now().getTime() - days * DAY_MS);

  it('refuses a stranger (401) and any period but 7, 30 or 90 (422); answers zeros and no insights with no events', async () => {
    const worker = await buildSignedInUser(server);
    expect((await server.request('GET', '/api/ai/match-analytics?days=7')).status).toBe(401);
    for (const days of ['14', '0', 'abc', '7.5', '-7']) {
      const res = await analytics(worker, days);
      expect(res.status, days).toBe(422);
      expect(res.body.code).toBe('validation');
    }
    const extra = await server.request(
      'GET',
      '/api/ai/match-analytics?days=7&x=1',
      undefined,
      worker.headers,
    );
    expect(extra.status).toBe(422);
    const empty = await analytics(worker, 30);
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body).toEqual({
      days: 30,
      matching_performance: {
        total_matches_found: 0,
        match_quality_percentage: 0,
        application_rate: 0,
        high_confidence_matches: 0,
      },
      notification_effectiveness: { total_sent: 0, open_rate: 0, click_rate: 0, conversion_rate: 0 },
      ai_insights: [],
    });
  });

  it('counts matches shown and delivered, their quality, applications after them, and what became of the notifications, per period', async () => {
    const worker = await buildSignedInUser(server, 'Ana Analytics');
    const other = await buildSignedInUser(server);
    const [p1, p2, p3, p4, p5, p6] = await Promise.all(
      [1, 2, 3, 4, 5, 6].map((n) => buildPosting(server, { title: `Analytics posting ${n}` })),
    );
    if (!p1 || !p2 || !p3 || !p4 || !p5 || !p6) throw new Error('postings');
    const db = server.app.ctx.db;
    await db.insert(matchImpressions).values([
      { userId: worker.user.id, postingId: p1.id, surface: 'matcher', score: 90, createdAt: ago(2) },
      { userId: worker.user.id, postingId: p1.id, surface: 'premium', score: 80, createdAt: ago(1) },
      { userId: worker.user.id, postingId: p2.id, surface: 'matcher', score: 70, createdAt: ago(10) },
      { userId: worker.user.id, postingId: p3.id, surface: 'matcher', score: 60, createdAt: ago(40) },
      // Someone else's: never counted.
      { userId: other.user.id, postingId: p1.id, surface: 'matcher', score: 10, createdAt: ago(1) },
    ]);
    const [note] = await db
      .insert(notifications)
      .values({ userId: worker.user.id, kind: NOTIFICATION_KINDS[0], readAt: ago(0.5) })
      .returning();
    const delivery = { userId: worker.user.id, source: 'smart' as const, frequency: 'immediate' as const };
    await db.insert(matchDeliveries).values([
      // Sent in-app, read: clicked; applied to afterwards: converted.
      {
        ...delivery,
        postingId: p4.id,
        score: 85,
        methods: ['in_app'],
        notificationId: note?.id,
        createdAt: ago(1),
        inAppSentAt: ago(1),
      },
      // E-mailed and opened.
      {
        ...delivery,
        postingId: p5.id,
        score: 76,
        methods: ['email'],
        createdAt: ago(3),
        emailSentAt: ago(3),
        emailOpenedAt: ago(2.9),
      },
      // An alert's delivery (no score), e-mailed, not opened, its link followed.
      {
        ...delivery,
        source: 'alert',
        postingId: p6.id,
        score: null,
        methods: ['email'],
        createdAt: ago(5),
        emailSentAt: ago(5),
        clickedAt: ago(4),
      },
    ]);
    for (const posting of [p1, p4, p2])
      await buildApplication(server, { postingId: posting.id, applicant: worker });
    // Applied to p2 before it was shown (moved 20 days back): not an application from a match.
    await db
      .update(applications)
      .set({ createdAt: ago(20) })
      .where(eq(applications.postingId, p2.id));

    const week = await analytics(worker, 7);
    expect(week.status, week.text).toBe(200);
    expect(week.body.matching_performance).toEqual({
      total_matches_found: 4, // p1, p4, p5, p6
      match_quality_percentage: 83.7, // (90 + 85 + 76) / 3: p1's best showing; p6 has no score
      application_rate: 50, // p1 and p4 of 4
      high_confidence_matches: 2, // 90 and 85
    });
    expect(week.body.notification_effectiveness).toEqual({
      total_sent: 3,
      open_rate: 50, // p5 of the 2 e-mails
      click_rate: 66.7, // p4 read in-app, p6 clicked, of 3
      conversion_rate: 33.3, // p4
    });
    expect(week.body.ai_insights[0]).toBe(
      '4 matches in the last 7 days, 2 of them high confidence (80% or more).',
    );
    expect(week.body.ai_insights).toContain('3 match notifications sent; 66.7% opened or clicked.');

    const month = await analytics(worker, 30);
    expect(month.body.matching_performance).toEqual({
      total_matches_found: 5, // + p2
      match_quality_percentage: 80.3, // (90 + 85 + 76 + 70) / 4
      application_rate: 40, // p2's application came before it was shown
      high_confidence_matches: 2,
    });
    expect(month.body.notification_effectiveness.total_sent).toBe(3);

    const quarter = await analytics(worker, 90);
    expect(quarter.body.matching_performance).toEqual({
      total_matches_found: 6, // + p3
      match_quality_percentage: 76.2, // (321 + 60) / 5
      application_rate: 33.3, // 2 of 6
      high_confidence_matches: 2,
    });

    const theirs = await analytics(other, 7);
    expect(theirs.body.matching_performance.total_matches_found).toBe(1);
    expect(theirs.body.matching_performance.match_quality_percentage).toBe(10);
    expect(theirs.body.notification_effectiveness.total_sent).toBe(0);
  });
});
