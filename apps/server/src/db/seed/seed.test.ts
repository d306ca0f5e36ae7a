import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/start-test-server';
import { users } from '../schema/users';
import { DEMO_SIGN_INS, DEMO_USERS } from './demo-users';
import { seedDemoData } from './seed';

describe('demo seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_DEMO: 'true' });
  });
  afterAll(() => server.close());

  it('fills an empty database with workers, employers and companies placed in real cities', async () => {
    const rows = await server.database.db.select().from(users);
    expect(rows).toHaveLength(DEMO_USERS.length);
    const types = new Set(rows.map((row) => row.userType));
    expect(types).toEqual(new Set(['worker', 'employer', 'company']));
    expect(new Set(rows.map((row) => row.country))).toEqual(new Set(['CA', 'US']));
    for (const row of rows) {
      expect(row.latitude, row.email).toBeTypeOf('number');
      expect(row.longitude, row.email).toBeTypeOf('number');
      expect(row.trustScore).toBeGreaterThanOrEqual(0);
      expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const maya = rows.find((row) => row.email === DEMO_SIGN_INS[0]!.email)!;
    expect(maya).toMatchObject({ city: 'Vancouver', region: 'BC', userType: 'worker' });
    expect(maya.latitude!).toBeCloseTo(49.25, 1);
  });

  it('leaves a database that has users alone', async () => {
    await seedDemoData(server.app.ctx, server.app.log);
    const [{ count } = { count: 0 }] = await server.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users);
    expect(count).toBe(DEMO_USERS.length);
  });

  it('enforces one account per e-mail, whatever the case', async () => {
    await expect(
      server.database.db
        .insert(users)
        .values({ email: DEMO_SIGN_INS[0]!.email.toUpperCase(), fullName: 'Copy' }),
    ).rejects.toThrow();
  });
});
