import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { users } from '../schema/users';
import { DEMO_USERS } from './demo-users';

// Demo accounts share a published password: a deployment must never get them by default.
describe('demo seed by environment', () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const userCount = async (s: TestServer) => {
    const [row] = await s.database.db.select({ count: sql<number>`count(*)::int` }).from(users);
    return row?.count ?? 0;
  };

  it('leaves an empty production database empty when SEED_DEMO is unset', async () => {
    server = await startTestServer({ NODE_ENV: 'production', MAIL_MODE: 'outbox', SEED_DEMO: '' });
    expect(server.env.SEED_DEMO).toBe(false);
    expect(await userCount(server)).toBe(0);
    const signIn = await server.request('POST', '/api/auth/login', {
      email: DEMO_USERS[0]!.email,
      password: 'Demo1234!',
    });
    expect(signIn.status).not.toBe(200);
  });

  it('seeds production only on purpose, with a warning in the log', async () => {
    const logLines: string[] = [];
    server = await startTestServer(
      { NODE_ENV: 'production', MAIL_MODE: 'outbox', SEED_DEMO: 'true' },
      { logLines },
    );
    expect(await userCount(server)).toBe(DEMO_USERS.length);
    const warning = logLines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.feature === 'seed' && entry.level === 40);
    expect(warning?.msg).toMatch(/SEED_DEMO=true.*PUBLISHED PASSWORD/);
  });

  it('seeds a fresh development database by default, as `npm start` runs', async () => {
    const logLines: string[] = [];
    server = await startTestServer({ NODE_ENV: 'development', SEED_DEMO: '' }, { logLines });
    expect(await userCount(server)).toBe(DEMO_USERS.length);
    expect(logLines.some((line) => line.includes('"level":40') && line.includes('"feature":"seed"'))).toBe(
      false,
    );
  });
});
