import { randomUUID } from 'node:crypto';
import { NOTIFICATION_ERRORS } from '@hirehand/shared/notifications/notification-errors';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { notifications } from '../../db/schema/notifications';
import { insertNotification } from './notifications.repo';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const list = (headers: Record<string, string>) =>
  server.request('GET', '/api/notifications', undefined, headers);
const post = (path: string, headers: Record<string, string>) =>
  server.request('POST', path, undefined, headers);

/** A notice of an application to the posting named `posting`, from Ana Diaz. */
async function notify(userId: string, posting: string, secondsAgo = 0) {
  const row = await insertNotification(server.app.ctx.db, {
    userId,
    kind: 'application.received',
    params: { posting_title: posting, applicant_name: 'Ana Diaz' },
    link: '/dashboard?tab=inbox',
  });
  if (secondsAgo) {
    await server.app.ctx.db
      .update(notifications)
      .set({ createdAt: sql`now() - make_interval(secs => ${secondsAgo}::double precision)` })
      .where(eq(notifications.id, row.id));
  }
  return row;
}

describe('GET /api/notifications', () => {
  it("answers the caller's own notifications, newest first, with the unread count", async () => {
    const me = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    await notify(me.user.id, 'Older', 60);
    await notify(me.user.id, 'Newer');
    await notify(other.user.id, 'Not mine');

    const res = await list(me.headers);
    expect(res.status).toBe(200);
    expect(res.body.unread_count).toBe(2);
    expect(res.body.notifications.map((n: { title: string }) => n.title)).toEqual([
      'New application for "Newer"',
      'New application for "Older"',
    ]);
    expect(res.body.notifications[0]).toEqual({
      id: expect.any(String),
      kind: 'application.received',
      title: 'New application for "Newer"',
      body: 'Ana Diaz applied to "Newer". Review it in your applications inbox.',
      link: '/dashboard?tab=inbox',
      read: false,
      created_at: expect.any(String),
    });
    expect((await server.request('GET', '/api/notifications')).status).toBe(401);
  });

  it('answers the latest 50 and counts every unread one', async () => {
    const me = await buildSignedInUser(server);
    for (let i = 0; i < 55; i += 1) await notify(me.user.id, `n${i}`, 1000 - i);
    const res = await list(me.headers);
    expect(res.body.notifications).toHaveLength(50);
    expect(res.body.notifications[0].title).toBe('New application for "n54"');
    expect(res.body.notifications[49].title).toBe('New application for "n5"');
    expect(res.body.unread_count).toBe(55);
  });
});

describe('marking read', () => {
  it("marks one read (204), and answers 404 for anyone else's or an unknown id", async () => {
    const me = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    const mine = await notify(me.user.id, 'Mine');
    await notify(me.user.id, 'Also mine');
    const theirs = await notify(other.user.id, 'Theirs');

    const res = await post(`/api/notifications/${mine.id}/read`, me.headers);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    const after = await list(me.headers);
    expect(after.body.unread_count).toBe(1);
    expect(after.body.notifications.find((n: { id: string }) => n.id === mine.id).read).toBe(true);
    // Marking it again is harmless.
    expect((await post(`/api/notifications/${mine.id}/read`, me.headers)).status).toBe(204);

    for (const id of [theirs.id, randomUUID(), 'nope']) {
      expect(await post(`/api/notifications/${id}/read`, me.headers)).toMatchObject({
        status: 404,
        body: NOTIFICATION_ERRORS.notFound,
      });
    }
    expect((await list(other.headers)).body.unread_count).toBe(1);
    expect((await server.request('POST', `/api/notifications/${mine.id}/read`)).status).toBe(401);
  });

  it("marks all of the caller's read (204) and leaves others' alone", async () => {
    const me = await buildSignedInUser(server);
    const other = await buildSignedInUser(server);
    await notify(me.user.id, 'One');
    await notify(me.user.id, 'Two');
    await notify(other.user.id, 'Theirs');

    expect((await post('/api/notifications/read-all', me.headers)).status).toBe(204);
    const after = await list(me.headers);
    expect(after.body.unread_count).toBe(0);
    expect(after.body.notifications.every((n: { read: boolean }) => n.read)).toBe(true);
    expect((await list(other.headers)).body.unread_count).toBe(1);
    expect((await server.request('POST', '/api/notifications/read-all')).status).toBe(401);
  });
});
