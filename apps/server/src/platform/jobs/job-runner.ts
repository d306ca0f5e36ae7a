import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { BackgroundJobRow } from '../../db/schema/jobs';
import { serializeError } from '../log-serializers';
import type { JobPayloads } from './job-payloads';
import { claimJob, claimSlot, completeJob, failJob, finishSlot, insertJob, releaseJob } from './job-store';
import { backoffMs, type Clock, slotOf, slotStart, systemClock } from './job-timing';
import type { JobHandler, JobRunner, PassResult, TickHandler } from './job-types';

export interface JobRunnerOptions {
  db: Database;
  log: FastifyBaseLogger;
  clock?: Clock;
  pollMs?: number;
  stopGraceMs?: number;
  /** Bounds one pass, so a long queue still lets the loop see `stop` and the recurring slots. */
  maxJobsPerPass?: number;
  instanceId?: string;
}

const JOB_DEFAULTS = {
  maxAttempts: 5,
  leaseMs: 5 * 60_000,
  backoffMs: 10_000,
  maxBackoffMs: 60 * 60_000,
};
type ResolvedJobOptions = typeof JOB_DEFAULTS & { redactPayload: boolean };

const LEASE_RAN_OUT = 'LeaseExpired: the last attempt did not finish within its lease';

/** The error as stored in last_error: its kind and a message without data (the log's serializer). */
function errorText(error: unknown): string {
  const { type, message } = serializeError(error);
  return message ? `${type}: ${message}` : type;
}

const positiveInteger = (value: number, what: string) => {
  if (!Number.isInteger(value) || value < 1) throw new Error(`${what} must be a positive integer`);
};

interface ActiveRun {
  controller: AbortController;
  /** Hands a job back when shutdown cannot wait for it; ticks have nothing to hand back. */
  release?: () => Promise<unknown>;
}

/**
 * The scheduled-work seam: durable jobs and recurring ticks over the database (decision 016).
 * `M` maps job names to payload types: the app's runner uses JobPayloads; the runner's own
 * tests pass a map of their own.
 */
export function createJobRunner<M extends object = JobPayloads>(options: JobRunnerOptions): JobRunner<M> {
  const { db, clock = systemClock, pollMs = 1_000, stopGraceMs = 5_000, maxJobsPerPass = 100 } = options;
  const log = options.log.child({ feature: 'jobs' });
  const instanceId = options.instanceId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const jobs = new Map<string, { handler: JobHandler; options: ResolvedJobOptions }>();
  const ticks = new Map<string, { intervalMs: number; handler: TickHandler; lastSlot?: number }>();
  const active = new Set<ActiveRun>();
  let stopping = false;
  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  let passes: Promise<unknown> = Promise.resolve();

  const ensureNewName = (name: string) => {
    if (!name) throw new Error('a job needs a name');
    if (jobs.has(name) || ticks.has(name)) throw new Error(`job ${name} is already registered`);
  };

  /** Runs work with an abort signal, and keeps it visible to stop() until it settles. */
  async function track<T>(work: (signal: AbortSignal) => Promise<T>, release?: ActiveRun['release']) {
    const controller = new AbortController();
    // Work that starts while stopping (a slot won just before stop) sees the abort at once.
    if (stopping) controller.abort();
    const run: ActiveRun = { controller, release };
    active.add(run);
    try {
      return await work(controller.signal);
    } finally {
      active.delete(run);
    }
  }

  async function runTick(
    name: string,
    entry: { intervalMs: number; handler: TickHandler; lastSlot?: number },
  ) {
    const now = clock.now();
    const slot = slotOf(now, entry.intervalMs);
    if (entry.lastSlot !== undefined && slot <= entry.lastSlot) return false;
    const won = await claimSlot(db, { name, slot, token: instanceId, now });
    entry.lastSlot = slot;
    if (!won) return false;
    const tickLog = log.child({ job: name, slot });
    const error = await track(async (signal) => {
      try {
        await entry.handler({
          name,
          slot,
          scheduledAt: slotStart(slot, entry.intervalMs),
          signal,
          log: tickLog,
        });
        return undefined;
      } catch (err) {
        tickLog.error({ err }, 'recurring job failed');
        return errorText(err);
      }
    });
    await finishSlot(db, { name, slot, now: clock.now(), error });
    return true;
  }

  async function runJob(row: BackgroundJobRow, token: string) {
    const { options: jobOptions, handler } = jobs.get(row.name)!;
    const jobLog = log.child({ job: row.name, jobId: row.id, attempt: row.attempts });
    if (row.attempts > row.maxAttempts) {
      // Claimed again after its lease ran out on the last attempt: that attempt counted.
      await failJob(db, row.id, token, {
        error: LEASE_RAN_OUT,
        now: clock.now(),
        redact: jobOptions.redactPayload,
      });
      jobLog.error('job failed: its last attempt did not finish within its lease');
      return;
    }
    const release = () => releaseJob(db, row.id, token, clock.now());
    const outcome = await track(async (signal) => {
      try {
        await handler(row.payload, {
          id: row.id,
          name: row.name,
          attempt: row.attempts,
          signal,
          log: jobLog,
        });
        return { ok: true as const };
      } catch (error) {
        return { ok: false as const, error, interrupted: signal.aborted && stopping };
      }
    }, release);

    if (outcome.ok) {
      if (!(await completeJob(db, row.id, token, { now: clock.now(), redact: jobOptions.redactPayload }))) {
        jobLog.warn('job finished after another claim took it over; its result was not recorded');
      }
      return;
    }
    if (outcome.interrupted) {
      await release();
      jobLog.info('job interrupted by shutdown; handed back');
      return;
    }
    const now = clock.now();
    const retry = row.attempts < row.maxAttempts;
    const retryAt = retry
      ? new Date(
          now.getTime() +
            backoffMs(row.attempts, { baseMs: jobOptions.backoffMs, maxMs: jobOptions.maxBackoffMs }),
        )
      : undefined;
    await failJob(db, row.id, token, {
      error: errorText(outcome.error),
      now,
      retryAt,
      redact: jobOptions.redactPayload,
    });
    if (retryAt) jobLog.warn({ err: outcome.error, retryAt }, 'job failed; it will be retried');
    else jobLog.error({ err: outcome.error }, 'job failed; no attempts left');
  }

  async function onePass(): Promise<PassResult> {
    const result: PassResult = { jobs: 0, ticks: 0 };
    for (const [name, entry] of ticks) {
      if (stopping) return result;
      if (await runTick(name, entry)) result.ticks++;
    }
    while (!stopping && jobs.size > 0 && result.jobs < maxJobsPerPass) {
      const now = clock.now();
      const leaseUntil = new Map(
        [...jobs].map(([name, job]) => [name, new Date(now.getTime() + job.options.leaseMs)]),
      );
      const token = `${instanceId}/${randomUUID().slice(0, 8)}`;
      const row = await claimJob(db, { leaseUntil, now, token });
      if (!row) break;
      if (stopping) {
        // stop() came while the claim was under way: the job is not started, so hand it straight back.
        await releaseJob(db, row.id, token, clock.now());
        break;
      }
      result.jobs++;
      await runJob(row, token);
    }
    return result;
  }

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(loop, delayMs);
    timer.unref();
  };

  async function loop() {
    timer = undefined;
    if (stopping) return;
    try {
      await runner.runDue();
    } catch (err) {
      log.error({ err }, 'jobs pass failed; trying again at the next poll');
    }
    if (!stopping && timer === undefined) schedule(pollMs);
  }

  const runner: JobRunner<M> = {
    instanceId,
    get polling() {
      return polling;
    },

    register(name, handler, jobOptions = {}) {
      ensureNewName(name);
      const resolved = { ...JOB_DEFAULTS, redactPayload: false, ...jobOptions };
      for (const key of Object.keys(JOB_DEFAULTS) as (keyof typeof JOB_DEFAULTS)[])
        positiveInteger(resolved[key], key);
      // The payload's type is the caller's promise: it comes back from JSON as it was enqueued.
      jobs.set(name, { handler: handler as JobHandler, options: resolved });
    },

    async enqueue(name, payload, enqueueOptions = {}) {
      const job = jobs.get(name);
      if (!job) throw new Error(`job ${name} is not registered`);
      const maxAttempts = enqueueOptions.maxAttempts ?? job.options.maxAttempts;
      positiveInteger(maxAttempts, 'maxAttempts');
      const now = clock.now();
      const runAt = enqueueOptions.runAt ?? now;
      const id = await insertJob(enqueueOptions.executor ?? db, {
        name,
        payload,
        runAt,
        maxAttempts,
        dedupeKey: enqueueOptions.dedupeKey,
      });
      // Due now and visible now (no caller's transaction to wait for): run it without waiting for the poll.
      if (id && polling && !stopping && !enqueueOptions.executor && runAt <= now && timer) schedule(0);
      return id;
    },

    every(name, intervalMs, handler) {
      ensureNewName(name);
      positiveInteger(intervalMs, 'intervalMs');
      ticks.set(name, { intervalMs, handler });
    },

    runDue() {
      if (stopping) return Promise.resolve({ jobs: 0, ticks: 0 });
      // Passes never overlap on one instance: the loop's and a caller's run one after the other.
      const pass = passes.then(onePass);
      passes = pass.catch(() => {});
      return pass;
    },

    start() {
      if (polling || stopping) return;
      polling = true;
      schedule(0);
    },

    async stop() {
      if (stopping) return;
      stopping = true;
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      for (const run of active) run.controller.abort();
      // The pass under way (its handlers, then their bookkeeping), within the grace period.
      const settled = passes.then(() => true);
      let graceTimer: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        settled,
        new Promise<false>((resolve) => {
          graceTimer = setTimeout(() => resolve(false), stopGraceMs);
          graceTimer.unref();
        }),
      ]);
      clearTimeout(graceTimer);
      if (finished) return;
      // Still running after the grace period: hand the jobs back so another instance runs them now
      // rather than after their lease; a late finish is then not recorded (its claim is gone).
      const unfinished = [...active].filter((run) => run.release);
      await Promise.allSettled(unfinished.map((run) => run.release!()));
      log.warn({ jobs: unfinished.length }, 'jobs still running at shutdown were handed back');
    },
  };
  return runner;
}
