import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { MESSAGE_RATE_LIMIT } from '@hirehand/shared/messaging/messaging';
import { MESSAGING_ERRORS } from '@hirehand/shared/messaging/messaging-errors';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildUser, signInAs, TEST_PASSWORD } from '../../test/factories';
import { openSocket, type TestSocket } from '../../test/sockets';
import { startTestServer, type TestServer } from '../../test/start-test-server';
import { testTarget } from '../../test/test-database';

/**
 * Redis goes away mid-conversation and comes back. The test runs its own redis-server (never
 * the shared one, which other test files use), kills it with SIGKILL and restarts it empty on
 * the same port, as a crashed Redis without persistence would come back.
 */
const redisServerBinary = (process.env.PATH ?? '')
  .split(path.delimiter)
  .map((dir) => path.join(dir, 'redis-server'))
  .find((file) => existsSync(file));

const PASSWORD = 'outage-test-password';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** One PING over a raw socket: true when the server answers. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(500);
    socket.once('connect', () => socket.write(`AUTH ${PASSWORD}\r\nPING\r\n`));
    socket.on('data', (data) => {
      if (data.toString().includes('+PONG')) {
        socket.destroy();
        resolve(true);
      }
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

function ownRedis(binary: string, port: number) {
  let child: ChildProcess | undefined;
  return {
    url: `redis://:${PASSWORD}@127.0.0.1:${port}`,
    async start() {
      const args = ['--port', String(port), '--bind', '127.0.0.1', '--requirepass', PASSWORD];
      child = spawn(binary, [...args, '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
      await vi.waitFor(
        async () => {
          if (!(await answersPing(port))) throw new Error('redis-server is not answering yet');
        },
        { timeout: 5_000, interval: 50 },
      );
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Runs a request and answers it with how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

describe.skipIf(!redisServerBinary)(
  redisServerBinary ? 'Redis outage' : 'Redis outage (skipped: no redis-server on PATH)',
  () => {
    let redis: ReturnType<typeof ownRedis>;
    let first: TestServer;
    // A second instance on the same PostgreSQL database and Redis (PostgreSQL target only).
    let second: TestServer | undefined;
    const logLines: string[] = [];
    const sockets: TestSocket[] = [];

    beforeAll(async () => {
      redis = ownRedis(redisServerBinary!, await freePort());
      await redis.start();
      first = await startTestServer({ REDIS_URL: redis.url }, { logLines });
      if (testTarget.postgres)
        second = await startTestServer({ REDIS_URL: redis.url }, { sameDataAs: first });
    });
    let serversClosed = false;
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
      if (!serversClosed) {
        await second?.close();
        await first?.close();
      }
      await redis?.kill();
    });

    const connect = async (server: TestServer, token: string) => {
      const socket = await openSocket(server, token);
      sockets.push(socket);
      return socket;
    };
    const messagesWithId = (socket: TestSocket, id: string) =>
      socket.all('new_message').filter((frame) => frame.message.id === id);
    const redisState = async (server: TestServer) => (await server.request('GET', '/api/health')).body.redis;

    it('keeps sign-in, sending and local delivery fast while Redis is down, and recovers when it returns', async () => {
      const alice = await buildUser(first, { fullName: 'Alice' });
      const bob = await buildUser(first, { fullName: 'Bob' });
      const aliceAuth = (await signInAs(first, alice)).headers;
      const bobSession = await signInAs(first, bob);
      const created = await first.request(
        'POST',
        '/api/conversations',
        { participant_ids: [bob.id] },
        aliceAuth,
      );
      expect(created.status, created.text).toBe(201);
      const conversationId = created.body.id as string;
      const aliceSocket = await connect(first, (await signInAs(first, alice)).token);
      const bobSocket = await connect(first, bobSession.token);
      expect(await redisState(first)).toBe('up');

      const send = async (server: TestServer, headers: Record<string, string>, content: string) =>
        server.request('POST', `/api/conversations/${conversationId}/messages`, { content }, headers);

      // With Redis up, the sender's own instance delivers once (no second copy from Redis).
      const before = await send(first, aliceAuth, 'Before the outage');
      expect(before.status, before.text).toBe(201);
      await bobSocket.next('new_message', (f) => f.message.id === before.body.id);
      await bobSocket.barrier();
      expect(messagesWithId(bobSocket, before.body.id)).toHaveLength(1);

      await redis.kill();
      await vi.waitFor(() => expect(first.app.ctx.redis!.status).not.toBe('ready'));

      // Signing in again and sending both answer at once, and Bob's socket on this instance gets the message.
      const [login, loginMs] = await timed(() =>
        first.request('POST', '/api/auth/login', { email: alice.email, password: TEST_PASSWORD }),
      );
      expect(login.status, login.text).toBe(200);
      expect(loginMs).toBeLessThan(1_000);
      const aliceAgain = { authorization: `Bearer ${login.body.access_token}` };
      const [during, sendMs] = await timed(() => send(first, aliceAgain, 'During the outage'));
      expect(during.status, during.text).toBe(201);
      expect(sendMs).toBeLessThan(1_000);
      await bobSocket.next('new_message', (f) => f.message.id === during.body.id, 2_000);
      // A socket opens (presence cannot reach Redis) and the health check answers, saying Redis is down.
      const [, socketMs] = await timed(() => connect(first, login.body.access_token));
      expect(socketMs).toBeLessThan(1_000);
      const [health, healthMs] = await timed(() => first.request('GET', '/api/health'));
      expect(health.status).toBe(200);
      expect(health.body).toMatchObject({ status: 'ok', redis: 'down' });
      expect(healthMs).toBeLessThan(1_000);

      // Limits still hold, counted on this instance (where the message above already counts).
      const burst = await Promise.all(
        Array.from({ length: MESSAGE_RATE_LIMIT.max }, (_, i) => send(first, aliceAgain, `Burst ${i}`)),
      );
      const statuses = burst.map((res) => res.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(MESSAGE_RATE_LIMIT.max - 1);
      expect(burst.find((res) => res.status === 429)?.body).toEqual(MESSAGING_ERRORS.tooManyMessages);

      await redis.start();
      await vi.waitFor(async () => expect(await redisState(first)).toBe('up'), { timeout: 5_000 });
      if (second) await vi.waitFor(async () => expect(await redisState(second!)).toBe('up'));

      // Rate limits count in Redis again (it came back empty).
      const carol = await buildUser(first, { fullName: 'Carol' });
      const carolLogin = await first.request('POST', '/api/auth/login', {
        email: carol.email,
        password: TEST_PASSWORD,
      });
      expect(carolLogin.status, carolLogin.text).toBe(200);
      expect(await first.app.ctx.redis!.keys(`${first.env.REDIS_PREFIX}rate:*`)).not.toHaveLength(0);
      // Presence counts are back in Redis: Alice's two sockets here, one of them opened during the outage.
      const aliceKey = `${first.env.REDIS_PREFIX}presence:user:${alice.id}`;
      await vi.waitFor(async () =>
        expect(await first.app.ctx.redis!.hgetall(aliceKey)).toEqual({
          [first.app.realtime.instanceId]: '2',
        }),
      );

      // Bob answers after recovery: Alice's sockets get it once each.
      const after = await send(first, { authorization: `Bearer ${bobSession.token}` }, 'After the outage');
      expect(after.status, after.text).toBe(201);
      await aliceSocket.next('new_message', (f) => f.message.id === after.body.id);
      await aliceSocket.barrier();
      expect(messagesWithId(aliceSocket, after.body.id)).toHaveLength(1);

      // One warning for the outage and one line for the recovery, never a line per request or the password.
      const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
      expect(entries.filter((e) => e.level >= 50)).toEqual([]);
      expect(entries.filter((e) => e.level === 40 && /redis/i.test(e.msg))).toHaveLength(1);
      expect(
        entries.filter((e) => e.level === 30 && /redis/i.test(e.msg) && /again/.test(e.msg)),
      ).toHaveLength(1);
      expect(logLines.join('\n')).not.toContain(PASSWORD);

      if (!second) return;
      // Across instances again, both ways: the first instance publishes and listens on Redis again.
      const bobOnSecond = await connect(second, bobSession.token);
      const toSecond = await send(first, aliceAgain, 'Across instances after the outage');
      expect(toSecond.status, toSecond.text).toBe(201);
      await bobOnSecond.next('new_message', (f) => f.message.id === toSecond.body.id);
      const toFirst = await send(
        second,
        { authorization: `Bearer ${bobSession.token}` },
        'And back from the other instance',
      );
      expect(toFirst.status, toFirst.text).toBe(201);
      await aliceSocket.next('new_message', (f) => f.message.id === toFirst.body.id);
      await bobOnSecond.barrier();
      expect(messagesWithId(bobOnSecond, toSecond.body.id)).toHaveLength(1);
    });

    it('shuts down promptly while Redis is down', async () => {
      const dave = await buildUser(first, { fullName: 'Dave' });
      await connect(first, (await signInAs(first, dave)).token);
      await redis.kill();
      const servers = second ? [first, second] : [first];
      serversClosed = true;
      const [, closeMs] = await timed(() => Promise.all(servers.map((server) => server.close())));
      expect(closeMs).toBeLessThan(3_000);
    });
  },
);
