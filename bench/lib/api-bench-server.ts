/**
 * The real server for the API overhead benchmark, in its own process: builds the app
 * (buildApp, production settings and log level unless BENCH_LOG_LEVEL says otherwise) on a
 * fresh database, creates one user with a filled-in profile and a signed-in session, listens,
 * and reports its address, the bearer token and the user's row over IPC; answers { type: 'cpu' }
 * with its CPU time so far.
 *
 * Env: BENCH_DATA_DIR (a fresh folder: PGlite's files, or only the signing key),
 * BENCH_DATABASE_URL (PostgreSQL; unset: PGlite), BENCH_LOG_LEVEL (info).
 */
import { buildApp } from '../../apps/server/src/app';
import { startSession } from '../../apps/server/src/modules/auth/auth.service';
import { createUser } from '../../apps/server/src/modules/users/users.service';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords';
import { benchServerEnv, sendToParent } from './bench-env';

/** The profile the benchmark reads: every field filled, as a real one would be. */
const benchProfile = {
  email: 'bench-profile@example.ca',
  fullName: 'Avery Benchmark',
  userType: 'worker' as const,
  phone: '+14165550123',
  city: 'Toronto',
  skills: ['Electrical', 'Carpentry', 'Drywall', 'Painting'],
  bio: 'Licensed electrician with ten years of residential and light commercial work.',
  emailVerified: true,
};

async function main() {
  const env = benchServerEnv({ LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info' });
  const app = await buildApp(env);
  const user = await createUser(app.ctx.db, {
    ...benchProfile,
    passwordHash: await hashPassword('Bench#Profile1'),
  });
  if (!user) throw new Error('bench user already exists');
  const session = await startSession(app.ctx, user, {
    client: { ip: '127.0.0.1', userAgent: 'api-overhead-bench' },
    method: 'password',
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  sendToParent({ type: 'ready', url, token: session.accessToken, user });

  process.on('message', async (message: { type?: string }) => {
    if (message?.type === 'cpu') sendToParent({ type: 'cpu', usage: process.cpuUsage() });
    if (message?.type !== 'close') return;
    await app.close();
    sendToParent({ type: 'closed' });
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  sendToParent({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
});
