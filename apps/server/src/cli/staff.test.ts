import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testTarget } from '../../test/test-database';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { auditEvents } from '../db/schema/audit';
import { userRoles } from '../db/schema/roles';
import { createUser } from '../modules/users/users.service';
import { serverRoot } from '../platform/paths';

/**
 * The staff command as an operator runs it: a child process on the database the server would
 * open (PGlite in DATA_DIR, or DATABASE_URL on the PostgreSQL pass).
 */
const repoRoot = path.join(serverRoot(), '..', '..');
const cli = path.join(serverRoot(), 'src', 'cli', 'staff.ts');
const run = promisify(execFile);

let dataDir: string;
let databaseUrl: string | undefined;
let closeDatabase: () => Promise<void> = async () => {};

async function staff(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The database the command works on, opened by the test between runs (PGlite allows one process). */
async function withDatabase<T>(use: (db: DatabaseHandle['db']) => Promise<T>): Promise<T> {
  const handle = databaseUrl ? await openDatabase({ url: databaseUrl }) : await openDatabase({ dataDir });
  try {
    await handle.migrate();
    return await use(handle.db);
  } finally {
    await handle.close();
  }
}

/** The audit trail's staff events, oldest first. */
const staffEvents = () =>
  withDatabase((db) =>
    db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(like(auditEvents.action, 'security.staff_%'))
      .orderBy(asc(auditEvents.createdAt)),
  );

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hh-staff-cli-'));
  if (testTarget.postgres) {
    const database = await createTestDatabase();
    databaseUrl = database.url;
    closeDatabase = () => database.close();
  }
  await withDatabase((db) =>
    createUser(db, { email: 'Sam.Support@Example.ca', fullName: 'Sam Support', userType: 'worker' }),
  );
}, 120_000);
afterAll(async () => {
  await closeDatabase();
  rmSync(dataDir, { recursive: true, force: true });
});

// Each run starts Node, compiles the command (tsx) and opens the database: seconds, not milliseconds.
describe('npm run staff', { timeout: 90_000 }, () => {
  it('grants staff by e-mail address (any case) and says so; a second grant changes nothing', async () => {
    const granted = await staff('grant', 'sam.support@example.ca');
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('Granted staff to Sam.Support@Example.ca.');
    const again = await staff('grant', 'Sam.Support@Example.ca');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('is already staff; nothing changed.');
    expect(await withDatabase((db) => db.select().from(userRoles))).toHaveLength(1);
    // In the account's security activity, once, by no signed-in actor (the command).
    expect(await staffEvents()).toEqual([{ action: 'security.staff_granted', actorId: null }]);
  });

  it('lists the staff accounts', async () => {
    const listed = await staff('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(
      /1 staff account\(s\) in .*:\n {2}Sam\.Support@Example\.ca {2}Sam Support {2}since \d{4}-/,
    );
  });

  it('exits 1 with a clear message for an unknown e-mail address, and 2 for a wrong command', async () => {
    const unknown = await staff('grant', 'nobody@example.ca');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the e-mail address nobody@example.ca; nothing changed.');
    const wrong = await staff('promote', 'sam.support@example.ca');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('Usage: npm run staff -- grant <email> | revoke <email> | list');
    expect((await staff('grant')).code).toBe(2);
  });

  it('revokes staff', async () => {
    const revoked = await staff('revoke', 'sam.support@example.ca');
    expect(revoked.code).toBe(0);
    expect(revoked.stdout).toContain('Revoked staff from Sam.Support@Example.ca.');
    expect(await withDatabase((db) => db.select().from(userRoles))).toEqual([]);
    expect(await staffEvents()).toEqual([
      { action: 'security.staff_granted', actorId: null },
      { action: 'security.staff_revoked', actorId: null },
    ]);
  });

  it.skipIf(testTarget.postgres)('refuses an embedded database another process has open', async () => {
    const open = await openDatabase({ dataDir });
    try {
      const refused = await staff('list');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is open in another process (pid ${process.pid})`);
    } finally {
      await open.close();
    }
  });
});
