import { type Env, loadEnv } from '../../apps/server/src/env';

/**
 * The server settings of a benchmark process, from the BENCH_* variables its parent sets.
 * `overrides` replace single settings (the API overhead benchmark keeps the production log level).
 */
export function benchServerEnv(overrides: Record<string, string | undefined> = {}): Env {
  return loadEnv({
    NODE_ENV: 'production',
    PORT: '0',
    SEED_DEMO: 'false',
    // Production refuses to start without SMTP otherwise; benchmarks send no e-mail.
    MAIL_MODE: 'outbox',
    LOG_LEVEL: 'warn',
    // Always a fresh folder: PGlite's files, or only the signing key when on PostgreSQL.
    DATA_DIR: process.env.BENCH_DATA_DIR,
    DATABASE_URL: process.env.BENCH_DATABASE_URL,
    REDIS_URL: process.env.BENCH_REDIS_URL,
    REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX,
    WEB_DIST_DIR: '/nonexistent-bench-web-dist',
    ...overrides,
  });
}

/** Reports to the parent process over IPC. */
export const sendToParent = (message: unknown) => process.send?.(message);
