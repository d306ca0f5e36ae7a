import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { migrationsDir, serverRoot } from '../src/platform/paths';

/**
 * Which backing services API tests use: embedded PGlite and in-process by
 * default; the real PostgreSQL and Redis when HH_TEST_TARGET=postgres (the test
 * runner sets it, with TEST_DATABASE_URL and TEST_REDIS_URL, on a second pass).
 */
export const testTarget = {
  postgres: process.env.HH_TEST_TARGET === 'postgres',
  databaseUrl: process.env.TEST_DATABASE_URL,
  redisUrl: process.env.HH_TEST_TARGET === 'postgres' ? process.env.TEST_REDIS_URL : undefined,
};

/** A fresh, migrated, empty database for one test file: in-memory PGlite or a new PostgreSQL database. */
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string; url?: string }> {
  if (!testTarget.postgres) {
    const handle = await openDatabase({ template: await migratedPgliteTemplate() });
    await handle.migrate(); // a no-op on the template; keeps a stale template honest
    return { ...handle, name: 'pglite-memory' };
  }
  if (!testTarget.databaseUrl) throw new Error('HH_TEST_TARGET=postgres needs TEST_DATABASE_URL');
  const name = `hh_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: testTarget.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testTarget.databaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    name,
    url: url.toString(),
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testTarget.databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/**
 * PGlite runs initdb for every new database (seconds). Test files instead start
 * from a dump of a freshly migrated database, kept on disk and keyed by the
 * migrations' content, so a changed migration makes a new template.
 */
async function migratedPgliteTemplate(): Promise<Blob> {
  const folder = migrationsDir();
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true }).map(String).sort()) {
    const full = path.join(folder, file);
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(full));
  }
  const cacheDir = path.join(serverRoot(), '..', '..', '.test-data');
  const file = path.join(cacheDir, `pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);

  const fresh = await openDatabase({});
  await fresh.migrate();
  const dump = await fresh.dump!();
  await fresh.close();
  mkdirSync(cacheDir, { recursive: true });
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
  return dump;
}
