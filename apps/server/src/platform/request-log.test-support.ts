/**
 * A production server in its own process, for request-log.test.ts: its log goes to its real
 * stdout, the way main.ts runs it. Listens, says where on IPC, and closes when told to.
 */

import { createTestDatabase } from '../../test/test-database';
import { buildApp } from '../app';
import { loadEnv } from '../env';

const database = await createTestDatabase();
const app = await buildApp(
  loadEnv({
    NODE_ENV: 'production',
    MAIL_MODE: 'outbox',
    PORT: '0',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'info',
    DATA_DIR: process.env.CHILD_DATA_DIR,
    WEB_DIST_DIR: '/nonexistent-web-dist',
  }),
  { database },
);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'ready', url });
process.on('message', async (message: { type?: string }) => {
  if (message.type !== 'close') return;
  await app.close();
  await database.close();
  process.exit(0);
});
