import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import type { DatabaseHandle } from '../../db/client';
import { backgroundJobs, recurringJobRuns } from '../../db/schema/jobs';
import { loadEnv } from '../../env';
import { createJobRunner, type JobRunnerOptions } from './job-runner';
import { captureLog, deferred, jobRow, manualClock, type TestJobs, withTestJobs } from './job-test-helpers';

let database: DatabaseHandle;
let clock: ReturnType<typeof manualClock>;
const FIVE_MINUTES = 5 * 60_000;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
  await database.db.delete(recurringJobRuns);
  clock = manualClock('2026-11-24T10:01:00.000Z');
});

const runnerOn = (options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner<TestJobs>({ db: database.db, log: captureLog().log, clock, ...options });

describe('recurring jobs', () => {
  it('runs once per slot whichever instances poll, and again in the next slot', async () => {
    const runs: string[] = [];
    const scheduled: string[] = [];
    const instance = (id: string) => {
      const runner = runnerOn({ instanceId: id });
      runner.every('test.sweep', FIVE_MINUTES, (tick) => {
        runs.push(id);
        scheduled.push(tick.scheduledAt.toISOString());
      });
      return runner;
    };
    const a = instance('a');
    const b = instance('b');

    expect(await a.runDue()).toEqual({ jobs: 0, ticks: 1 });
    expect((await b.runDue()).ticks).toBe(0);
    expect((await a.runDue()).ticks).toBe(0);
    // A new instance (nothing remembered in memory) still loses the slot to the row.
    expect((await instance('c').runDue()).ticks).toBe(0);

    clock.advance(3 * 60_000); // 10:04, same slot
    expect((await b.runDue()).ticks).toBe(0);
    clock.advance(60_000); // 10:05, the next slot
    expect((await b.runDue()).ticks).toBe(1);
    expect((await a.runDue()).ticks).toBe(0);

    expect(runs).toEqual(['a', 'b']);
    expect(scheduled).toEqual(['2026-11-24T10:00:00.000Z', '2026-11-24T10:05:00.000Z']);
    const rows = await database.db.select().from(recurringJobRuns).orderBy(asc(recurringJobRuns.slot));
    expect(rows.map((row) => [row.claimedBy, row.error, row.finishedAt !== null])).toEqual([
      ['a', null, true],
      ['b', null, true],
    ]);
  });

  it('records a failed slot and runs the next one anyway', async () => {
    const runner = runnerOn();
    let calls = 0;
    runner.every('test.brittle', FIVE_MINUTES, () => {
      calls++;
      if (calls === 1) throw new Error('first sweep broke');
    });
    await runner.runDue();
    clock.advance(FIVE_MINUTES);
    await runner.runDue();

    expect(calls).toBe(2);
    const rows = await database.db.select().from(recurringJobRuns).orderBy(asc(recurringJobRuns.slot));
    expect(rows.map((row) => row.error)).toEqual(['Error: first sweep broke', null]);
  });
});

describe('stopping', () => {
  it('aborts a running job and hands it back without counting the attempt', async () => {
    const stopping = runnerOn();
    const started = deferred();
    stopping.register('test.patient', (_payload, job) => {
      started.resolve();
      return new Promise((_resolve, reject) =>
        job.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    const id = (await stopping.enqueue('test.patient', {}))!;
    const pass = stopping.runDue();
    await started.promise;
    await stopping.stop();
    await pass;
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });
    expect(await stopping.runDue()).toEqual({ jobs: 0, ticks: 0 }); // a stopped runner claims nothing

    const next = runnerOn();
    const ran = vi.fn();
    next.register('test.patient', ran);
    await next.runDue();
    expect(ran.mock.calls[0]![1].attempt).toBe(1);
  });

  it('waits for a job that finishes within the grace period', async () => {
    const runner = runnerOn({ stopGraceMs: 5_000 });
    const started = deferred();
    runner.register('test.quick', async () => {
      started.resolve();
      await new Promise((resolve) => setTimeout(resolve, 30));
    });
    const id = (await runner.enqueue('test.quick', {}))!;
    const pass = runner.runDue();
    await started.promise;
    await runner.stop();
    expect((await jobRow(database.db, id)).status).toBe('succeeded');
    await pass;
  });

  it('hands back a job still running after the grace period; its late finish is not recorded', async () => {
    const runner = runnerOn({ stopGraceMs: 50 });
    const started = deferred();
    const hang = deferred();
    runner.register('test.stubborn', () => {
      started.resolve();
      return hang.promise; // ignores the abort
    });
    const id = (await runner.enqueue('test.stubborn', {}))!;
    const pass = runner.runDue();
    await started.promise;
    await runner.stop();
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'queued', attempts: 0, lockedBy: null });

    hang.resolve();
    await pass;
    expect((await jobRow(database.db, id)).status).toBe('queued');
  });
});

describe('the polling loop', () => {
  it('runs a job enqueued while polling without a call to runDue, and stops polling on stop', async () => {
    const runner = runnerOn({ pollMs: 60_000 });
    const ran = deferred();
    runner.register('test.prompt', () => ran.resolve());
    runner.start();
    expect(runner.polling).toBe(true);
    // Let the loop's first pass start, then wait for it (passes queue behind one another): the next
    // poll is then a minute away, and only the wake-up on enqueue runs the job in time.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await runner.runDue();
    const id = (await runner.enqueue('test.prompt', {}))!;
    await ran.promise;
    await vi.waitFor(async () => expect((await jobRow(database.db, id)).status).toBe('succeeded'));
    await runner.stop();
    expect(runner.polling).toBe(false);
  });
});

describe('on the app', () => {
  const appWith = (env: Record<string, string>) =>
    buildApp(
      loadEnv({
        NODE_ENV: 'test',
        PORT: '0',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        DATA_DIR: '.test-data',
        ...env,
      }),
      { database },
    );

  it('polls by default: a registered job runs on its own, and closing the app stops the worker', async () => {
    const app: FastifyInstance = await appWith({ JOBS_POLL_MS: '50' });
    try {
      expect(app.jobs.polling).toBe(true);
      const ran = deferred();
      withTestJobs(app.jobs).register('test.app-job', () => ran.resolve());
      await withTestJobs(app.jobs).enqueue('test.app-job', {}, { runAt: new Date(Date.now() + 100) });
      await ran.promise;
    } finally {
      await app.close();
    }
    expect(app.jobs.polling).toBe(false);
  });

  it('does not poll with JOBS_WORKER=false, yet enqueues and runs on runDue', async () => {
    const app: FastifyInstance = await appWith({ JOBS_WORKER: 'false', JOBS_POLL_MS: '50' });
    try {
      expect(app.jobs.polling).toBe(false);
      const handler = vi.fn();
      withTestJobs(app.jobs).register('test.manual', handler);
      await withTestJobs(app.jobs).enqueue('test.manual', {});
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(handler).not.toHaveBeenCalled();
      expect((await app.jobs.runDue()).jobs).toBe(1);
      expect(handler).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });
});
