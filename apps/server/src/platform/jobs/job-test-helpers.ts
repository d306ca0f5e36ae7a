import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client';
import { backgroundJobs } from '../../db/schema/jobs';
import { logSerializers } from '../log-serializers';
import type { JobRunner } from './job-types';

export { manualClock } from '../clock';

/** A logger with the app's serializers whose lines the test can read. */
export function captureLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const log = pino(
    { level: 'info', serializers: logSerializers },
    { write: (line: string) => lines.push(line) },
  );
  return { log, lines };
}

/** A promise the test settles by hand: a handler that runs until the test lets it finish. */
export function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export async function jobRow(db: Database, id: string) {
  const [row] = await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id));
  if (!row) throw new Error(`no job ${id}`);
  return row;
}

/**
 * The runner's own tests register made-up jobs ('test.greet'...) that are not in JobPayloads:
 * they use this open map instead, where any name takes any payload.
 */
// biome-ignore lint/suspicious/noExplicitAny: an open map is the point of this test-only type
export type TestJobs = Record<string, any>;

/** The app's runner, seen through TestJobs, for a test that registers a made-up job on it. */
export const withTestJobs = (jobs: JobRunner) => jobs as unknown as JobRunner<TestJobs>;
