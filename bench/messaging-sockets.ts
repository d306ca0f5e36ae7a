/**
 * Messaging socket benchmark: starts the real server on a fresh database, creates N people
 * (N/2 pairs, each pair one conversation made through the API), opens N sockets, then sends
 * messages through the REST API at a steady rate and measures, at the recipient's socket, the
 * time from the moment each message was due to be sent until its `new_message` arrived.
 * Recipients acknowledge each message (`message_received`) as the web client does.
 *
 * Runs: one instance on PGlite (in-process bus); with TEST_DATABASE_URL and TEST_REDIS_URL
 * also one instance on PostgreSQL + Redis, and two instances sharing them, where every
 * message is sent through one instance and received on a socket of the other.
 *
 *   npm run bench:sockets                          # PGlite only
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 \
 *     npm run bench:sockets -- --sockets 2000 --rate 200
 *
 * Options: --sockets (2000), --rate messages/s (100), --seconds (15), --warmup seconds (3),
 * --targets pglite,postgres,postgres-2 (all that can run), --no-receipts.
 * BENCH_STRICT=1: exit 1 when the one-instance p99 reaches 100 ms or a message is lost.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type { WebSocket } from 'ws';
import { withPostgresDatabase } from './lib/bench-database';
import { type Instance, startInstance, stopInstance } from './lib/socket-bench-instances';
import {
  type BenchUser,
  createApi,
  inBatches,
  openBenchSocket,
  sendOpenLoop,
  summarize,
} from './lib/socket-load';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '2000' },
    rate: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    warmup: { type: 'string', default: '3' },
    targets: { type: 'string', default: 'pglite,postgres,postgres-2' },
    'no-receipts': { type: 'boolean', default: false },
  },
});
const SOCKETS = Math.max(2, Math.floor(Number(args.sockets) / 2) * 2);
const RATE = Number(args.rate);
const SECONDS = Number(args.seconds);
const WARMUP = Number(args.warmup);
const RECEIPTS = !args['no-receipts'];
const TARGET_P99_MS = 100;

const log = (line = '') => process.stdout.write(`${line}\n`);
// Other work on the machine moves the figures: each run prints the 1-minute load average.
const loadAverage = () => os.loadavg()[0]!.toFixed(1);

interface Stats {
  sockets: number;
  rssMb: number;
  cpuPercent: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
}

interface RunResult {
  name: string;
  instances: number;
  delivery: ReturnType<typeof summarize>;
  rest: ReturnType<typeof summarize>;
  sent: number;
  lost: number;
  restErrors: Record<string, number>;
  setupS: number;
  stats: Stats[];
  /** The load generator's own CPU use (it shares the machine). */
  clientCpuPercent: number;
}

/** Creates the people and conversations, opens the sockets, sends at RATE and measures. */
async function measure(name: string, instances: Instance[]): Promise<RunResult> {
  const setupStart = performance.now();
  const tag = randomBytes(4).toString('hex');
  const { users } = await instances[0]!.ask<{ users: BenchUser[] }>(
    { type: 'users', count: SOCKETS, tag },
    'users',
  );
  // Pair k is people 2k and 2k+1; the even one lives on the first instance, the odd one on the
  // last, and each sends through its own instance, so with two instances every message crosses.
  const sideOf = (i: number) => instances[i % 2 === 0 ? 0 : instances.length - 1]!;
  const apis = instances.map((instance) => createApi(instance.url));
  const apiOf = (i: number) => apis[i % 2 === 0 ? 0 : instances.length - 1]!;
  const pairs = Array.from({ length: SOCKETS / 2 }, (_, k) => k);
  const conversationIds = await inBatches(pairs, 25, async (k) => {
    const res = await apiOf(2 * k)('POST', '/api/conversations', users[2 * k]!.token, {
      participant_ids: [users[2 * k + 1]!.id],
    });
    if (res.status !== 201) throw new Error(`create conversation: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { id: string }).id;
  });

  const total = Math.round(RATE * (WARMUP + SECONDS));
  const warmupCount = Math.round(RATE * WARMUP);
  const dueAt = new Float64Array(total);
  const arrived = new Uint8Array(total);
  const delivery: number[] = [];
  const rest: number[] = [];
  const restErrors: Record<string, number> = {};
  let received = 0;
  let allArrived: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    allArrived = resolve;
  });
  const onMessage = (content: string, at: number) => {
    const index = Number(content.slice(1));
    if (!(index >= 0 && index < total) || arrived[index]) return;
    arrived[index] = 1;
    received += 1;
    if (index >= warmupCount) delivery.push(at - dueAt[index]!);
    if (received === total) allArrived();
  };
  const before = await Promise.all(
    instances.map((instance) => instance.ask<Stats>({ type: 'stats' }, 'stats')),
  );
  const sockets: WebSocket[] = await inBatches(users, 100, (user, i) =>
    openBenchSocket(sideOf(i).url, user, { receipts: RECEIPTS, onMessage }),
  );
  // Every socket counted by the servers, and the presence announcements settled.
  for (const instance of instances) {
    while ((await instance.ask<Stats>({ type: 'stats' }, 'stats')).sockets < SOCKETS / instances.length) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const opened = await Promise.all(
    instances.map((instance) => instance.ask<Stats>({ type: 'stats' }, 'stats')),
  );
  const socketRssMb = opened.reduce((sum, s, i) => sum + s.rssMb - before[i]!.rssMb, 0);
  const setupS = (performance.now() - setupStart) / 1000;
  await Promise.all(instances.map((instance) => instance.ask({ type: 'mark' }, 'marked')));
  const clientCpu = process.cpuUsage();
  const clientStart = performance.now();

  log(
    `  ${name}: ${SOCKETS} sockets open, ${SOCKETS / 2} conversations (setup ${setupS.toFixed(1)} s, server RSS ${socketRssMb >= 0 ? '+' : ''}${socketRssMb.toFixed(0)} MB with the sockets open, garbage collection included); sending ${total} messages at ${RATE}/s (${WARMUP} s warm-up); load average ${loadAverage()}`,
  );
  await sendOpenLoop({
    total,
    rate: RATE,
    onDue: (index, at) => {
      dueAt[index] = at;
    },
    send: async (index) => {
      // Conversations in turn; within one, the two people take turns sending.
      const k = index % pairs.length;
      const sender = 2 * k + (Math.floor(index / pairs.length) % 2);
      const res = await apiOf(sender)(
        'POST',
        `/api/conversations/${conversationIds[k]}/messages`,
        users[sender]!.token,
        { content: `m${index}` },
      );
      return res.status;
    },
    onAnswer: (index, status, due) => {
      if (status !== 201) restErrors[status] = (restErrors[status] ?? 0) + 1;
      if (index >= warmupCount) rest.push(performance.now() - due);
    },
  });
  const stats = await Promise.all(
    instances.map((instance) => instance.ask<Stats>({ type: 'stats' }, 'stats')),
  );
  log(`    done; load average ${loadAverage()}`);
  const used = process.cpuUsage(clientCpu);
  const clientCpuPercent = ((used.user + used.system) / 1000 / (performance.now() - clientStart)) * 100;
  await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  for (const socket of sockets) socket.terminate();
  return {
    name,
    instances: instances.length,
    delivery: summarize(delivery),
    rest: summarize(rest),
    sent: total,
    lost: total - received,
    restErrors,
    setupS,
    stats,
    clientCpuPercent,
  };
}

/** Starts `count` instances on one fresh database (and one Redis key space), runs, stops them. */
async function run(name: string, count: number, database?: { url: string; redisUrl: string }) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hh-bench-sockets-'));
  const env: Record<string, string> = {
    BENCH_DATA_DIR: dataDir,
    BENCH_REDIS_PREFIX: `hh-bench-${randomBytes(4).toString('hex')}:`,
    ...(database ? { BENCH_DATABASE_URL: database.url, BENCH_REDIS_URL: database.redisUrl } : {}),
  };
  const instances: Instance[] = [];
  try {
    // One after the other: the first migrates the database and writes the signing key.
    for (let i = 0; i < count; i += 1) instances.push(await startInstance(env));
    return await measure(name, instances);
  } finally {
    await Promise.all(instances.map(stopInstance));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmt = (v: number) => (Number.isFinite(v) ? v.toFixed(1) : '-');

async function main() {
  const wanted = args.targets!.split(',');
  const adminUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  log(
    `Messaging socket benchmark: node ${process.version}, ${os.cpus().length} CPU(s), ${os.cpus()[0]?.model ?? ''}; ` +
      `${SOCKETS} sockets, ${RATE} messages/s for ${SECONDS} s, receipts ${RECEIPTS ? 'on' : 'off'}`,
  );
  // People take turns, so each sends 1 in SOCKETS messages; the server allows 30 a minute each.
  if (Math.min(RATE * (WARMUP + SECONDS), RATE * 60) / SOCKETS > 30) {
    log(
      '  note: at this rate a person sends more than 30 messages a minute, the per-user limit; expect 429s',
    );
  }
  const results: RunResult[] = [];
  if (wanted.includes('pglite')) results.push(await run('PGlite, 1 instance', 1));
  for (const [target, count] of [
    ['postgres', 1],
    ['postgres-2', 2],
  ] as const) {
    if (!wanted.includes(target)) continue;
    const label = count === 1 ? 'PostgreSQL + Redis, 1 instance' : 'PostgreSQL + Redis, 2 instances';
    if (!adminUrl || !redisUrl) {
      log(`  ${label}: skipped (needs TEST_DATABASE_URL and TEST_REDIS_URL)`);
      continue;
    }
    results.push(await withPostgresDatabase(adminUrl, (url) => run(label, count, { url, redisUrl })));
  }

  log('\n== send → new_message at the recipient (ms from when the message was due), and the REST answer');
  log(
    `  ${'run'.padEnd(32)} ${'count'.padStart(6)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'lost'.padStart(5)}  ${'REST p50/p99'.padStart(13)}  server CPU %, RSS MB; client CPU %`,
  );
  let failed = false;
  for (const r of results) {
    const d = r.delivery;
    const servers = r.stats.map((s) => `${s.cpuPercent.toFixed(0)}%, ${s.rssMb.toFixed(0)}`).join(' | ');
    log(
      `  ${r.name.padEnd(32)} ${String(d.count).padStart(6)} ${fmt(d.p50).padStart(7)} ${fmt(d.p95).padStart(7)} ${fmt(d.p99).padStart(7)} ${fmt(d.max).padStart(7)} ${String(r.lost).padStart(5)}  ${`${fmt(r.rest.p50)}/${fmt(r.rest.p99)}`.padStart(13)}  ${servers}; ${r.clientCpuPercent.toFixed(0)}%`,
    );
    const loops = r.stats
      .map((s) => `p99 ${fmt(s.loopDelayP99Ms)} / max ${fmt(s.loopDelayMaxMs)} ms`)
      .join(' | ');
    log(`    server event-loop delay: ${loops}`);
    if (Object.keys(r.restErrors).length) log(`    REST errors by status: ${JSON.stringify(r.restErrors)}`);
    if (r.instances === 1 && (d.p99 >= TARGET_P99_MS || r.lost > 0)) failed = true;
  }
  const first = results.find((r) => r.instances === 1);
  if (first) {
    log(
      `\n  target: p99 < ${TARGET_P99_MS} ms on one instance at ${SOCKETS} sockets: ${first.delivery.p99 < TARGET_P99_MS && first.lost === 0 ? 'met' : 'MISSED'} (${first.name})`,
    );
  }
  process.exit(failed && process.env.BENCH_STRICT === '1' ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
