import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/db/client';

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
export async function createTestDatabase(): Promise<DatabaseHandle & { name: string }> {
  if (!testTarget.postgres) {
    const handle = await openDatabase({});
    await handle.migrate();
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
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testTarget.databaseUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
