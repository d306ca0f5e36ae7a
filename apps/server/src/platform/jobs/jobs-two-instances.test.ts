import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testTarget } from '../../../test/test-database';
import { type DatabaseHandle, openDatabase } from '../../db/client';
import { backgroundJobs, recurringJobRuns } from '../../db/schema/jobs';
import { createJobRunner } from './job-runner';
import { captureLog, deferred, jobRow, manualClock, type TestJobs } from './job-test-helpers';
import type { JobRunner } from './job-types';

/**
 * Two instances, each with its own connection pool, on one PostgreSQL database: what PGlite
 * (one connection) cannot show. Runs whenever TEST_DATABASE_URL is set, on a database of its own.
 */
describe.skipIf(!testTarget.databaseUrl)('jobs across two instances (PostgreSQL)', () => {
  const name = `hh_test_jobs_${randomBytes(6).toString('hex')}`;
  const adminQuery = async (text: string) => {
    const admin = new pg.Client({ connectionString: testTarget.databaseUrl });
    await admin.connect();
    try {
      await admin.query(text);
    } finally {
      await admin.end();
    }
  };
  let url: string;
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let clock: ReturnType<typeof manualClock>;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    const target = new URL(testTarget.databaseUrl!);
    target.pathname = `/${name}`;
    url = target.toString();
    first = await openDatabase({ url });
    await first.migrate();
    second = await openDatabase({ url });
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
  beforeEach(async () => {
    await first.db.delete(backgroundJobs);
    await first.db.delete(recurringJobRuns);
    clock = manualClock('2026-11-24T10:01:00.000Z');
  });

  const runnerOn = (database: DatabaseHandle, instanceId: string) =>
    createJobRunner<TestJobs>({ db: database.db, log: captureLog().log, clock, instanceId });
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('runs each of 50 jobs exactly once between the two', async () => {
    const runs: { instance: string; n: number }[] = [];
    const instance = (database: DatabaseHandle, id: string) => {
      const runner = runnerOn(database, id);
      runner.register('test.work', async ({ n }: { n: number }) => {
        runs.push({ instance: id, n });
        await pause(2); // holds the job a moment, so the other instance claims meanwhile
      });
      return runner;
    };
    const a = instance(first, 'a');
    const b = instance(second, 'b');
    for (let n = 0; n < 50; n++) await a.enqueue('test.work', { n });

    const [passA, passB] = await Promise.all([a.runDue(), b.runDue()]);

    expect(passA.jobs + passB.jobs).toBe(50);
    expect(runs.map((run) => run.n).sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
    expect(runs.some((run) => run.instance === 'a')).toBe(true);
    expect(runs.some((run) => run.instance === 'b')).toBe(true);
    const rows = await first.db.select().from(backgroundJobs);
    expect(rows.every((row) => row.status === 'succeeded' && row.attempts === 1)).toBe(true);
  });

  it('passes over a row another connection holds locked instead of waiting for it (SKIP LOCKED)', async () => {
    const runner = runnerOn(second, 'b');
    const ran = vi.fn();
    runner.register('test.locked', ran);
    const id = (await runner.enqueue('test.locked', {}))!;

    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM background_jobs WHERE id = $1 FOR UPDATE', [id]);
      // Without SKIP LOCKED this claim would block until the holder commits, and time out.
      expect((await runner.runDue()).jobs).toBe(0);
      await holder.query('COMMIT');
    } finally {
      await holder.end();
    }
    expect((await runner.runDue()).jobs).toBe(1);
    expect(ran).toHaveBeenCalledTimes(1);
  });

  it('runs a recurring job once per slot across both instances', async () => {
    const runs: string[] = [];
    const instance = (database: DatabaseHandle, id: string) => {
      const runner = runnerOn(database, id);
      runner.every('test.sweep', 5 * 60_000, () => {
        runs.push(id);
      });
      return runner;
    };
    const runners: JobRunner<TestJobs>[] = [instance(first, 'a'), instance(second, 'b')];

    for (let slot = 0; slot < 3; slot++) {
      // Both instances poll at once, twice within the slot.
      const passes = await Promise.all([...runners, ...runners].map((runner) => runner.runDue()));
      expect(passes.reduce((sum, pass) => sum + pass.ticks, 0)).toBe(1);
      clock.advance(5 * 60_000);
    }
    expect(runs).toHaveLength(3);
    const rows = await first.db
      .select()
      .from(recurringJobRuns)
      .where(eq(recurringJobRuns.name, 'test.sweep'));
    expect(rows).toHaveLength(3);
  });

  it('lets the other instance retry a job whose instance died holding its lease', async () => {
    const crashed = runnerOn(first, 'crashed');
    const hang = deferred();
    crashed.register('test.leased', () => hang.promise, { leaseMs: 30_000 });
    const survivor = runnerOn(second, 'survivor');
    const attempts: number[] = [];
    survivor.register('test.leased', (_payload, job) => void attempts.push(job.attempt), { leaseMs: 30_000 });
    const id = (await survivor.enqueue('test.leased', {}))!;

    const stuck = crashed.runDue();
    await vi.waitFor(async () => expect((await jobRow(second.db, id)).status).toBe('running'));
    expect((await survivor.runDue()).jobs).toBe(0); // leased: not the survivor's yet
    clock.advance(30_000);
    expect((await survivor.runDue()).jobs).toBe(1);
    expect(attempts).toEqual([2]);
    expect(await jobRow(second.db, id)).toMatchObject({ status: 'succeeded', lockedBy: null });

    // The "dead" instance wakes up and fails: its claim is gone, so nothing changes.
    hang.reject(new Error('too late'));
    await stuck;
    expect(await jobRow(second.db, id)).toMatchObject({ status: 'succeeded', attempts: 2, lastError: null });
  });
});
