/**
 * What each /api/jobs request costs PostgreSQL, statement by statement, without HTTP or load:
 * for the load phase's own queries (`jobQueries`, the bench's data), EXPLAIN (ANALYZE, BUFFERS)
 * of the page statement and, for first pages, of the count statement the server runs beside it,
 * each repeated and the median kept. Open-loop latency on a shared 2-CPU machine moves with
 * everyone else's work; these per-statement times move much less, and their sum per request
 * says how many requests a second the database can serve at all.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/search-statements.ts
 *
 * The database (BENCH_DB, default hh_search_statements) is kept: the first run creates, migrates
 * and seeds it as `npm run bench:jobs` does (same seed, same data), later runs migrate it (new
 * migrations apply) and reuse the data. Drop it when done: `dropdb hh_search_statements`.
 *
 * Settings (env): BENCH_DB, BENCH_POSTINGS (100000), BENCH_QUERIES (how many of the load's
 * 2,000 queries, 400), BENCH_REPEAT (3), BENCH_TOP (10 slowest listed per statement),
 * BENCH_FRESH=1 (drop and seed again: the benchmark's state, right after seeding),
 * BENCH_MIGRATIONS (another migrations folder, e.g. an older commit's, with `git archive`),
 * BENCH_PLAIN_TSQUERY=1 (the search words reach to_tsquery as they did before decision 029,
 * without hirehand_unaccent: for a database migrated before it), BENCH_OUT (a JSON file of
 * every measurement, to compare two runs statement by statement), BENCH_SHOW='searchTerm=weld&...'
 * (print the plans of that one query's statements, VERBOSE, and stop), BENCH_COUNT=beside (the
 * statements as the server ran them before the page took its own count: the count statement
 * beside every first page).
 */
import { writeFileSync } from 'node:fs';
import { JOB_COUNT_CAP, JobSearchQuery } from '@hirehand/shared/jobs/jobs';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { type DatabaseHandle, openDatabase, type Schema } from '../apps/server/src/db/client';
import { jobCountSql, jobSearchSql } from '../apps/server/src/modules/jobs/job-search.sql';
import { type JobCount, type JobListingRow, pageCount } from '../apps/server/src/modules/jobs/jobs.repo';
import { toJobSearchFilters } from '../apps/server/src/modules/jobs/jobs.service';
import type { AppContext } from '../apps/server/src/platform/context';
import { createGazetteer } from '../apps/server/src/platform/geo/gazetteer';
import { jobQueries } from './lib/queries';
import { seedPostings } from './lib/seed';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const DB_NAME = process.env.BENCH_DB ?? 'hh_search_statements';
const POSTINGS = setting('BENCH_POSTINGS', 100_000);
const QUERIES = setting('BENCH_QUERIES', 400);
const REPEAT = setting('BENCH_REPEAT', 3);
const TOP = setting('BENCH_TOP', 10);
const PLAIN_TSQUERY = process.env.BENCH_PLAIN_TSQUERY === '1';
const FRESH = process.env.BENCH_FRESH === '1';
const MIGRATIONS = process.env.BENCH_MIGRATIONS;
const OUT = process.env.BENCH_OUT;
const SHOW = process.env.BENCH_SHOW;
const COUNT_BESIDE = process.env.BENCH_COUNT === 'beside';

const log = (line = '') => process.stdout.write(`${line}\n`);
const dialect = new PgDialect();

interface Cost {
  ms: number;
  planningMs: number;
  executionMs: number;
  sharedHit: number;
  sharedRead: number;
  /** The plan's estimated total cost (what jit_above_cost and friends are compared with). */
  planCost: number;
  /** Time spent compiling the plan's expressions with LLVM (JIT), 0 when it was not compiled. */
  jitMs: number;
}

interface Measured {
  query: string;
  first: boolean;
  page: Cost;
  count: Cost | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type PlanJson = [
  {
    Plan: { 'Total Cost': number; 'Shared Hit Blocks'?: number; 'Shared Read Blocks'?: number };
    'Planning Time': number;
    'Execution Time': number;
    JIT?: { Timing?: { Total?: number } };
  },
];

/** The statement as it was before decision 029 (BENCH_PLAIN_TSQUERY=1): the words not unaccented. */
const asPlanned = (text: string) =>
  PLAIN_TSQUERY ? text.replace(/hirehand_unaccent\((\$\d+)\)/g, '$1') : text;

/** EXPLAIN (ANALYZE, BUFFERS) `repeat` times; the run with the median total time. */
async function costOf(client: pg.Client, query: { sql: string; params: unknown[] }): Promise<Cost> {
  const text = asPlanned(query.sql);
  const runs: Cost[] = [];
  for (let i = 0; i < REPEAT; i++) {
    const { rows } = await client.query(`explain (analyze, buffers, format json) ${text}`, query.params);
    const [doc] = rows[0]!['QUERY PLAN'] as PlanJson;
    runs.push({
      ms: doc['Planning Time'] + doc['Execution Time'],
      planningMs: doc['Planning Time'],
      executionMs: doc['Execution Time'],
      sharedHit: doc.Plan['Shared Hit Blocks'] ?? 0,
      sharedRead: doc.Plan['Shared Read Blocks'] ?? 0,
      planCost: doc.Plan['Total Cost'],
      jitMs: doc.JIT?.Timing?.Total ?? 0,
    });
  }
  const middle = median(runs.map((r) => r.ms));
  return runs.find((r) => r.ms === middle)!;
}

/**
 * The kept database: created, migrated and seeded on the first run (or on every run with
 * BENCH_FRESH=1, dropped first: the state the benchmark measures, right after seeding and
 * ANALYZE, before any VACUUM); later runs only migrate.
 */
async function prepareDatabase(adminUrl: string): Promise<{ handle: DatabaseHandle; seeded: boolean }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  if (FRESH) await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (!rowCount) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const handle = await openDatabase({ url: url.toString() });
  if (MIGRATIONS) await migrate(handle.db as NodePgDatabase<Schema>, { migrationsFolder: MIGRATIONS });
  else await handle.migrate();
  return { handle, seeded: Boolean(rowCount) };
}

function summarise(label: string, costs: Cost[]) {
  const ms = costs.map((c) => c.ms).sort((a, b) => a - b);
  const sum = ms.reduce((a, b) => a + b, 0);
  const planning = costs.reduce((a, c) => a + c.planningMs, 0);
  const jitted = costs.filter((c) => c.jitMs > 0);
  const jit = jitted.reduce((a, c) => a + c.jitMs, 0);
  const share = (part: number) => `${((part / Math.max(1, sum)) * 100).toFixed(0)}%`;
  const fmt = (n: number) => n.toFixed(2).padStart(8);
  log(
    `  ${label.padEnd(26)} n ${String(ms.length).padStart(4)}  median ${fmt(median(ms))}  p95 ${fmt(percentile(ms, 95))}` +
      `  max ${fmt(ms[ms.length - 1] ?? 0)}  mean ${fmt(sum / Math.max(1, ms.length))}  planning ${share(planning)}` +
      `  JIT in ${jitted.length} (${share(jit)} of the time)`,
  );
}

async function main() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('Set TEST_DATABASE_URL (an admin connection to PostgreSQL)');
  const { handle, seeded } = await prepareDatabase(adminUrl);
  // The service only asks the geo provider (to place a typed city); no app is needed.
  const ctx = { geo: createGazetteer() } as Pick<AppContext, 'geo'> as AppContext;
  const url = new URL(adminUrl);
  url.pathname = `/${DB_NAME}`;
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    if (!seeded) {
      log(`Seeding ${POSTINGS.toLocaleString('en-CA')} postings into ${DB_NAME} (kept for later runs)`);
      await seedPostings(handle.db, POSTINGS);
    }
    await client.connect();
    if (SHOW) {
      const parsed = JobSearchQuery.parse(Object.fromEntries(new URLSearchParams(SHOW)));
      const filters = await toJobSearchFilters(ctx, parsed);
      for (const statement of [
        jobSearchSql(filters, null, JOB_COUNT_CAP),
        jobCountSql(filters, JOB_COUNT_CAP),
      ]) {
        const query = dialect.sqlToQuery(statement);
        const { rows } = await client.query(
          `explain (analyze, verbose, buffers) ${asPlanned(query.sql)}`,
          query.params,
        );
        log(rows.map((r) => r['QUERY PLAN']).join('\n'));
        log();
      }
      return;
    }
    const paths = jobQueries(2_000).slice(0, QUERIES);
    log(
      `${DB_NAME}: ${paths.length} of the load's queries, each statement EXPLAINed ${REPEAT}x (median kept)`,
    );
    const measured: Measured[] = [];
    for (const p of paths) {
      const params = Object.fromEntries(new URL(p, 'http://x').searchParams);
      const parsed = JobSearchQuery.parse(params);
      const filters = await toJobSearchFilters(ctx, parsed);
      const first = parsed.page === 1;
      // What the server runs (jobs.service.ts): a first page asks its statement for the count and
      // counts apart only when it could not; BENCH_COUNT=beside, the count beside every first page.
      const pageQuery = dialect.sqlToQuery(
        jobSearchSql(filters, null, first && !COUNT_BESIDE ? JOB_COUNT_CAP : null),
      );
      const page = await costOf(client, pageQuery);
      let counted: JobCount | null | undefined = !first || COUNT_BESIDE ? null : undefined;
      if (counted === undefined) {
        const { rows } = await client.query(asPlanned(pageQuery.sql), pageQuery.params);
        counted = pageCount(rows as JobListingRow[], JOB_COUNT_CAP);
      }
      const count =
        first && counted === null
          ? await costOf(client, dialect.sqlToQuery(jobCountSql(filters, JOB_COUNT_CAP)))
          : null;
      measured.push({ query: p.replace('/api/jobs?', ''), first, page, count });
    }

    if (OUT) writeFileSync(OUT, JSON.stringify(measured, null, 1));
    log('\n  statement (ms: planning + execution)');
    summarise(
      'page, all',
      measured.map((m) => m.page),
    );
    summarise(
      'page, with search words',
      measured.filter((m) => m.query.includes('searchTerm')).map((m) => m.page),
    );
    summarise(
      'page, without',
      measured.filter((m) => !m.query.includes('searchTerm')).map((m) => m.page),
    );
    const counted = measured.filter((m) => m.count);
    log(`  (${measured.filter((m) => m.first).length} first pages; ${counted.length} count statements)`);
    summarise(
      'count statements, all',
      counted.map((m) => m.count!),
    );
    summarise(
      'count, with search words',
      counted.filter((m) => m.query.includes('searchTerm')).map((m) => m.count!),
    );
    summarise(
      'count, without',
      counted.filter((m) => !m.query.includes('searchTerm')).map((m) => m.count!),
    );
    const perRequest = measured.map((m) => m.page.ms + (m.count?.ms ?? 0));
    const mean = perRequest.reduce((a, b) => a + b, 0) / perRequest.length;
    log(
      `\n  database time per request (page + count): mean ${mean.toFixed(2)} ms, so about ${(1000 / mean).toFixed(0)} requests/s per busy CPU`,
    );

    for (const kind of ['page', 'count'] as const) {
      log(
        `\n  slowest ${kind} statements (ms: total / planning / execution / of which JIT; shared buffers hit+read; estimated cost):`,
      );
      const rows = measured
        .filter((m) => m[kind])
        .sort((a, b) => b[kind]!.ms - a[kind]!.ms)
        .slice(0, TOP);
      for (const m of rows) {
        const c = m[kind]!;
        log(
          `    ${c.ms.toFixed(1).padStart(7)} ${c.planningMs.toFixed(1).padStart(6)} ${c.executionMs.toFixed(1).padStart(7)} ${c.jitMs.toFixed(1).padStart(6)} ${String(c.sharedHit + c.sharedRead).padStart(7)} ${c.planCost.toFixed(0).padStart(8)}  ${m.query}`,
        );
      }
    }
  } finally {
    await client.end().catch(() => {});
    await handle.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
