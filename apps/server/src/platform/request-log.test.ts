import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A production server logs one line per request, to stdout in batches: the line arrives
 * within about a second, and whatever is still buffered is written when the process exits.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
let child: ChildProcess;
let url: string;
let dataDir: string;
let output = '';

const linesFor = (requestPath: string) =>
  output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line))
    .filter((entry) => entry.req?.url === requestPath);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'hh-request-log-'));
  child = fork(path.join(here, 'request-log.test-support.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, CHILD_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  child.stdout!.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
});
afterAll(() => {
  if (child.exitCode === null) child.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('production request log', () => {
  it('writes one line per request, with its path and status, within about a second', async () => {
    const res = await fetch(`${url}/api/health?probe=secret-query`);
    expect(res.status).toBe(200);
    await expect.poll(() => linesFor('/api/health').length, { timeout: 5_000 }).toBe(1);
    const [line] = linesFor('/api/health');
    expect(line).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } });
    expect(typeof line.responseTime).toBe('number');
    expect(output).not.toContain('incoming request');
    expect(output).not.toContain('secret-query');
  });

  it('writes what is still buffered when the server shuts down', async () => {
    expect((await fetch(`${url}/api/nothing-here`)).status).toBe(404);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'close' });
    await exited;
    expect(linesFor('/api/nothing-here')).toHaveLength(1);
  });
});
