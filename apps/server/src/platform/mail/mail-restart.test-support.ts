/**
 * The real server in its own process, for mail-restart.test.ts: on a file-backed PGlite under
 * CHILD_DATA_DIR (or PostgreSQL at CHILD_DATABASE_URL), delivering by SMTP to the test's local
 * peer, with the jobs worker on or off (CHILD_JOBS_WORKER). Says where it listens on IPC; the
 * test ends it with kill -9, so nothing here runs at exit.
 */
import { buildApp } from '../../app';
import { loadEnv } from '../../env';

const app = await buildApp(
  loadEnv({
    NODE_ENV: 'test',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    DATA_DIR: process.env.CHILD_DATA_DIR,
    ...(process.env.CHILD_DATABASE_URL ? { DATABASE_URL: process.env.CHILD_DATABASE_URL } : {}),
    MAIL_MODE: 'smtp',
    SMTP_URL: process.env.CHILD_SMTP_URL,
    JOBS_WORKER: process.env.CHILD_JOBS_WORKER,
    JOBS_POLL_MS: '100',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  }),
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', url });
