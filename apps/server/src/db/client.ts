import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../platform/paths';
import { lockPgliteFolder } from './pglite-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** What repos take: the database or a transaction, so services decide the unit of work. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball, to open copies from. */
  dump?(): Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder for PGlite's files; absent means in memory (tests). */
  dataDir?: string;
  /** A PGlite data-directory dump to start from instead of running initdb (test databases). */
  template?: Blob;
}

/** Opens PGlite (default) or a PostgreSQL pool; both speak the same migrations and queries. */
export async function openDatabase({ url, dataDir, template }: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const folder = migrationsDir();
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', () => {}); // an idle client's error must not crash the process; queries report their own
    const db = drizzleNodePg({ client: pool, schema });
    await pool.query('select 1');
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateNodePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : undefined;
  if (pgliteDir) mkdirSync(pgliteDir, { recursive: true });
  const unlock = pgliteDir ? lockPgliteFolder(pgliteDir) : () => {};
  let client: PGlite;
  try {
    client = await PGlite.create(pgliteDir, {
      extensions: { pg_trgm, cube, earthdistance, unaccent },
      loadDataDir: template,
    });
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    close: async () => {
      await client.close();
      unlock();
    },
    dump: () => client.dumpDataDir('none'),
  };
}
