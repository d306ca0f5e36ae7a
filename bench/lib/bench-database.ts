import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database for one run, dropped afterwards. */
export async function withPostgresDatabase<T>(
  adminUrl: string,
  run: (url: string) => Promise<T>,
): Promise<T> {
  const name = `hh_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await run(url.toString());
  } finally {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  }
}
