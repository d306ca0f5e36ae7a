/**
 * Business analytics benchmark (issue 22, decision 043): the server-side time of the analytics
 * dashboard (`analyticsDashboard`, what GET /api/business/analytics/dashboard calls) and of the
 * worker list for one company with 10,000 postings and 100,000 applications. For each database
 * (PGlite, then PostgreSQL when DATABASE_URL is set: a fresh database `hh_bench_<random>` is
 * created through it and dropped), each in a process of its own: the real server (`buildApp`,
 * its migrations), then in SQL (generate_series, fixed random seed): 5,000 workers in 12 cities,
 * 30,000 other people's postings with 90,000 applications, the company's 10,000 postings over the last 400 days (40% open,
 * 30% filled, 20% closed, 10% paused; half fixed price, half hourly), 100,000 applications (one
 * accepted per filled posting and per second closed one, 30% of the rest declined), a Pay-Per-Post charge for 60%
 * of the postings (5% refunded), and 500 conversations of 10 messages between the owner and hired
 * workers. Then each call timed over BENCH_RUNS runs after 3 warm-ups for 30d and 1y, and the
 * EXPLAIN (ANALYZE) of the overview and worker statements.
 *
 *   npm run bench:business
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:business
 *
 * Settings (env): BENCH_RUNS (30), BENCH_TARGETS (pglite,postgres).
 * Target: dashboard p95 under 200 ms on PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AnalyticsTimeframe } from '@hirehand/shared/business/analytics';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import {
  inAnalyticsSnapshot,
  monthlyFiguresSql,
  overviewFiguresSql,
  workerFiguresSql,
} from '../apps/server/src/modules/business-analytics/business-analytics.repo';
import {
  analyticsDashboard,
  TIMEFRAME_DAYS,
  workerAnalytics,
} from '../apps/server/src/modules/business-analytics/business-analytics.service';
import { withPostgresDatabase } from './lib/bench-database';
import { benchServerEnv } from './lib/bench-env';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const WARMUP = 3;
const TARGETS = (process.env.BENCH_TARGETS ?? 'pglite,postgres').split(',');
const TIMEFRAMES: AnalyticsTimeframe[] = ['30d', '1y'];
const OWNER_EMAIL = 'bench-company-owner@example.ca';

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

async function seed(db: Database) {
  await db.execute(sql`select setseed(0.22)`);
  await db.execute(sql`
    insert into users (email, password_hash, full_name, user_type, city, time_zone)
    values (${OWNER_EMAIL}, 'x', 'Bench Company Owner', 'company', 'Toronto', 'America/Toronto')`);
  await db.execute(sql`
    insert into companies (owner_id, name, city, created_at, updated_at)
    select id, 'Bench Company', 'Toronto', now(), now() from users where email = ${OWNER_EMAIL}`);
  await db.execute(sql`
    insert into company_members (company_id, user_id, role, permissions, joined_at)
    select c.id, c.owner_id, 'owner', '{}', now() from companies c`);
  await db.execute(sql`
    insert into users (email, password_hash, full_name, user_type, city, skills)
    select 'bench-worker-' || n || '@example.ca', 'x', 'Bench Worker ' || n, 'worker',
      (array['Toronto','Ottawa','Montreal','Calgary','Vancouver','Edmonton','Winnipeg','Halifax',
             'Quebec City','Hamilton','Regina','Victoria'])[1 + n % 12],
      array['Wiring']
    from generate_series(1, 5000) n`);
  // Other people's postings, so the company's are a part of the table.
  await db.execute(sql`
    insert into postings (poster_id, mode, status, title, description, category, gig_type, pricing_type,
      hourly_rate, job_type, experience_required, city, created_at, updated_at)
    select (select id from users where email = 'bench-worker-1@example.ca'), 'job', 'open', 'Other job ' || n,
      'Someone else''s job.', 'plumbing', 'project', 'hourly', 30, 'contract', 'mid', 'Toronto',
      now() - random() * interval '400 days', now()
    from generate_series(1, 30000) n`);
  await db.execute(sql`
    insert into postings (poster_id, company_id, mode, status, title, description, category, gig_type,
      pricing_type, fixed_price, hourly_rate, job_type, experience_required, city, created_at, updated_at)
    select c.owner_id, c.id, 'job',
      case when r < 0.4 then 'open' when r < 0.7 then 'filled' when r < 0.9 then 'closed' else 'paused' end,
      'Company job ' || n, 'A company job.',
      (array['electrical','plumbing','hvac','carpentry','painting','cleaning','landscaping','technology'])[1 + n % 8],
      'project', case when n % 2 = 0 then 'fixed' else 'hourly' end,
      case when n % 2 = 0 then 200 + (n % 50) * 20 end, case when n % 2 = 1 then 25 + n % 40 end,
      'contract', 'mid',
      (array['Toronto','Ottawa','Montreal','Calgary','Vancouver','Edmonton','Winnipeg','Halifax'])[1 + n % 8],
      now() - random() * interval '400 days', now()
    from companies c, (select n, random() as r from generate_series(1, 10000) n) g`);
  await db.execute(sql`
    with company_postings as (
      select p.id, p.status, p.created_at, row_number() over (order by p.id) - 1 as i
      from postings p where p.company_id is not null
    ), workers as (
      select id, row_number() over (order by email) - 1 as i from users where email like 'bench-worker-%'
    ), draws as (
      select cp.id as posting_id, cp.status, cp.created_at, cp.i as pi, k, random() as r, random() as d
      from company_postings cp, generate_series(0, 9) k
    )
    insert into applications (posting_id, applicant_id, status, cover_letter, proposed_rate, proposed_timeline,
      created_at, decided_at, updated_at)
    select dr.posting_id, w.id,
      case when dr.k = 0 and (dr.status = 'filled' or (dr.status = 'closed' and dr.pi % 2 = 0)) then 'accepted'
           when dr.r < 0.3 then 'declined' else 'pending' end,
      'Bench cover letter.', case when dr.r < 0.5 then 40 end, case when dr.r < 0.5 then 3 end,
      least(dr.created_at + dr.d * interval '5 days', now()),
      case when (dr.k = 0 and (dr.status = 'filled' or (dr.status = 'closed' and dr.pi % 2 = 0))) or dr.r < 0.3
        then least(dr.created_at + dr.d * interval '8 days', now()) end,
      now()
    from draws dr join workers w on w.i = (dr.pi * 13 + dr.k * 500) % 5000`);
  // Other people's applications, so the company's are a part of the table too.
  await db.execute(sql`
    insert into applications (posting_id, applicant_id, status, cover_letter, created_at, decided_at, updated_at)
    select p.id, w.id, case when random() < 0.2 then 'accepted' else 'pending' end, 'Bench cover letter.',
      p.created_at, p.created_at + interval '1 day', now()
    from (select id, created_at, row_number() over (order by id) - 1 as i from postings where company_id is null) p
      join (select id, row_number() over (order by email) - 1 as i from users where email like 'bench-worker-%') w
        on w.i in ((p.i * 7) % 5000, (p.i * 7 + 2500) % 5000, (p.i * 7 + 1250) % 5000)`);
  await db.execute(sql`
    insert into charges (user_id, provider, provider_payment_id, amount_cents, currency, posting_id, refunded_at, created_at)
    select p.poster_id, 'sandbox', 'pi_bench_' || p.id, 2000, 'CAD', p.id,
      case when random() < 0.05 then now() end, p.created_at
    from postings p where p.company_id is not null and random() < 0.6`);
  await db.execute(sql`
    with hires as (
      select a.applicant_id, a.decided_at, row_number() over (order by a.id) as n
      from applications a join postings p on p.id = a.posting_id
      where p.company_id is not null and a.status = 'accepted'
    ), picked as (
      select h.*, gen_random_uuid() as conversation_id from hires h where h.n <= 500
    ), made as (
      insert into conversations (id, title, created_at, updated_at, dedupe_key)
      select conversation_id, 'Bench talk', decided_at, decided_at, 'bench-' || conversation_id from picked
      returning id
    ), people as (
      insert into conversation_participants (conversation_id, user_id)
      select conversation_id, applicant_id from picked
      union all
      select conversation_id, (select owner_id from companies limit 1) from picked
      returning 1
    )
    insert into messages (conversation_id, sender_id, content, created_at)
    select pk.conversation_id,
      case when m % 2 = 0 then (select owner_id from companies limit 1) else pk.applicant_id end,
      'Bench message ' || m, pk.decided_at + m * interval '37 minutes'
    from picked pk, generate_series(0, 9) m`);
  // As autovacuum leaves a table at rest: statistics, and the visibility map that lets an index
  // answer a count without visiting the table.
  await db.execute(sql`vacuum analyze`);
}

async function run(label: string, env: Record<string, string | undefined>) {
  const pgliteStarted = performance.now();
  if (!env.DATABASE_URL) {
    // Seeded in memory, then written to disk as a template (bench/matching.ts does the same).
    const memory = await openDatabase({});
    await memory.migrate();
    await seed(memory.db);
    const dump = await memory.dump!();
    await memory.close();
    const disk = await openDatabase({ dataDir: env.DATA_DIR, template: dump });
    await disk.close();
  }
  const app = await buildApp(benchServerEnv({ LOG_LEVEL: 'silent', ...env }));
  try {
    const db = app.ctx.db;
    let started = performance.now();
    if (env.DATABASE_URL) await seed(db);
    else started = pgliteStarted;
    const seeded = performance.now() - started;
    const { rows } = (await db.execute(
      sql`select c.id, c.owner_id, (select count(*) from postings p where p.company_id = c.id)::int as postings,
        (select count(*) from applications a join postings p on p.id = a.posting_id where p.company_id = c.id)::int as applications
        from companies c`,
    )) as unknown as { rows: { id: string; owner_id: string; postings: number; applications: number }[] };
    const company = rows[0]!;
    process.stdout.write(
      `\n${label}: company with ${company.postings} postings and ${company.applications} applications ` +
        `(seeded in ${(seeded / 1000).toFixed(1)} s), ${RUNS} runs each\n`,
    );
    for (const timeframe of TIMEFRAMES) {
      const query = { timeframe, company_id: company.id };
      for (const [name, call] of [
        ['dashboard', () => analyticsDashboard({ ctx: app.ctx, userId: company.owner_id, query })],
        ['workers', () => workerAnalytics({ ctx: app.ctx, userId: company.owner_id, query })],
      ] as const) {
        const times: number[] = [];
        let last: unknown = null;
        for (let i = 0; i < RUNS + WARMUP; i++) {
          const at = performance.now();
          last = await call();
          if (i >= WARMUP) times.push(performance.now() - at);
        }
        times.sort((a, b) => a - b);
        const p95 = quantile(times, 0.95);
        const target =
          name === 'dashboard' && label === 'PostgreSQL'
            ? ` (target p95 < 200 ms: ${p95 < 200 ? 'met' : 'MISSED'})`
            : '';
        const figures =
          name === 'dashboard'
            ? JSON.stringify((last as { overview: unknown }).overview)
            : `${(last as { workers: unknown[] }).workers.length} workers`;
        process.stdout.write(
          `  ${name} ${timeframe}: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, ` +
            `max ${times.at(-1)!.toFixed(1)} ms${target}\n    ${figures}\n`,
        );
      }
    }
    const to = app.ctx.clock.now();
    const period = {
      companyId: company.id,
      from: new Date(to.getTime() - TIMEFRAME_DAYS['1y'] * 86_400_000),
      to,
    };
    for (const [name, statement] of [
      [
        'overview (1y)',
        overviewFiguresSql(period, new Date(period.from.getTime() - TIMEFRAME_DAYS['1y'] * 86_400_000)),
      ],
      ['months (1y)', monthlyFiguresSql(period, 'America/Toronto')],
      ['workers (1y)', workerFiguresSql(period)],
    ] as const) {
      // Explained as the service runs it: in its read-only snapshot, without parallel workers.
      const plan = (await inAnalyticsSnapshot(db, (tx) =>
        tx.execute(sql`explain (analyze, costs off) ${statement}`),
      )) as unknown as { rows: Record<string, string>[] };
      process.stdout.write(`  EXPLAIN ANALYZE ${name}:\n`);
      for (const line of plan.rows) process.stdout.write(`    ${Object.values(line)[0]}\n`);
    }
  } finally {
    await app.close();
  }
}

async function main() {
  if (TARGETS.length > 1) {
    for (const target of TARGETS) {
      const child = spawnSync(process.execPath, process.execArgv.concat(process.argv.slice(1)), {
        stdio: 'inherit',
        env: { ...process.env, BENCH_TARGETS: target },
      });
      if (child.status !== 0) process.exitCode = child.status ?? 1;
    }
    return;
  }
  if (TARGETS.includes('pglite')) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-business-'));
    try {
      await run('PGlite', { DATA_DIR: dataDir, DATABASE_URL: undefined });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const adminUrl = process.env.DATABASE_URL;
  if (TARGETS.includes('postgres') && adminUrl) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-business-pg-'));
    try {
      await withPostgresDatabase(adminUrl, (url) =>
        run('PostgreSQL', { DATA_DIR: dataDir, DATABASE_URL: url }),
      );
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
