/**
 * API overhead benchmark: what the server's own machinery (security headers, logging, the
 * bearer check, validation, serialization, compression) costs next to a bare Fastify route
 * doing the same database work. In one run, for each database: the real server (buildApp,
 * production settings) and a bare Fastify app in their own processes, loaded one at a time
 * with autocannon (closed loop, 10 connections, browser-like Accept-Encoding):
 *
 *   GET /api/profile/me (bearer token)  vs  bare GET /me (the same SELECT, same kind of pool)
 *   GET /api/health                     vs  bare GET /hello
 *   bare GET /me with the server's compression plugin (what the plugin alone costs)
 *
 *   npm run bench:api                                                           # PGlite
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:api    # PostgreSQL, then PGlite
 *
 * Settings (env): BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (3), BENCH_CONNECTIONS (10),
 * BENCH_ROUNDS (1; the median of the rounds is reported), BENCH_TARGETS (postgres,pglite),
 * BENCH_LOG_LEVEL (the server's, info as in production), BENCH_SERVER_NODE_ARGS and
 * BENCH_BARE_NODE_ARGS (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof' to profile either), BENCH_STRICT=1 (exit 1
 * when an authenticated read runs under 50% of the bare route's rate).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { withPostgresDatabase } from './lib/bench-database';

const here = path.dirname(fileURLToPath(import.meta.url));
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = setting('BENCH_SECONDS', 5);
const WARMUP = setting('BENCH_WARMUP_SECONDS', 3);
const CONNECTIONS = setting('BENCH_CONNECTIONS', 10);
const ROUNDS = Math.max(1, setting('BENCH_ROUNDS', 3));
const TARGET_RATIO = 0.5;
/** BENCH_PAIRS=me (me, health, compress): only these comparisons, e.g. to profile one. */
const ONLY = process.env.BENCH_PAIRS?.split(',');
/** What a browser sends: every answer goes through the compression plugin's decision. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

/** Extra node flags for a child process, e.g. BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=/tmp/prof'. */
const nodeArgs = (name: string) => (process.env[name] ?? '').split(' ').filter(Boolean);
const log = (line = '') => process.stdout.write(`${line}\n`);
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padStart = (text: string | number, width: number) => String(text).padStart(width);

interface Child {
  child: ChildProcess;
  ready: { url: string; token?: string; user?: { id: string } };
  /** Bytes the process wrote to stdout (the server's log) since the last reset. */
  logBytes: { bytes: number; lines: number };
}

function start(script: string, env: Record<string, string>, nodeArgs: string[] = []): Promise<Child> {
  const child = fork(path.join(here, 'lib', script), [], {
    execArgv: ['--import', 'tsx', ...nodeArgs],
    env: { ...process.env, ...env },
    // The server logs to stdout as in production (a pipe to a log collector); read and drop it.
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const logBytes = { bytes: 0, lines: 0 };
  child.stdout!.on('data', (chunk: Buffer) => {
    logBytes.bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) logBytes.lines++;
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve({ child, ready: message as unknown as Child['ready'], logBytes });
      if (message.type === 'error') reject(new Error(message.message));
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}

/** The process's CPU time so far (user + system), in microseconds. */
function cpuOf({ child }: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; usage?: NodeJS.CpuUsage }) => {
      if (message.type !== 'cpu') return;
      child.off('message', onMessage);
      resolve(message.usage!.user + message.usage!.system);
    };
    child.on('message', onMessage);
    child.send({ type: 'cpu' });
  });
}

function stop({ child }: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'close' });
  });
}

interface Measure {
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  /** The serving process's CPU time per answered request, in microseconds. */
  cpuUs: number;
  /** Log lines the server wrote per request (the real server only). */
  logLines?: number;
}

async function load(route: Route, seconds: number): Promise<Measure> {
  const before = route.process.logBytes.lines;
  const cpuBefore = await cpuOf(route.process);
  const result = await autocannon({
    url: route.url,
    connections: CONNECTIONS,
    duration: seconds,
    headers: route.headers,
  });
  const cpuUs = await cpuOf(route.process);
  const requests = Math.max(1, result.requests.total);
  return {
    cpuUs: (cpuUs - cpuBefore) / requests,
    logLines: route.countLog ? (route.process.logBytes.lines - before) / requests : undefined,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

interface Route {
  label: string;
  url: string;
  headers: Record<string, string>;
  /** The process that answers. */
  process: Child;
  /** Count its log lines per request (the real server). */
  countLog?: boolean;
}

/** A route measured against its reference, back to back in each round. */
interface Pair {
  key: 'me' | 'health' | 'compress';
  subject: Route;
  reference: Route;
  verdict: (ratio: number) => string;
}

const header = () =>
  log(
    `    ${pad('', 48)} ${padStart('req/s', 8)} ${padStart('p50 ms', 7)} ${padStart('p97.5', 7)} ${padStart('p99', 7)} ${padStart('errors', 7)} ${padStart('CPU µs/req', 11)}`,
  );
const row = (label: string, m: Measure) =>
  log(
    `    ${pad(label, 48)} ${padStart(Math.round(m.rps), 8)} ${padStart(m.p50, 7)} ${padStart(m.p97_5, 7)} ${padStart(m.p99, 7)} ${padStart(m.errors, 7)} ${padStart(Math.round(m.cpuUs), 11)}` +
      (m.logLines === undefined ? '' : `   ${m.logLines.toFixed(1)} log lines a request`),
  );
const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface TargetResult {
  name: string;
  meRatio: number;
  healthRatio: number;
}

async function benchTarget(name: string, databaseUrl?: string): Promise<TargetResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hh-bench-api-${name}-`));
  const server = await start(
    'api-bench-server.ts',
    { BENCH_DATA_DIR: dataDir, ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}) },
    nodeArgs('BENCH_SERVER_NODE_ARGS'),
  );
  let bare: Child | undefined;
  try {
    const user = server.ready.user!;
    bare = await start(
      'api-bench-bare.ts',
      {
        BENCH_USER_ID: user.id,
        BENCH_USER_JSON: JSON.stringify(user),
        ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
      },
      nodeArgs('BENCH_BARE_NODE_ARGS'),
    );
    const bearer = { ...BROWSER_HEADERS, authorization: `Bearer ${server.ready.token}` };
    const serverUrl = server.ready.url;
    const bareUrl = bare.ready.url;
    const serverRoute = (label: string, url: string, headers: Record<string, string>): Route => ({
      label,
      url,
      headers,
      process: server,
      countLog: true,
    });
    const bareRoute = (label: string, url: string): Route => ({
      label,
      url,
      headers: BROWSER_HEADERS,
      process: bare!,
    });
    const bareMe = bareRoute('bare    GET /me (same SELECT, same pool)', `${bareUrl}/me`);
    const bareHello = bareRoute('bare    GET /hello', `${bareUrl}/hello`);
    const allPairs: Pair[] = [
      {
        key: 'me',
        subject: serverRoute('server  GET /api/profile/me (bearer)', `${serverUrl}/api/profile/me`, bearer),
        reference: bareMe,
        verdict: (ratio) =>
          `the authenticated read runs at ${percent(ratio)} of the bare route (target ≥ ${percent(TARGET_RATIO)})`,
      },
      {
        key: 'health',
        subject: serverRoute('server  GET /api/health', `${serverUrl}/api/health`, BROWSER_HEADERS),
        reference: bareHello,
        verdict: (ratio) => `/api/health runs at ${percent(ratio)} of a bare hello`,
      },
      {
        key: 'compress',
        subject: bareRoute('bare    GET /me + compression plugin', `${bareUrl}/compressed/me`),
        reference: bareMe,
        verdict: (ratio) =>
          `the compression plugin alone (an answer under 1 KB): ${percent(ratio)} of the same route without it`,
      },
      {
        key: 'compress',
        subject: bareRoute('bare    GET /hello + compression plugin', `${bareUrl}/compressed/hello`),
        reference: bareHello,
        verdict: (ratio) =>
          `the compression plugin alone on hello: ${percent(ratio)} of the same route without it`,
      },
    ];
    const pairs = allPairs.filter((p) => !ONLY || ONLY.includes(p.key));

    log(
      `\n== ${name}: ${CONNECTIONS} connections, ${SECONDS} s per route after ${WARMUP} s warm-up, ${ROUNDS} round(s) (each pair back to back, the median round shown)`,
    );
    const check = await fetch(`${serverUrl}/api/profile/me`, { headers: bearer });
    if (check.status !== 200)
      throw new Error(`GET /api/profile/me answered ${check.status}: ${await check.text()}`);
    for (const r of new Set(pairs.flatMap((p) => [p.subject, p.reference]))) {
      if (WARMUP > 0) await load(r, WARMUP);
    }

    header();
    let meRatio = Number.NaN;
    let healthRatio = Number.NaN;
    for (const pair of pairs) {
      const rounds: { subject: Measure; reference: Measure; ratio: number }[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        // Alternate which goes first, so a change in outside load does not always favour one.
        const [first, second] =
          round % 2 === 0 ? [pair.subject, pair.reference] : [pair.reference, pair.subject];
        const a = await load(first, SECONDS);
        const b = await load(second, SECONDS);
        const [subject, reference] = round % 2 === 0 ? [a, b] : [b, a];
        rounds.push({ subject, reference, ratio: subject.rps / reference.rps });
      }
      const ratios = rounds.map((r) => r.ratio).sort((x, y) => x - y);
      const ratio = median(ratios);
      const shown = rounds.find((r) => r.ratio === ratio)!;
      row(pair.subject.label, shown.subject);
      row(pair.reference.label, shown.reference);
      const spread = ROUNDS > 1 ? ` (rounds: ${ratios.map(percent).join(', ')})` : '';
      log(`    → ${pair.verdict(ratio)}${spread}`);
      // Less sensitive to what else the machine runs than the rate: the work each answer cost.
      const cpu = (key: 'subject' | 'reference') => median(rounds.map((r) => r[key].cpuUs));
      log(
        `      its process's CPU per answer: ${Math.round(cpu('subject'))} µs against ${Math.round(cpu('reference'))} µs (${percent(cpu('reference') / cpu('subject'))} of the reference's efficiency)`,
      );
      if (pair.key === 'me') meRatio = ratio;
      if (pair.key === 'health') healthRatio = ratio;
    }
    return { name, meRatio, healthRatio };
  } finally {
    if (bare) await stop(bare);
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const wanted = (process.env.BENCH_TARGETS ?? 'postgres,pglite').split(',');
  const adminUrl = process.env.TEST_DATABASE_URL;
  log(
    `API overhead benchmark: node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}`,
  );
  log(
    `  load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const results: TargetResult[] = [];
  for (const name of wanted) {
    if (name === 'postgres') {
      if (!adminUrl) {
        log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');
        continue;
      }
      results.push(await withPostgresDatabase(adminUrl, (url) => benchTarget('postgres', url)));
    } else if (name === 'pglite') {
      results.push(await benchTarget('pglite'));
    }
  }

  log(
    `\n== summary (load average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')})`,
  );
  let failed = false;
  for (const r of results) {
    const met = r.meRatio >= TARGET_RATIO;
    log(
      `  ${pad(r.name, 9)} authenticated GET /api/profile/me at ${percent(r.meRatio)} of the bare SELECT route: ${met ? 'met' : 'MISSED'} (target ${percent(TARGET_RATIO)}); /api/health at ${percent(r.healthRatio)} of bare hello`,
    );
    if (!met && process.env.BENCH_STRICT === '1') failed = true;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
