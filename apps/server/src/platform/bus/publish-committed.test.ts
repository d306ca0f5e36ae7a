import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSignedInUser, signInAs } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { messages } from '../../db/schema/messaging';
import { sessions } from '../../db/schema/sessions';
import type { EventBus } from './event-bus';
import { createInProcessBus } from './in-process-bus';

/** A bus that still subscribes, but whose every publish fails, as Redis might after a commit. */
function failingBus(): EventBus & { attempts: string[] } {
  const inner = createInProcessBus(pino({ level: 'silent' }));
  const attempts: string[] = [];
  return {
    name: 'redis',
    attempts,
    async publish(event) {
      attempts.push(event.type);
      throw new Error('Connection is closed.');
    },
    subscribe: inner.subscribe,
    close: inner.close,
  };
}

describe('a bus failure after a commit', () => {
  let server: TestServer;
  let bus: ReturnType<typeof failingBus>;
  const logLines: string[] = [];

  beforeAll(async () => {
    bus = failingBus();
    server = await startTestServer({}, { providers: { bus }, logLines });
  });
  afterAll(() => server.close());

  const sessionRow = async (id: string) =>
    (await server.app.ctx.db.select().from(sessions).where(eq(sessions.id, id)))[0]!;

  it('keeps a sign-out: 200 and the session revoked', async () => {
    const { headers, sessionId } = await buildSignedInUser(server);
    const res = await server.request('POST', '/api/auth/logout', undefined, headers);
    expect(res.status, res.text).toBe(200);
    expect(bus.attempts).toContain('session.revoked');
    expect((await sessionRow(sessionId)).revokedAt).not.toBeNull();
  });

  it('keeps "sign out everywhere else": 200, the other sessions revoked', async () => {
    const { user, headers } = await buildSignedInUser(server);
    const other = await signInAs(server, user);
    const res = await server.request('POST', '/api/account/sign-out-everywhere', undefined, headers);
    expect(res.status, res.text).toBe(200);
    expect((await sessionRow(other.sessionId)).revokedAt).not.toBeNull();
  });

  it('keeps a sent message: 201 and stored', async () => {
    const alice = await buildSignedInUser(server);
    const bob = await buildSignedInUser(server);
    const text = `hello ${Date.now()}`;
    const res = await server.request(
      'POST',
      '/api/conversations',
      { participant_ids: [bob.user.id], initial_message: text },
      alice.headers,
    );
    expect(res.status, res.text).toBe(201);
    const sent = await server.request(
      'POST',
      `/api/conversations/${res.body.id}/messages`,
      { content: `${text} again` },
      alice.headers,
    );
    expect(sent.status, sent.text).toBe(201);
    const stored = await server.app.ctx.db.select().from(messages).where(eq(messages.id, sent.body.id));
    expect(stored).toHaveLength(1);
    expect(bus.attempts).toContain('message.created');
    // Logged with the event's type, never its payload.
    const failures = logLines.filter((line) => line.includes('event not published'));
    expect(failures.some((line) => line.includes('"event":"message.created"'))).toBe(true);
    expect(failures.join('\n')).not.toContain(text);
  });
});
