/**
 * The reference for the API overhead benchmark, in its own process: a bare Fastify app
 * (no hooks, no logger, no schemas) with a hello route and a route running the very SELECT
 * the server's profile read runs (drizzle's own SQL text for `findUserById`, as a named
 * statement like the server's) on the same kind of pool (a 10-connection pg.Pool on the same
 * PostgreSQL database, or PGlite), and the same
 * two routes again in a scope with the server's compression plugin, to price the plugin alone.
 *
 * Env: BENCH_DATABASE_URL (PostgreSQL; unset: a fresh in-memory PGlite with the user's row
 * copied in from BENCH_USER_JSON), BENCH_USER_ID.
 * IPC: out { type: 'ready', url }; in { type: 'cpu' } → { type: 'cpu', usage }; in { type: 'close' }.
 */
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client';
import { users } from '../../apps/server/src/db/schema/users';
import { createUser } from '../../apps/server/src/modules/users/users.service';
import { registerCompression } from '../../apps/server/src/platform/compression';
import { sendToParent } from './bench-env';

type Query = (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function connect(): Promise<{ query: Query; close: () => Promise<void>; sqlText: string }> {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const userId = process.env.BENCH_USER_ID!;
  if (databaseUrl) {
    // The server's own pool settings (apps/server/src/db/client.ts).
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const sqlText = drizzle({ client: pool }).select().from(users).where(eq(users.id, userId)).toSQL().sql;
    // Named, as the server's statement is: each connection parses it once.
    return {
      query: (text, values) => pool.query({ name: 'bench_users_by_id', text, values }),
      close: () => pool.end(),
      sqlText,
    };
  }
  const handle = await openDatabase({});
  await handle.migrate();
  const row = JSON.parse(process.env.BENCH_USER_JSON!);
  await createUser(handle.db, { ...row, createdAt: new Date(row.createdAt) });
  const sqlText = handle.db.select().from(users).where(eq(users.id, userId)).toSQL().sql;
  // The PGlite client under drizzle: the same engine the server runs on.
  const client = (handle.db as unknown as { $client: { query: Query } }).$client;
  return { query: (text, values) => client.query(text, values), close: () => handle.close(), sqlText };
}

async function main() {
  const userId = process.env.BENCH_USER_ID!;
  const database = await connect();
  const app = Fastify();
  const routes = async (scope: FastifyInstance) => {
    scope.get('/hello', async () => ({ hello: 'world' }));
    scope.get('/me', async () => {
      const { rows } = await database.query(database.sqlText, [userId]);
      return rows[0];
    });
  };
  await app.register(routes);
  await app.register(
    async (scope) => {
      await registerCompression(scope);
      await routes(scope);
    },
    { prefix: '/compressed' },
  );
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  sendToParent({ type: 'ready', url });

  process.on('message', async (message: { type?: string }) => {
    if (message?.type === 'cpu') sendToParent({ type: 'cpu', usage: process.cpuUsage() });
    if (message?.type !== 'close') return;
    await app.close();
    await database.close();
    process.exit(0);
  });
}

main().catch((error) => {
  console.error(error);
  sendToParent({ type: 'error', message: String(error?.stack ?? error) });
  process.exit(1);
});
