import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { JobPayloads } from './job-payloads';

/** The job runner's API, as services and modules see it (app.jobs). */

export interface JobContext {
  id: string;
  name: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the instance shuts down: stop early and throw, and the job is handed back. */
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** Runs at least once per job: a lease that expires mid-run (crash, hang) runs it again, so make it idempotent. */
export type JobHandler<P = unknown> = (payload: P, job: JobContext) => unknown;

export interface JobOptions {
  /** Runs before the job stays failed (default 5). */
  maxAttempts?: number;
  /** How long a run may take before another instance may take the job over (default 5 min). */
  leaseMs?: number;
  /** The wait after the first failure, doubling after each (default 10 s). */
  backoffMs?: number;
  /** The longest wait between attempts (default 1 h). */
  maxBackoffMs?: number;
  /**
   * The payload holds something that must not outlive the job (a one-time code): once the job
   * has succeeded or failed for good, its stored payload is replaced by `{ "redacted": true }`.
   */
  redactPayload?: boolean;
}

export interface EnqueueOptions {
  /** Not before this moment (default now). */
  runAt?: Date;
  /** A second enqueue with the same key is dropped: the call answers undefined. */
  dedupeKey?: string;
  maxAttempts?: number;
  /** Enqueue inside the caller's transaction: the job exists only if the transaction commits. */
  executor?: Executor;
}

export interface TickContext {
  name: string;
  slot: number;
  /** When the slot began. */
  scheduledAt: Date;
  signal: AbortSignal;
  log: FastifyBaseLogger;
}

/** Runs on one instance per slot; a failed or missed slot is not retried: the next slot comes. */
export type TickHandler = (tick: TickContext) => unknown;

export interface PassResult {
  /** Jobs claimed in this pass (whatever their outcome). */
  jobs: number;
  /** Recurring slots this instance won and ran. */
  ticks: number;
}

/** A job name of the map `M` (the app's is JobPayloads). */
export type JobName<M extends object = JobPayloads> = keyof M & string;

/**
 * The job runner's API. `M` ties each job name to its payload type (JobPayloads for the app),
 * so register and enqueue refuse an unknown name or a wrong payload at compile time.
 */
export interface JobRunner<M extends object = JobPayloads> {
  /** Names this instance in the claims it makes (locked_by, claimed_by). */
  readonly instanceId: string;
  /** True while the polling loop is on. */
  readonly polling: boolean;
  register<N extends JobName<M>>(name: N, handler: JobHandler<M[N]>, options?: JobOptions): void;
  /** The new job's id, or undefined when the dedupe key was taken. */
  enqueue<N extends JobName<M>>(
    name: N,
    payload: M[N],
    options?: EnqueueOptions,
  ): Promise<string | undefined>;
  every(name: string, intervalMs: number, handler: TickHandler): void;
  /** One polling pass: due recurring slots, then due jobs one at a time until none is left. */
  runDue(): Promise<PassResult>;
  /** Polls every pollMs (timers unref'd, so they never hold the process open). */
  start(): void;
  /** Stops polling; waits up to stopGraceMs for running work, then hands unfinished jobs back. */
  stop(): Promise<void>;
}
