import { AUTH_ERRORS } from '@hirehand/shared/auth/auth-errors';
import { PLATFORM_ERRORS } from '@hirehand/shared/platform/errors';
import { REALTIME_CLOSE } from '@hirehand/shared/realtime/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildPosting, buildSignedInUser, type SignedInUser, signInAs } from '../../../../test/factories';
import { openSocket, refusedUpgrade, type TestSocket } from '../../../../test/sockets';
import { startTestServer, type TestServer } from '../../../../test/start-test-server';
import { testTarget } from '../../../../test/test-database';
import { MAX_SOCKETS_PER_USER } from '../../../platform/realtime/socket-route';

const HEARTBEAT_MS = 500;

let server: TestServer;
const opened: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({}, { realtime: { heartbeatMs: HEARTBEAT_MS } });
});
afterEach(async () => {
  await Promise.all(opened.splice(0).map((socket) => socket.close()));
});
afterAll(() => server.close());

type Person = SignedInUser;

async function connect(who: Person, opts: Parameters<typeof openSocket>[2] & { on?: TestServer } = {}) {
  const socket = await openSocket(opts.on ?? server, who.token, opts);
  opened.push(socket);
  return socket;
}

async function conversation(a: Person, b: Person, on: TestServer = server) {
  const res = await on.request('POST', '/api/conversations', { participant_ids: [b.user.id] }, a.headers);
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

async function send(id: string, from: Person, content: string, on: TestServer = server) {
  const res = await on.request('POST', `/api/conversations/${id}/messages`, { content }, from.headers);
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; content: string; delivered_to: string[] };
}

const thread = async (id: string, who: Person, on: TestServer = server) => {
  const res = await on.request('GET', `/api/conversations/${id}/messages`, undefined, who.headers);
  expect(res.status, res.text).toBe(200);
  return res.body.messages as { id: string; delivered_to: string[]; read_by: string[] }[];
};

/** Waits until the server has let go of its side of closed sockets. */
const serverSockets = (on: TestServer, count: number) =>
  vi.waitFor(() => expect(on.app.realtime.size).toBe(count));

describe('upgrade', () => {
  it('refuses a missing, bad or revoked token (401) and a foreign Origin (403) before upgrading', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    expect(await refusedUpgrade(server, '')).toEqual({
      status: 401,
      body: JSON.stringify(AUTH_ERRORS.notAuthenticated),
    });
    expect((await refusedUpgrade(server, '?token=not-a-token')).status).toBe(401);

    const revoked = await signInAs(server, alice.user);
    expect((await server.request('POST', '/api/auth/logout', undefined, revoked.headers)).status).toBe(200);
    expect((await refusedUpgrade(server, `?token=${revoked.token}`)).status).toBe(401);

    for (const origin of ['https://evil.example', 'null', `http://localhost:1`]) {
      expect(await refusedUpgrade(server, `?token=${alice.token}`, { origin })).toEqual({
        status: 403,
        body: JSON.stringify(PLATFORM_ERRORS.originNotAllowed),
      });
    }
    // The app's own origin, the host the request was made to, and no Origin (not a browser) pass.
    await connect(alice, { origin: new URL(server.env.PUBLIC_URL).origin });
    await connect(alice, { origin: server.url });
    await connect(alice);
  });

  it('refuses a user more sockets than MAX_SOCKETS_PER_USER on one instance (429)', async () => {
    const bob = await buildSignedInUser(server, 'Bob');
    const sockets = await Promise.all(Array.from({ length: MAX_SOCKETS_PER_USER }, () => connect(bob)));
    expect(await refusedUpgrade(server, `?token=${bob.token}`)).toEqual({
      status: 429,
      body: JSON.stringify(PLATFORM_ERRORS.tooManySockets),
    });
    await sockets[0]!.close();
    await vi.waitFor(() => expect(server.app.realtime.socketsOf(bob.user.id)).toBe(MAX_SOCKETS_PER_USER - 1));
    await connect(bob);
  });
});

describe('client events', () => {
  it('answers ping with pong and ignores malformed, unknown and binary frames', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const socket = await connect(alice);
    socket.send('not json');
    socket.send('{"type":"nope"}');
    socket.send({ type: 'typing' } as never);
    socket.send({ type: 'message_received', conversation_id: 'x' } as never);
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await socket.barrier();
    expect(socket.frames).toEqual([{ type: 'pong' }]);
  });

  it('relays typing to the other participant only, and never from an outsider', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const eve = await buildSignedInUser(server, 'Eve');
    const id = await conversation(alice, bob);
    const [aliceTab, aliceOtherTab, bobSocket, eveSocket] = await Promise.all([
      connect(alice),
      connect(alice),
      connect(bob),
      connect(eve),
    ]);

    eveSocket.send({ type: 'typing', conversation_id: id, is_typing: true });
    aliceTab.send({ type: 'typing', conversation_id: id, is_typing: true });
    expect(await bobSocket.next('typing_indicator')).toEqual({
      type: 'typing_indicator',
      conversation_id: id,
      user_id: alice.user.id,
      is_typing: true,
    });
    aliceTab.send({ type: 'typing', conversation_id: id, is_typing: false });
    await bobSocket.next('typing_indicator', (f) => !f.is_typing);

    await Promise.all([aliceTab.barrier(), aliceOtherTab.barrier(), eveSocket.barrier()]);
    expect(bobSocket.all('typing_indicator').map((f) => f.user_id)).toEqual([alice.user.id, alice.user.id]);
    expect(aliceTab.all('typing_indicator')).toEqual([]);
    expect(aliceOtherTab.all('typing_indicator')).toEqual([]);
    expect(eveSocket.all('typing_indicator')).toEqual([]);
  });
});

describe('pushes', () => {
  it("delivers new_message to every participant's sockets (the sender's other tabs too) and to no outsider", async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const eve = await buildSignedInUser(server, 'Eve');
    const id = await conversation(alice, bob);
    const [aliceTab, aliceOtherTab, bobSocket, eveSocket] = await Promise.all([
      connect(alice),
      connect(alice),
      connect(bob),
      connect(eve),
    ]);

    const sent = await send(id, alice, 'Are you free on Monday?');
    const expected = { type: 'new_message', conversation_id: id, message: sent };
    expect(await bobSocket.next('new_message')).toEqual(expected);
    expect(await aliceTab.next('new_message')).toEqual(expected);
    expect(await aliceOtherTab.next('new_message')).toEqual(expected);
    await eveSocket.barrier();
    expect(eveSocket.all('new_message')).toEqual([]);
  });

  it('sends message_status read, for the newest message, when the other participant marks the conversation read', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const id = await conversation(alice, bob);
    const aliceSocket = await connect(alice);
    await send(id, alice, 'One');
    const two = await send(id, alice, 'Two');

    const res = await server.request('POST', `/api/conversations/${id}/mark-read`, undefined, bob.headers);
    expect(res.status).toBe(200);
    expect(await aliceSocket.next('message_status')).toEqual({
      type: 'message_status',
      conversation_id: id,
      message_id: two.id,
      user_id: bob.user.id,
      status: 'read',
      at: expect.any(String),
    });
  });

  it('moves delivery forward on message_received (never back) and tells the sender', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const eve = await buildSignedInUser(server, 'Eve');
    const id = await conversation(alice, bob);
    const [aliceSocket, bobSocket, eveSocket] = await Promise.all([
      connect(alice),
      connect(bob),
      connect(eve),
    ]);

    const one = await send(id, alice, 'One');
    await bobSocket.next('new_message', (f) => f.message.id === one.id);
    // Receipts that do not apply change nothing: an outsider's, and the sender's own.
    eveSocket.send({ type: 'message_received', conversation_id: id, message_id: one.id });
    aliceSocket.send({ type: 'message_received', conversation_id: id, message_id: one.id });
    bobSocket.send({ type: 'message_received', conversation_id: id, message_id: one.id });
    expect(await aliceSocket.next('message_status')).toEqual({
      type: 'message_status',
      conversation_id: id,
      message_id: one.id,
      user_id: bob.user.id,
      status: 'delivered',
      at: expect.any(String),
    });
    const afterOne = await thread(id, alice);
    expect(afterOne.map((m) => [m.delivered_to, m.read_by])).toEqual([[[bob.user.id], []]]);

    const two = await send(id, alice, 'Two');
    bobSocket.send({ type: 'message_received', conversation_id: id, message_id: two.id });
    await aliceSocket.next('message_status', (f) => f.message_id === two.id);
    // An older receipt after a newer one moves nothing back and announces nothing.
    bobSocket.send({ type: 'message_received', conversation_id: id, message_id: one.id });
    const three = await send(id, alice, 'Three');
    bobSocket.send({ type: 'message_received', conversation_id: id, message_id: three.id });
    await aliceSocket.next('message_status', (f) => f.message_id === three.id);
    expect(aliceSocket.all('message_status').map((f) => [f.message_id, f.user_id])).toEqual([
      [one.id, bob.user.id],
      [two.id, bob.user.id],
      [three.id, bob.user.id],
    ]);
    expect((await thread(id, alice)).map((m) => m.delivered_to)).toEqual([
      [bob.user.id],
      [bob.user.id],
      [bob.user.id],
    ]);
  });

  it('counts fetching a thread as delivery up to its newest message, announced once', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const id = await conversation(alice, bob);
    const aliceSocket = await connect(alice);
    await send(id, alice, 'One');
    const two = await send(id, alice, 'Two');
    expect(two.delivered_to).toEqual([]);

    // The sender fetching her own messages delivers nothing.
    expect((await thread(id, alice)).map((m) => m.delivered_to)).toEqual([[], []]);
    // The recipient's fetch shows him among those it reached, and the sender hears of it.
    expect((await thread(id, bob)).map((m) => m.delivered_to)).toEqual([[bob.user.id], [bob.user.id]]);
    expect(await aliceSocket.next('message_status')).toMatchObject({
      message_id: two.id,
      user_id: bob.user.id,
      status: 'delivered',
    });
    await thread(id, bob);
    await server.request('POST', `/api/conversations/${id}/mark-read`, undefined, bob.headers);
    await aliceSocket.next('message_status', (f) => f.status === 'read');
    expect(aliceSocket.all('message_status').map((f) => f.status)).toEqual(['delivered', 'read']);
  });

  it('pushes an in-app notification to its user (a worker applies to a posting)', async () => {
    const poster = await buildSignedInUser(server, 'Olivia Employer');
    const worker = await buildSignedInUser(server, 'Maya Worker');
    const posting = await buildPosting(server, { posterId: poster.user.id });
    const posterSocket = await connect(poster);
    const workerSocket = await connect(worker);

    const res = await server.request(
      'POST',
      `/api/gigs/${posting.id}/apply`,
      { cover_letter: 'I have ten years of residential electrical work and my own tools.' },
      worker.headers,
    );
    expect(res.status, res.text).toBe(201);
    const pushed = await posterSocket.next('notification');
    const list = await server.request('GET', '/api/notifications', undefined, poster.headers);
    expect(pushed).toEqual({ type: 'notification', notification: list.body.notifications[0] });
    await workerSocket.barrier();
    expect(workerSocket.all('notification')).toEqual([]);
  });
});

describe('presence', () => {
  it('announces online on the first socket, away, and offline on the last one, to people who share a conversation', async () => {
    const alice = await buildSignedInUser(server, 'Alice');
    const bob = await buildSignedInUser(server, 'Bob');
    const stranger = await buildSignedInUser(server, 'Stranger');
    await conversation(alice, bob);
    const aliceSocket = await connect(alice);
    const strangerSocket = await connect(stranger);
    const bobStatuses = () =>
      aliceSocket
        .all('user_status')
        .filter((f) => f.user_id === bob.user.id)
        .map((f) => f.status);

    const start = server.app.realtime.size;
    const bobTab = await connect(bob);
    await aliceSocket.next('user_status', (f) => f.user_id === bob.user.id);
    const bobOtherTab = await connect(bob);
    // Someone else's status is not bob's to set.
    bobOtherTab.send({ type: 'status_update', status: 'away', user_id: alice.user.id });
    bobOtherTab.send({ type: 'status_update', status: 'online', user_id: bob.user.id });
    bobOtherTab.send({ type: 'status_update', status: 'away' });
    await vi.waitFor(() => expect(bobStatuses()).toEqual(['online', 'away']));

    await bobTab.close();
    await serverSockets(server, start + 1);
    bobOtherTab.send({ type: 'status_update', status: 'online' });
    await vi.waitFor(() => expect(bobStatuses()).toEqual(['online', 'away', 'online']));
    await bobOtherTab.close();
    await vi.waitFor(() => expect(bobStatuses()).toEqual(['online', 'away', 'online', 'offline']));
    expect(aliceSocket.all('user_status').filter((f) => f.user_id !== bob.user.id)).toEqual([]);
    await strangerSocket.barrier();
    expect(strangerSocket.all('user_status')).toEqual([]);
  });
});

describe('connection upkeep', () => {
  it("closes a revoked session's sockets with 4401 and keeps the user's other sessions", async () => {
    const bob = await buildSignedInUser(server, 'Bob');
    const other = await signInAs(server, bob.user);
    const revokedSocket = await connect(bob);
    const otherSocket = await connect({ ...bob, token: other.token });

    expect((await server.request('POST', '/api/auth/logout', undefined, bob.headers)).status).toBe(200);
    expect(await revokedSocket.closed).toBe(REALTIME_CLOSE.sessionRevoked);
    await otherSocket.barrier();
  });

  it('drops a socket that stops answering pings and keeps one that answers', async () => {
    const bob = await buildSignedInUser(server, 'Bob');
    const dead = await connect(bob, { autoPong: false });
    const alive = await connect(bob);
    const startedAt = Date.now();
    expect(await dead.closed).toBe(1006);
    expect(Date.now() - startedAt).toBeLessThan(HEARTBEAT_MS * 4);
    await alive.barrier();
  });

  it('ignores frames beyond 50 a second, then closes a flooding socket (1008), and closes on an oversized frame (1009)', async () => {
    const bob = await buildSignedInUser(server, 'Bob');
    const socket = await connect(bob);
    for (let i = 0; i < 60; i += 1) socket.send({ type: 'ping' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(socket.all('pong')).toHaveLength(50);
    await socket.barrier(); // a new second, a new budget

    for (let i = 0; i < 250; i += 1) socket.send({ type: 'ping' });
    expect(await socket.closed).toBe(1008);

    const big = await connect(bob);
    big.send(JSON.stringify({ type: 'ping', padding: 'x'.repeat(17 * 1024) }));
    expect(await big.closed).toBe(1009);
  });

  it('says goodbye (1001) to every socket when the server closes, and never logs the token', async () => {
    const logLines: string[] = [];
    const own = await startTestServer({}, { logLines });
    try {
      const bob = await buildSignedInUser(own, 'Bob');
      const socket = await openSocket(own, bob.token);
      await refusedUpgrade(own, '?token=secret-looking-token-123');
      await own.close();
      expect(await socket.closed).toBe(1001);
    } finally {
      await own.close().catch(() => {});
    }
    const logs = logLines.join('\n');
    expect(logs).toContain('socket opened');
    expect(logs).not.toContain('token=');
    expect(logs).not.toContain('secret-looking-token-123');
    expect(logs).not.toMatch(/eyJ[\w-]+\.[\w-]+\./); // no JWT anywhere
  });
});

describe.skipIf(!(testTarget.postgres && testTarget.redisUrl))(
  'two server instances (PostgreSQL + Redis)',
  () => {
    let second: TestServer;
    beforeAll(async () => {
      second = await startTestServer({}, { sameDataAs: server, realtime: { heartbeatMs: HEARTBEAT_MS } });
    });
    afterAll(() => second.close());

    it('delivers new_message and message_status from one instance to sockets on the other', async () => {
      const alice = await buildSignedInUser(server, 'Alice');
      const bob = await buildSignedInUser(server, 'Bob');
      const id = await conversation(alice, bob);
      const aliceOnFirst = await connect(alice);
      const bobOnSecond = await connect(bob, { on: second });

      const sent = await send(id, alice, 'Across instances', server);
      expect(await bobOnSecond.next('new_message')).toEqual({
        type: 'new_message',
        conversation_id: id,
        message: sent,
      });
      bobOnSecond.send({ type: 'message_received', conversation_id: id, message_id: sent.id });
      expect(await aliceOnFirst.next('message_status')).toMatchObject({
        message_id: sent.id,
        user_id: bob.user.id,
        status: 'delivered',
      });
      const read = await second.request('POST', `/api/conversations/${id}/mark-read`, undefined, bob.headers);
      expect(read.status).toBe(200);
      expect(await aliceOnFirst.next('message_status', (f) => f.status === 'read')).toMatchObject({
        message_id: sent.id,
        user_id: bob.user.id,
      });
    });

    it('counts presence across instances: online on the first socket anywhere, offline on the last', async () => {
      const carol = await buildSignedInUser(server, 'Carol');
      const dave = await buildSignedInUser(server, 'Dave');
      await conversation(carol, dave);
      const carolOnFirst = await connect(carol);
      const daveStatuses = () =>
        carolOnFirst
          .all('user_status')
          .filter((f) => f.user_id === dave.user.id)
          .map((f) => f.status);

      const daveOnSecond = await connect(dave, { on: second });
      await vi.waitFor(() => expect(daveStatuses()).toEqual(['online']));
      const daveOnFirst = await connect(dave);
      const secondStart = second.app.realtime.size;
      await daveOnSecond.close();
      await serverSockets(second, secondStart - 1);
      // Dave still has a socket on the first instance: his presence key keeps its count there only.
      const key = `${server.env.REDIS_PREFIX}presence:user:${dave.user.id}`;
      await vi.waitFor(async () =>
        expect(await server.app.ctx.redis!.hgetall(key)).toEqual({ [server.app.realtime.instanceId]: '1' }),
      );
      daveOnFirst.send({ type: 'status_update', status: 'away' });
      await vi.waitFor(() => expect(daveStatuses()).toEqual(['online', 'away']));
      await daveOnFirst.close();
      await vi.waitFor(() => expect(daveStatuses()).toEqual(['online', 'away', 'offline']));
      expect(await server.app.ctx.redis!.exists(key)).toBe(0);
    });
  },
);
