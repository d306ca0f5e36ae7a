import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPosting, buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { postingViews } from '../../db/schema/posting-views';
import { manualClock } from '../../platform/clock';

describe('posting views', () => {
  const clock = manualClock('2026-11-24T15:00:00.000Z');
  let server: TestServer;
  beforeAll(async () => {
    // One trusted proxy: X-Forwarded-For names the visitor's address, so a test can be many visitors.
    server = await startTestServer({ TRUST_PROXY: 'true' }, { clock });
  });
  afterAll(() => server.close());

  const open = (id: string, headers: Record<string, string> = {}, from = '203.0.113.7') =>
    server.request('GET', `/api/gigs/${id}`, undefined, { 'x-forwarded-for': from, ...headers });
  const viewsOf = async (id: string, headers: Record<string, string>) => {
    const mine = await server.request('GET', '/api/gigs/mine', undefined, headers);
    return mine.body.postings.find((p: { id: string }) => p.id === id).views as number;
  };

  it('counts each person or visitor address once a day, never the poster', async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, { posterId: poster.user.id });
    const workers = [await buildSignedInUser(server), await buildSignedInUser(server)];

    expect((await open(posting.id)).body.views).toBe(1);
    expect((await open(posting.id)).body.views).toBe(1); // same address, same day
    expect((await open(posting.id, {}, '198.51.100.4')).body.views).toBe(2);
    // A signed-in worker counts as themselves, whatever address they come from.
    expect((await open(posting.id, workers[0]!.headers)).body.views).toBe(3);
    expect((await open(posting.id, workers[0]!.headers, '192.0.2.1')).body.views).toBe(3);
    // Two tabs opening at once count once.
    const both = await Promise.all([
      open(posting.id, workers[1]!.headers),
      open(posting.id, workers[1]!.headers),
    ]);
    expect(both.map((res) => res.body.views).sort()).toEqual([4, 4]);
    // The poster's own looks never count.
    expect((await open(posting.id, poster.headers)).body.views).toBe(4);
    expect(await viewsOf(posting.id, poster.headers)).toBe(4);

    clock.advance(24 * 60 * 60_000);
    expect((await open(posting.id, workers[0]!.headers)).body.views).toBe(5);
    expect((await open(posting.id)).body.views).toBe(6);
    expect(await viewsOf(posting.id, poster.headers)).toBe(6);
  });

  it('counts applying from the board as opening the posting, once', async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, { posterId: poster.user.id });
    const [a, b, c] = [
      await buildSignedInUser(server),
      await buildSignedInUser(server),
      await buildSignedInUser(server),
    ];
    await open(posting.id, a.headers);
    for (const worker of [a, b, c]) {
      const res = await server.request(
        'POST',
        `/api/gigs/${posting.id}/apply`,
        { cover_letter: 'Hi' },
        worker.headers,
      );
      expect(res.status).toBe(201);
    }
    // Three workers opened it (one in the detail, then applied) and applied: three views.
    expect(await viewsOf(posting.id, poster.headers)).toBe(3);
  });

  it('deletes view notes older than yesterday; the counts stay', async () => {
    const poster = await buildSignedInUser(server, { userType: 'employer' });
    const posting = await buildPosting(server, { posterId: poster.user.id });
    await open(posting.id, {}, '198.51.100.77');
    const before = (await server.database.db.select().from(postingViews)).length;
    expect(before).toBeGreaterThan(0);
    clock.advance(2 * 24 * 60 * 60_000 + 60 * 60_000);
    await server.app.jobs.runDue();
    expect(await server.database.db.select().from(postingViews)).toEqual([]);
    expect(await viewsOf(posting.id, poster.headers)).toBe(1);
  });
});
