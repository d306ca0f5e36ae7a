import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { backgroundJobs, recurringJobRuns } from '../../db/schema/jobs';
import { createJobRunner, type JobRunnerOptions } from './job-runner';
import { captureLog, deferred, jobRow, manualClock, type TestJobs } from './job-test-helpers';

let database: DatabaseHandle;
let clock: ReturnType<typeof manualClock>;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(backgroundJobs);
  await database.db.delete(recurringJobRuns);
  clock = manualClock();
});

const runnerOn = (options: Partial<JobRunnerOptions> = {}) =>
  createJobRunner<TestJobs>({ db: database.db, log: captureLog().log, clock, ...options });

describe('durable jobs (claimed with FOR UPDATE SKIP LOCKED on this database)', () => {
  it('runs an enqueued job once with its payload and records it as succeeded', async () => {
    const runner = runnerOn();
    const seen: unknown[] = [];
    runner.register('test.greet', (payload, job) => {
      seen.push({ payload, attempt: job.attempt });
    });
    const id = await runner.enqueue('test.greet', { to: 'Ada' });

    expect(await runner.runDue()).toEqual({ jobs: 1, ticks: 0 });
    expect(await runner.runDue()).toEqual({ jobs: 0, ticks: 0 });
    expect(seen).toEqual([{ payload: { to: 'Ada' }, attempt: 1 }]);
    expect(await jobRow(database.db, id!)).toMatchObject({
      status: 'succeeded',
      attempts: 1,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: clock.now(),
    });
  });

  it('waits for runAt', async () => {
    const runner = runnerOn();
    const handler = vi.fn();
    runner.register('test.later', handler);
    await runner.enqueue('test.later', {}, { runAt: new Date(clock.now().getTime() + 60_000) });

    clock.advance(59_999);
    expect((await runner.runDue()).jobs).toBe(0);
    clock.advance(1);
    expect((await runner.runDue()).jobs).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('retries a failing job after a doubling backoff, then records its success', async () => {
    const runner = runnerOn();
    let calls = 0;
    runner.register(
      'test.flaky',
      () => {
        calls++;
        if (calls < 3) throw new Error(`upstream said no (${calls})`);
      },
      { backoffMs: 1_000 },
    );
    const id = (await runner.enqueue('test.flaky', {}))!;

    await runner.runDue();
    const afterFirst = await jobRow(database.db, id);
    expect(afterFirst).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'Error: upstream said no (1)',
    });
    expect(afterFirst.runAt).toEqual(new Date(clock.now().getTime() + 1_000));

    clock.advance(999);
    expect((await runner.runDue()).jobs).toBe(0);
    clock.advance(1);
    expect((await runner.runDue()).jobs).toBe(1);
    const afterSecond = await jobRow(database.db, id);
    expect(afterSecond).toMatchObject({
      status: 'queued',
      attempts: 2,
      lastError: 'Error: upstream said no (2)',
    });
    expect(afterSecond.runAt).toEqual(new Date(clock.now().getTime() + 2_000));

    clock.advance(1_999);
    expect((await runner.runDue()).jobs).toBe(0);
    clock.advance(1);
    expect((await runner.runDue()).jobs).toBe(1);
    expect(calls).toBe(3);
    expect(await jobRow(database.db, id)).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it('stays failed with its error after maxAttempts, and logs neither the payload nor the query data', async () => {
    const { log, lines } = captureLog();
    const runner = runnerOn({ log });
    runner.register(
      'test.doomed',
      () => {
        throw new Error('Failed query: update things set token = $1\nparams: secret-token-123');
      },
      { backoffMs: 1_000 },
    );
    const id = (await runner.enqueue('test.doomed', { token: 'payload-secret-456' }, { maxAttempts: 2 }))!;

    await runner.runDue();
    clock.advance(1_000);
    await runner.runDue();
    const failedAt = clock.now();
    clock.advance(60 * 60_000);
    expect((await runner.runDue()).jobs).toBe(0);

    const row = await jobRow(database.db, id);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: 2,
      finishedAt: failedAt,
      lastError: 'Error: Failed query: update things set token = $1',
    });
    const logs = lines.join('\n');
    expect(logs).toContain('job failed; it will be retried');
    expect(logs).toContain('job failed; no attempts left');
    expect(logs).toContain('test.doomed');
    expect(logs).not.toContain('secret-token-123');
    expect(logs).not.toContain('payload-secret-456');
  });

  it('makes one job of two enqueues with the same dedupe key, even after it ran', async () => {
    const runner = runnerOn();
    const handler = vi.fn();
    runner.register('test.once', handler);
    const first = await runner.enqueue('test.once', { n: 1 }, { dedupeKey: 'welcome:42' });
    const second = await runner.enqueue('test.once', { n: 2 }, { dedupeKey: 'welcome:42' });
    expect(first).toBeTypeOf('string');
    expect(second).toBeUndefined();
    await runner.runDue();
    expect(await runner.enqueue('test.once', { n: 3 }, { dedupeKey: 'welcome:42' })).toBeUndefined();
    await runner.runDue();

    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]![0]).toEqual({ n: 1 });
    // Jobs without a key never collide.
    expect(await runner.enqueue('test.once', {})).toBeTypeOf('string');
    expect(await runner.enqueue('test.once', {})).toBeTypeOf('string');
  });

  it('redacts the payload of a job registered with redactPayload once it succeeded or failed for good', async () => {
    const runner = runnerOn();
    const seen: unknown[] = [];
    runner.register('test.secret', (payload) => void seen.push(payload), { redactPayload: true });
    runner.register(
      'test.secret-doomed',
      () => {
        throw new Error('no');
      },
      { redactPayload: true },
    );
    runner.register('test.plain', () => {});
    const ok = (await runner.enqueue('test.secret', { code: '123456' }))!;
    const doomed = (await runner.enqueue('test.secret-doomed', { code: '654321' }, { maxAttempts: 2 }))!;
    const plain = (await runner.enqueue('test.plain', { id: 'p1' }))!;
    await runner.runDue();
    expect(seen).toEqual([{ code: '123456' }]);
    expect((await jobRow(database.db, ok)).payload).toEqual({ redacted: true });
    expect((await jobRow(database.db, plain)).payload).toEqual({ id: 'p1' });
    // Still to be retried: the payload is kept for the next attempt, then goes with the last.
    expect((await jobRow(database.db, doomed)).payload).toEqual({ code: '654321' });
    clock.advance(60 * 60_000);
    await runner.runDue();
    expect(await jobRow(database.db, doomed)).toMatchObject({
      status: 'failed',
      payload: { redacted: true },
    });
  });

  it("enqueues inside the caller's transaction: a rollback leaves no job", async () => {
    const runner = runnerOn();
    const handler = vi.fn();
    runner.register('test.tx', handler);
    await database.db
      .transaction(async (tx) => {
        await runner.enqueue('test.tx', { kept: false }, { executor: tx });
        tx.rollback();
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await runner.enqueue('test.tx', { kept: true }, { executor: tx });
    });
    await runner.runDue();
    expect(handler.mock.calls.map(([payload]) => payload)).toEqual([{ kept: true }]);
  });

  it('takes over a job whose lease ran out (its instance died) and ignores the late finish', async () => {
    const crashed = runnerOn({ instanceId: 'crashed' });
    const hang = deferred();
    crashed.register('test.leased', () => hang.promise, { leaseMs: 30_000 });
    const survivor = runnerOn({ instanceId: 'survivor' });
    const ran = vi.fn();
    survivor.register('test.leased', ran, { leaseMs: 30_000 });
    const id = (await crashed.enqueue('test.leased', {}))!;

    const stuck = crashed.runDue();
    await vi.waitFor(async () => expect((await jobRow(database.db, id)).status).toBe('running'));
    expect((await jobRow(database.db, id)).lockedBy).toMatch(/^crashed\//);

    clock.advance(29_999);
    expect((await survivor.runDue()).jobs).toBe(0);
    clock.advance(1);
    expect((await survivor.runDue()).jobs).toBe(1);
    expect(ran).toHaveBeenCalledTimes(1);
    expect(ran.mock.calls[0]![1].attempt).toBe(2);

    // The first claim fails late: its claim is gone, so the recorded success stands.
    hang.reject(new Error('woke up too late'));
    await stuck;
    expect(await jobRow(database.db, id)).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      lastError: null,
    });
  });

  it('fails a job whose last attempt ran out of lease instead of running it again', async () => {
    const crashed = runnerOn();
    const hang = deferred();
    crashed.register('test.last', () => hang.promise, { leaseMs: 1_000 });
    const survivor = runnerOn();
    const ran = vi.fn();
    survivor.register('test.last', ran, { leaseMs: 1_000 });
    const id = (await crashed.enqueue('test.last', {}, { maxAttempts: 1 }))!;
    const stuck = crashed.runDue();
    await vi.waitFor(async () => expect((await jobRow(database.db, id)).status).toBe('running'));

    clock.advance(1_000);
    expect((await survivor.runDue()).jobs).toBe(1);
    expect(ran).not.toHaveBeenCalled();
    expect(await jobRow(database.db, id)).toMatchObject({
      status: 'failed',
      lastError: 'LeaseExpired: the last attempt did not finish within its lease',
    });
    hang.resolve();
    await stuck;
    expect((await jobRow(database.db, id)).status).toBe('failed');
  });

  it('leaves jobs it has no handler for to the instances that have one', async () => {
    const knows = runnerOn();
    const handler = vi.fn();
    knows.register('test.known-elsewhere', handler);
    const other = runnerOn();
    other.register('test.something-else', vi.fn());
    await knows.enqueue('test.known-elsewhere', {});

    expect((await other.runDue()).jobs).toBe(0);
    expect((await knows.runDue()).jobs).toBe(1);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('refuses unknown names, duplicate names and bad numbers', async () => {
    const runner = runnerOn();
    runner.register('test.named', vi.fn());
    await expect(runner.enqueue('test.unnamed', {})).rejects.toThrow('not registered');
    expect(() => runner.register('test.named', vi.fn())).toThrow('already registered');
    expect(() => runner.every('test.named', 1_000, vi.fn())).toThrow('already registered');
    expect(() => runner.register('test.zero', vi.fn(), { maxAttempts: 0 })).toThrow('maxAttempts');
    expect(() => runner.every('test.tick', 0, vi.fn())).toThrow('intervalMs');
    await expect(runner.enqueue('test.named', {}, { maxAttempts: 1.5 })).rejects.toThrow('maxAttempts');
  });
});
