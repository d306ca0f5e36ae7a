import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalSmtpServer } from '../../../test/local-smtp-server';
import { createTestDatabase, testTarget } from '../../../test/test-database';

/**
 * E-mail is a durable job: a server killed (kill -9) right after it answered a request that
 * mails a code still sends that code once it is started again on the same data. The first
 * server runs with its jobs worker off, so the e-mail is certainly still queued when it dies.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const PASSWORD = 'Sparky#2024';
let smtp: Awaited<ReturnType<typeof startLocalSmtpServer>>;
let dataDir: string;
let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
const children: ChildProcess[] = [];

async function startServer(worker: boolean): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(here, 'mail-restart.test-support.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      CHILD_DATA_DIR: dataDir,
      CHILD_DATABASE_URL: database?.url ?? '',
      CHILD_SMTP_URL: smtp.url,
      CHILD_JOBS_WORKER: String(worker),
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.push(child);
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url };
}

const post = async (url: string, body: unknown) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

/** The reset code in a received message (quoted-printable soft breaks removed). */
const codeOf = (raw: string) => /code is (\d{6})/.exec(raw.replace(/=\r?\n/g, ''))?.[1];

beforeAll(async () => {
  smtp = await startLocalSmtpServer();
  dataDir = mkdtempSync(path.join(tmpdir(), 'hh-mail-restart-'));
  if (testTarget.postgres) database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await smtp.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a code e-mail across a crash', () => {
  it('arrives after kill -9 and a restart on the same data, once, and resets the password', async () => {
    const first = await startServer(false);
    const email = `crash-${Date.now()}@example.ca`;
    const registered = await post(`${first.url}/api/auth/register-enhanced`, {
      email,
      password: PASSWORD,
      full_name: 'Ada Crash',
      user_type: 'worker',
    });
    expect(registered.status).toBe(200);
    const asked = await post(`${first.url}/api/auth/forgot-password`, { email });
    expect(asked.status).toBe(200);
    await killHard(first.child);
    expect(smtp.received.filter((mail) => mail.to.includes(email))).toHaveLength(0);

    const second = await startServer(true);
    await expect
      .poll(() => smtp.received.filter((mail) => mail.to.includes(email)).length, { timeout: 20_000 })
      .toBe(1);
    const code = codeOf(smtp.received.find((mail) => mail.to.includes(email))!.raw);
    expect(code).toMatch(/^\d{6}$/);

    const reset = await post(`${second.url}/api/auth/reset-password`, {
      email,
      code,
      new_password: 'Another#2025',
    });
    expect(reset.status).toBe(200);
    // Sent once: more polls of the worker do not send it again (the reset's own notice aside).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const codeMails = smtp.received.filter((mail) => mail.to.includes(email) && codeOf(mail.raw));
    expect(codeMails).toHaveLength(1);
    await killHard(second.child);
  }, 120_000);
});
