import { NOTIFICATION_TEXTS } from '@hirehand/shared/notifications/notification-texts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apply, buildPosting, buildSignedInUser, decide, recordBus } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { notifications } from '../../db/schema/notifications';
import { insertNotification } from './notifications.repo';

// Notifications are stored as a kind and parameters and rendered when read (decision 023).
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const received = NOTIFICATION_TEXTS['en-CA']['application.received'];
const originalReceived = { ...received };
afterEach(() => Object.assign(received, originalReceived));

const inbox = async (headers: Record<string, string>) =>
  (await server.request('GET', '/api/notifications', undefined, headers)).body.notifications as {
    kind: string;
    title: string;
    body: string;
  }[];

describe('notifications rendered when read', () => {
  it('renders a notification stored as kind and parameters in en-CA', async () => {
    const me = await buildSignedInUser(server);
    await insertNotification(server.app.ctx.db, {
      userId: me.user.id,
      kind: 'application.declined',
      params: { posting_title: 'Deck repair', poster_name: 'Olivia', message: 'We hired "someone" else.' },
    });
    const [row] = await server.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, me.user.id));
    expect(row).toMatchObject({ legacyTitle: null, legacyBody: null });
    expect(await inbox(me.headers)).toMatchObject([
      {
        kind: 'application.declined',
        title: 'Your application to "Deck repair" was declined',
        body: 'Olivia declined your application to "Deck repair". Their message: "We hired "someone" else."',
      },
    ]);
  });

  it("reads old notifications in the wording of today's text table", async () => {
    const me = await buildSignedInUser(server);
    await insertNotification(server.app.ctx.db, {
      userId: me.user.id,
      kind: 'application.received',
      params: { posting_title: 'Roof', applicant_name: 'Sam Lee' },
    });
    expect((await inbox(me.headers))[0]!.title).toBe('New application for "Roof"');
    received.title = '{applicant_name} wants "{posting_title}"';
    received.body = 'Open your inbox to answer {applicant_name}.';
    expect(await inbox(me.headers)).toMatchObject([
      { title: 'Sam Lee wants "Roof"', body: 'Open your inbox to answer Sam Lee.' },
    ]);
  });

  it('shows a row the migration could not read back as it was stored', async () => {
    const me = await buildSignedInUser(server);
    const row = await insertNotification(server.app.ctx.db, {
      userId: me.user.id,
      kind: 'application.accepted',
      params: { posting_title: 'x', poster_name: 'y' },
    });
    await server.app.ctx.db
      .update(notifications)
      .set({ params: {}, legacyTitle: 'An old title', legacyBody: 'An old body' })
      .where(eq(notifications.id, row.id));
    expect(await inbox(me.headers)).toMatchObject([{ title: 'An old title', body: 'An old body' }]);
  });

  it('stores an application as parameters and sends the rendered form on the socket frame', async () => {
    const poster = await buildSignedInUser(server, 'Olivia Poster');
    const worker = await buildSignedInUser(server, 'Maya Worker');
    const posting = await buildPosting(server, { posterId: poster.user.id, title: 'Kitchen wiring' });
    const bus = recordBus(server);
    const applied = await apply(server, posting.id, worker.headers);
    expect(applied.status).toBe(201);
    bus.stop();
    const [row] = await server.app.ctx.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, poster.user.id));
    expect(row).toMatchObject({
      kind: 'application.received',
      params: { posting_title: 'Kitchen wiring', applicant_name: 'Maya Worker' },
      legacyTitle: null,
    });
    const event = bus.events.find((e) => e.type === 'notification.created');
    expect(event?.payload).toMatchObject({
      user_id: poster.user.id,
      notification: {
        kind: 'application.received',
        title: 'New application for "Kitchen wiring"',
        body: 'Maya Worker applied to "Kitchen wiring". Review it in your applications inbox.',
      },
    });
    const shortlisted = await decide(server, applied.body.application.id, 'shortlist', poster.headers);
    expect(shortlisted.status).toBe(200);
    expect((await inbox(worker.headers))[0]).toMatchObject({
      title: `You're on the shortlist for "Kitchen wiring"`,
      body: 'Olivia Poster shortlisted your application to "Kitchen wiring". They may contact you soon.',
    });
  });
});
