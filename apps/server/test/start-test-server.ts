import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type BuildAppOptions, buildApp } from '../src/app';
import { type DatabaseHandle, openDatabase } from '../src/db/client';
import { type Env, loadEnv } from '../src/env';
import { createTestDatabase, testTarget } from './test-database';

export interface TestServer {
  app: FastifyInstance;
  url: string;
  database: DatabaseHandle & { url?: string };
  env: Env;
  /** fetch against the server, JSON in and out. */
  request(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<TestResponse>;
  close(): Promise<void>;
}

export interface TestResponse {
  status: number;
  headers: Headers;
  body: any;
  text: string;
}

/**
 * Starts the real server on a fresh database, listening on a free loopback port.
 * `env` overrides settings (e.g. SMTP_URL) for this file only.
 */
export async function startTestServer(
  env: Record<string, string> = {},
  options: {
    logLines?: string[];
    realtime?: BuildAppOptions['realtime'];
    /** Outside services in place of the ones env chooses (a failing bus, a failing mail...). */
    providers?: BuildAppOptions['providers'];
    /** The server's time source: a manualClock() the test moves instead of sleeping. */
    clock?: BuildAppOptions['clock'];
    /** A second instance: its own connections to this server's PostgreSQL database, the same Redis key space. */
    sameDataAs?: TestServer;
  } = {},
): Promise<TestServer> {
  const shared = options.sameDataAs;
  if (shared && !shared.database.url)
    throw new Error('a second instance needs PostgreSQL (HH_TEST_TARGET=postgres)');
  const database = shared ? await openDatabase({ url: shared.database.url }) : await createTestDatabase();
  const config: Env = loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: '.test-data',
    // Queued work (e-mail included) runs when the test calls app.jobs.runDue() (settleMail in
    // test/mailbox.ts), never behind its back on a poll: a test says when time passes.
    JOBS_WORKER: 'false',
    // Jobs open when posted, so tests of other features need not pay; Pay-Per-Post's own tests set a price.
    JOB_POST_PRICE_CENTS: '0',
    REDIS_URL: testTarget.redisUrl,
    // Own key space per server, so counters never leak between test files or runs.
    REDIS_PREFIX: shared?.env.REDIS_PREFIX ?? `hh-test-${randomBytes(4).toString('hex')}:`,
    ...env,
  });
  const logLines = options.logLines;
  const app = await buildApp(config, {
    database,
    // Collect log lines when a test wants to read them (e.g. to prove no secret is logged).
    logger: logLines
      ? { level: 'info', stream: { write: (line: string) => void logLines.push(line) } }
      : undefined,
    realtime: options.realtime,
    providers: options.providers,
    clock: options.clock,
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const request: TestServer['request'] = async (method, path, body, headers = {}) => {
    const response = await fetch(`${address}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {}
    return { status: response.status, headers: response.headers, body: parsed, text };
  };

  return {
    app,
    url: address,
    database,
    env: config,
    request,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
