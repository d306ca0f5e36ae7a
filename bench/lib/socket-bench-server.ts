/**
 * One server instance for the socket benchmark, in its own process (so the load generator and
 * its 2,000 sockets do not share the server's event loop): builds the real app on the given
 * database (and Redis), listens, and answers over IPC.
 *
 * Env: BENCH_DATA_DIR (signing key; PGlite's files without a database URL), BENCH_DATABASE_URL,
 * BENCH_REDIS_URL, BENCH_REDIS_PREFIX.
 * IPC in: { type: 'users', count, tag } → { type: 'users', users: [{ id, token }] };
 * { type: 'stats' } → { type: 'stats', ... }; { type: 'close' } → { type: 'closed' }.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { startSession } from '../../apps/server/src/modules/auth/auth.service';
import { createUser } from '../../apps/server/src/modules/users/users.service';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { benchServerEnv, sendToParent } from './bench-env';

async function main() {
  const env = benchServerEnv();
  const app = await buildApp(env, { logger: { level: 'warn' } });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  sendToParent({ type: 'ready', url, bus: app.ctx.bus.name, database: app.ctx.dbKind });

  // People straight in the database: the sign-up and sign-in limits (rightly) stop 2,000
  // accounts from one address, and hashing one password per account would take minutes.
  async function createUsers(count: number, tag: string) {
    const passwordHash = await hashPassword(`Bench#${tag}`);
    const users: { id: string; token: string }[] = [];
    for (let start = 0; start < count; start += 50) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(50, count - start) }, async (_, k) => {
          const i = start + k;
          const user = await createUser(app.ctx.db, {
            email: `bench-${tag}-${i}@example.ca`,
            passwordHash,
            fullName: `Bench Person ${i}`,
            userType: i % 2 === 0 ? 'employer' : 'worker',
          });
          if (!user) throw new Error('bench user already exists');
          const session = await startSession(app.ctx, user, {
            client: { ip: '127.0.0.1', userAgent: 'socket-bench' },
            method: 'password',
          });
          return { id: user.id, token: session.accessToken };
        }),
      );
      users.push(...batch);
    }
    return users;
  }

  // How long the server's thread was busy at a stretch: what a socket push may wait behind.
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  let cpuMark = process.cpuUsage();
  let timeMark = performance.now();
  process.on('message', async (message: { type?: string; count?: number; tag?: string }) => {
    try {
      if (message.type === 'users') {
        sendToParent({ type: 'users', users: await createUsers(message.count ?? 0, message.tag ?? 'x') });
      } else if (message.type === 'mark') {
        cpuMark = process.cpuUsage();
        timeMark = performance.now();
        loopDelay.reset();
        sendToParent({ type: 'marked' });
      } else if (message.type === 'stats') {
        const cpu = process.cpuUsage(cpuMark);
        const elapsedMs = performance.now() - timeMark;
        sendToParent({
          type: 'stats',
          sockets: app.realtime.size,
          rssMb: process.memoryUsage().rss / 2 ** 20,
          cpuPercent: ((cpu.user + cpu.system) / 1000 / elapsedMs) * 100,
          loopDelayP99Ms: loopDelay.percentile(99) / 1e6,
          loopDelayMaxMs: loopDelay.max / 1e6,
        });
      } else if (message.type === 'close') {
        await app.close();
        sendToParent({ type: 'closed' });
        process.exit(0);
      }
    } catch (error) {
      sendToParent({ type: 'error', message: String((error as Error)?.stack ?? error) });
    }
  });
}

main().catch((error) => {
  console.error(error);
  sendToParent({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
});
