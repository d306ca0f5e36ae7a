import { JOB_COUNT_CAP, JobSearchQuery } from '@hirehand/shared/jobs/jobs';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { jobSearchSql } from '../../apps/server/src/modules/jobs/job-search.sql';
import { nearbyJobsSql } from '../../apps/server/src/modules/jobs/jobs.repo';
import { toJobSearchFilters } from '../../apps/server/src/modules/jobs/jobs.service';

/** Representative board queries: one per filter and per sort, plus a combination and a deep page. */
export const EXPLAINED_QUERIES: Record<string, Record<string, string>> = {
  'sort newest (no filter)': {},
  'sort salary_high': { sortBy: 'salary_high' },
  'sort salary_low': { sortBy: 'salary_low' },
  'sort trust_score': { sortBy: 'trust_score' },
  'sort distance (Toronto, 100 km)': { location: 'Toronto', radius: '100', sortBy: 'distance' },
  'sort distance (a point, unlimited)': {
    latitude: '49.28',
    longitude: '-123.12',
    radius: 'unlimited',
    sortBy: 'distance',
  },
  'sort relevance (welder)': { searchTerm: 'welder', sortBy: 'relevance' },
  'searchTerm elec': { searchTerm: 'elec' },
  'searchTerm hvac furnace': { searchTerm: 'hvac furnace' },
  'location Toronto (25 km)': { location: 'Toronto' },
  'location Calgary, 10 km': { location: 'Calgary', radius: '10' },
  'location Regina, 5 km': { location: 'Regina', radius: '5' },
  'location Montreal, unlimited': { location: 'Montreal', radius: 'unlimited' },
  'a point (latitude/longitude), 50 km': { latitude: '45.42', longitude: '-75.69', radius: '50' },
  'minSalary 70': { minSalary: '70' },
  'maxSalary 20': { maxSalary: '20' },
  'minSalary 55, sort salary_low': { minSalary: '55', sortBy: 'salary_low' },
  'salary 30-40, sort salary_high': { minSalary: '30', maxSalary: '40', sortBy: 'salary_high' },
  'jobType freelance': { jobType: 'freelance' },
  'urgency urgent': { urgency: 'urgent' },
  'certificationRequired true': { certificationRequired: 'true' },
  'certificationRequired false': { certificationRequired: 'false' },
  'certificationType red_seal_electrician': { certificationType: 'red_seal_electrician' },
  'experienceLevel expert': { experienceLevel: 'expert' },
  'workSchedule night': { workSchedule: 'night' },
  'remoteAllowed true': { remoteAllowed: 'true' },
  'remoteAllowed false, sort trust_score': { remoteAllowed: 'false', sortBy: 'trust_score' },
  'plumb, Vancouver 50 km, $30+, high, pay': {
    searchTerm: 'plumb',
    location: 'Vancouver',
    radius: '50',
    minSalary: '30',
    urgency: 'high',
    sortBy: 'salary_high',
  },
  'night, expert, certified, sort salary_low': {
    workSchedule: 'night',
    experienceLevel: 'expert',
    certificationRequired: 'true',
    sortBy: 'salary_low',
  },
  'javascript + certified (no such job)': { searchTerm: 'javascript', certificationRequired: 'true' },
  'deep page (page 40 of newest, 24 a page)': { page: '40', limit: '24' },
};

const dialect = new PgDialect();

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
}

export interface ExplainResult {
  name: string;
  ms: number;
  /** What ran: "Index Scan postings_open_newest_idx", "Bitmap Index Scan postings_search_idx", ... */
  scans: string[];
  /** Scans of a branch the statement planned but did not run (its one-time filter was false). */
  notRun: string[];
  seqScanOnPostings: boolean;
}

/** Table and index reads (not CTE or subquery scans), split into those that ran and those that did not. */
function scansOf(node: PlanNode, out: { ran: string[]; notRun: string[] } = { ran: [], notRun: [] }) {
  const type = node['Node Type'];
  if (type.includes('Scan') && !type.startsWith('CTE') && !type.startsWith('Subquery')) {
    const scan = [type, node['Index Name'] ?? node['Relation Name'] ?? ''].join(' ').trim();
    (node['Actual Loops'] ? out.ran : out.notRun).push(scan);
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
  return out;
}

type RawClient = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

async function explain(
  app: FastifyInstance,
  name: string,
  query: { sql: string; params: unknown[] },
): Promise<ExplainResult> {
  const client = (app.ctx.db as unknown as { $client: RawClient }).$client;
  const { rows } = await client.query(`explain (analyze, format json) ${query.sql}`, query.params);
  const raw = rows[0]!['QUERY PLAN'];
  const [doc] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: PlanNode; 'Execution Time': number },
  ];
  const { ran, notRun } = scansOf(doc.Plan);
  return {
    name,
    ms: doc['Execution Time'],
    scans: ran,
    notRun,
    seqScanOnPostings: ran.includes('Seq Scan postings'),
  };
}

/** EXPLAIN (ANALYZE) of the exact SQL the server runs for each representative query. */
export async function explainRepresentativeQueries(app: FastifyInstance): Promise<ExplainResult[]> {
  const results: ExplainResult[] = [];
  for (const [name, params] of Object.entries(EXPLAINED_QUERIES)) {
    const query = JobSearchQuery.parse(params);
    const filters = await toJobSearchFilters(app.ctx, query);
    // As the server asks it: a first page's statement also counts when it can (jobs.service.ts).
    const countCap = query.page === 1 ? JOB_COUNT_CAP : null;
    results.push(await explain(app, name, dialect.sqlToQuery(jobSearchSql(filters, null, countCap))));
  }
  const nearby = nearbyJobsSql({
    point: { latitude: 43.65, longitude: -79.38 },
    radiusMetres: 10_000,
    limit: 20,
  });
  results.push(await explain(app, 'GET /location/nearby-jobs (Toronto, 10 km)', dialect.sqlToQuery(nearby)));
  return results;
}
