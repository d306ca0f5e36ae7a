/**
 * The server under test, in its own process (so the load generator does not share its event
 * loop): prepares a fresh, migrated and seeded database, builds the real app on it, EXPLAINs
 * the representative queries, listens, and reports back over IPC.
 *
 * Env: BENCH_DATA_DIR (a fresh folder), BENCH_DATABASE_URL (PostgreSQL; unset: PGlite), BENCH_POSTINGS.
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/client';
import { benchServerEnv, sendToParent } from './bench-env';
import { explainRepresentativeQueries } from './explain';
import { seedPostings } from './seed';

async function main() {
  const env = benchServerEnv();
  const postings = Number(process.env.BENCH_POSTINGS ?? 100_000);
  const startedAt = performance.now();
  if (!env.DATABASE_URL) {
    // PGlite writes each page through the file system, which makes a 100k-row insert several
    // times slower than in memory: seed in memory, then write the finished data dir to disk.
    const memory = await openDatabase({});
    await memory.migrate();
    await seedPostings(memory.db, postings);
    const dump = await memory.dump!();
    await memory.close();
    const disk = await openDatabase({ dataDir: env.DATA_DIR, template: dump });
    await disk.close();
  }
  const app = await buildApp(env, { logger: { level: 'error' } });
  if (env.DATABASE_URL) await seedPostings(app.ctx.db, postings);
  const seedMs = performance.now() - startedAt;

  const explains = await explainRepresentativeQueries(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  sendToParent({ type: 'ready', url, seedMs, explains });

  process.on('message', async (message: { type?: string }) => {
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
