/**
 * Job search benchmark: seeds 100k postings into a fresh PGlite data dir (and, when
 * TEST_DATABASE_URL is set, into a fresh PostgreSQL database it creates and drops), checks
 * with EXPLAIN (ANALYZE) that every representative board query reads indexes, then drives
 * open-loop HTTP load with many different queries against GET /api/jobs, and the same load
 * against GET /api/health on the same server as the reference.
 *
 *   npm run bench:jobs
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:jobs
 *
 * Settings (env): BENCH_POSTINGS (100000), BENCH_SECONDS (15), BENCH_WARMUP_SECONDS (3),
 * BENCH_RATE_PGLITE (30), BENCH_RATE_POSTGRES (100), BENCH_TARGETS (pglite,postgres),
 * BENCH_STRICT=1 to also fail when a latency target is missed.
 * Exits 1 when a plan reads postings with a sequential scan (or a target fails under BENCH_STRICT).
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withPostgresDatabase } from './lib/bench-database';
import type { ExplainResult } from './lib/explain';
import { type LoadResult, runOpenLoop } from './lib/open-loop';
import { jobQueries } from './lib/queries';

const here = path.dirname(fileURLToPath(import.meta.url));
const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const POSTINGS = setting('BENCH_POSTINGS', 100_000);
const SECONDS = setting('BENCH_SECONDS', 15);
const WARMUP = setting('BENCH_WARMUP_SECONDS', 3);
const QUERY_COUNT = 2_000;

interface Target {
  name: 'pglite' | 'postgres';
  rate: number;
  p95TargetMs: number;
}

interface Ready {
  type: 'ready';
  url: string;
  seedMs: number;
  explains: ExplainResult[];
}

const log = (line = '') => process.stdout.write(`${line}\n`);
const pad = (text: string | number, width: number) => String(text).padEnd(width);
const padStart = (text: string | number, width: number) => String(text).padStart(width);

/** Starts the server process on a fresh database and waits until it has seeded, explained and listens. */
function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = fork(path.join(here, 'lib', 'bench-server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type: string; message?: string }) => {
      if (message.type === 'ready') resolve({ child, ready: message as Ready });
      if (message.type === 'error') reject(new Error(message.message));
    });
    child.on('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.send({ type: 'close' });
  });
}

const short = (scan: string) =>
  scan
    .replace('Bitmap Index Scan ', 'bitmap ')
    .replace('Index Scan ', '')
    .replace(/^Bitmap Heap Scan postings$/, 'heap');

function printExplains(explains: ExplainResult[]) {
  log(
    `  EXPLAIN (ANALYZE) of the server's SQL, ${explains.length} representative queries (what ran; pkeys left out):`,
  );
  for (const result of explains) {
    const verdict = result.seqScanOnPostings ? 'SEQ SCAN' : 'indexes ';
    const scans = [...new Set(result.scans.filter((s) => !s.includes('_pkey')).map(short))].join(', ');
    log(`    ${verdict} ${padStart(result.ms.toFixed(1), 6)} ms  ${pad(result.name, 44)} ${scans}`);
  }
}

const row = (label: string, r: LoadResult) =>
  `    ${pad(label, 14)} ${padStart(r.rate, 6)} ${padStart(r.throughput, 9)} ${padStart(r.p50, 8)} ${padStart(r.p95, 8)} ${padStart(r.p99, 8)} ${padStart(r.max, 8)} ${padStart(r.errors, 7)}`;

interface TargetResult {
  target: Target;
  seedMs: number;
  jobs: LoadResult;
  health: LoadResult;
  seqScans: string[];
}

async function benchTarget(target: Target, databaseUrl?: string): Promise<TargetResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `hh-bench-${target.name}-`));
  try {
    log(`\n== ${target.name}: seeding ${POSTINGS.toLocaleString('en-CA')} postings into a fresh database`);
    const { child, ready } = await startServer({
      BENCH_DATA_DIR: dataDir,
      BENCH_POSTINGS: String(POSTINGS),
      ...(databaseUrl ? { BENCH_DATABASE_URL: databaseUrl } : {}),
    });
    try {
      log(`  created, migrated, seeded and analyzed in ${(ready.seedMs / 1000).toFixed(1)} s`);
      printExplains(ready.explains);

      const paths = jobQueries(QUERY_COUNT);
      log(
        `  open-loop load, ${SECONDS} s after ${WARMUP} s warm-up, ${paths.length} different /api/jobs queries`,
      );
      log(
        `    ${pad('route', 14)} ${padStart('rate/s', 6)} ${padStart('done/s', 9)} ${padStart('p50 ms', 8)} ${padStart('p95 ms', 8)} ${padStart('p99 ms', 8)} ${padStart('max ms', 8)} ${padStart('errors', 7)}`,
      );
      const jobs = await runOpenLoop({
        baseUrl: ready.url,
        pathOf: (i) => paths[i % paths.length]!,
        rate: target.rate,
        durationS: SECONDS,
        warmupS: WARMUP,
      });
      log(row('/api/jobs', jobs));
      const health = await runOpenLoop({
        baseUrl: ready.url,
        pathOf: () => '/api/health',
        rate: target.rate,
        durationS: SECONDS,
        warmupS: WARMUP,
      });
      log(row('/api/health', health));
      if (jobs.errors > 0) log(`    /api/jobs statuses: ${JSON.stringify(jobs.statuses)}`);
      return {
        target,
        seedMs: ready.seedMs,
        jobs,
        health,
        seqScans: ready.explains.filter((e) => e.seqScanOnPostings).map((e) => e.name),
      };
    } finally {
      await stopServer(child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const wanted = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
  const targets: { target: Target; url?: string }[] = [];
  if (wanted.includes('pglite')) {
    targets.push({ target: { name: 'pglite', rate: setting('BENCH_RATE_PGLITE', 30), p95TargetMs: 100 } });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (wanted.includes('postgres') && adminUrl) {
    targets.push({
      target: { name: 'postgres', rate: setting('BENCH_RATE_POSTGRES', 100), p95TargetMs: 50 },
      url: adminUrl,
    });
  } else if (wanted.includes('postgres')) {
    log('TEST_DATABASE_URL is not set: PostgreSQL is skipped.');
  }

  log(
    `Job search benchmark: node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}`,
  );
  const results: TargetResult[] = [];
  for (const { target, url } of targets) {
    results.push(
      url ? await withPostgresDatabase(url, (db) => benchTarget(target, db)) : await benchTarget(target),
    );
  }

  log('\n== summary');
  let failed = false;
  for (const r of results) {
    const met = r.jobs.p95 < r.target.p95TargetMs && r.jobs.errors === 0;
    log(
      `  ${pad(r.target.name, 9)} /api/jobs p50 ${r.jobs.p50} ms, p95 ${r.jobs.p95} ms, p99 ${r.jobs.p99} ms at ${r.jobs.throughput} req/s` +
        ` (health p95 ${r.health.p95} ms); target p95 < ${r.target.p95TargetMs} ms: ${met ? 'met' : 'MISSED'}`,
    );
    if (r.seqScans.length > 0) {
      failed = true;
      log(`  ${r.target.name}: sequential scan of postings in: ${r.seqScans.join('; ')}`);
    }
    if (!met && process.env.BENCH_STRICT === '1') failed = true;
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
