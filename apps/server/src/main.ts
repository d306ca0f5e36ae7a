import { buildApp } from './app';
import { DEMO_PASSWORD, DEMO_SIGN_INS } from './db/seed/demo-users';
import { EnvError, loadEnv } from './env';

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp(env);
  await app.listen({ port: env.PORT, host: env.HOST });

  const lines = [
    '',
    `  HireHand is running at ${env.PUBLIC_URL}`,
    `  API docs: ${env.PUBLIC_URL}/api/docs`,
    `  Database: ${app.ctx.dbKind}${app.ctx.dbKind === 'pglite' ? ` (${env.DATA_DIR})` : ''} · bus: ${app.ctx.bus.name} · mail: ${app.ctx.mail.name} · jobs: ${app.jobs.polling ? 'worker on' : 'worker off'}`,
  ];
  if (env.SEED_DEMO) {
    if (env.NODE_ENV !== 'development') {
      lines.push(`  WARNING: SEED_DEMO=true in ${env.NODE_ENV}: these demo accounts are open to anyone.`);
    }
    lines.push(`  Demo sign-ins (password ${DEMO_PASSWORD}):`);
    for (const demo of DEMO_SIGN_INS) lines.push(`    ${demo.label.padEnd(8)} ${demo.email}`);
  }
  console.log(`${lines.join('\n')}\n`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (err) => {
        app.log.error({ err }, 'error during shutdown');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error('HireHand failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
