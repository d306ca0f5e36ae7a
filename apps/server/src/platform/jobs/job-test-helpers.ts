import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import type { Database } from '../../db/client';
import { backgroundJobs } from '../../db/schema/jobs';
import { logSerializers } from '../log-serializers';
import type { Clock } from './job-timing';

/** A clock that moves only when the test says so. */
export function manualClock(start = '2026-11-24T10:00:00.000Z') {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  } satisfies Clock & { advance(ms: number): void };
}

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
