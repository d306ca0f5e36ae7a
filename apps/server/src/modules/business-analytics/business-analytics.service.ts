import type {
  AnalyticsDashboardDto,
  AnalyticsExportQuery,
  AnalyticsQuery,
  AnalyticsTimeframe,
  WorkerAnalyticsDto,
} from '@hirehand/shared/business/analytics';
import { DEFAULT_TIME_ZONE } from '@hirehand/shared/locale/locales';
import type { AppContext } from '../../platform/context';
import { assertCompanyPermission } from '../companies/companies.service';
import { findUserById } from '../users/users.service';
import { csvOf } from './analytics-csv';
import { dashboardOf, exportRowsOf, workersOf } from './business-analytics.presenter';
import {
  type CompanyPeriod,
  categoryCounts,
  cityCounts,
  inAnalyticsSnapshot,
  monthlyFigures,
  overviewFigures,
  workerFigures,
} from './business-analytics.repo';

/**
 * Business analytics (issue 22, spec 2 §2.5, decision 043): a company's figures for the last 7,
 * 30, 90 or 365 days up to now, for members holding `can_view_analytics`.
 */

const DAY_MS = 86_400_000;
/** The days each timeframe covers; 1y is 365 days. */
export const TIMEFRAME_DAYS: Record<AnalyticsTimeframe, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};
/** Months the 1y view lists (spec 2 §3 monthly_performance); shorter views list the months they touch. */
const YEAR_MONTHS = 12;

interface Caller {
  ctx: AppContext;
  userId: string;
}

/** The company the caller may read analytics of, and the period [now - length, now). */
async function scopeOf(props: Caller & { query: AnalyticsQuery }) {
  const access = await assertCompanyPermission(props.ctx, {
    userId: props.userId,
    companyId: props.query.company_id,
    permission: 'can_view_analytics',
  });
  const to = props.ctx.clock.now();
  const length = TIMEFRAME_DAYS[props.query.timeframe] * DAY_MS;
  const period: CompanyPeriod = { companyId: access.company.id, from: new Date(to.getTime() - length), to };
  const previous: CompanyPeriod = { ...period, from: new Date(to.getTime() - 2 * length), to: period.from };
  return { company: access.company, timeframe: props.query.timeframe, period, previous };
}

/** GET /api/business/analytics/dashboard. */
export async function analyticsDashboard(
  props: Caller & { query: AnalyticsQuery },
): Promise<AnalyticsDashboardDto> {
  const { ctx } = props;
  const scope = await scopeOf(props);
  const owner = await findUserById(ctx.db, scope.company.ownerId);
  const timeZone = owner?.timeZone ?? DEFAULT_TIME_ZONE;
  const { overview, categories, cities, months } = await inAnalyticsSnapshot(ctx.db, async (tx) => ({
    overview: await overviewFigures(tx, scope.period, scope.previous.from),
    categories: await categoryCounts(tx, scope.period),
    cities: await cityCounts(tx, scope.period),
    months: await monthlyFigures(tx, scope.period, timeZone),
  }));
  return dashboardOf({
    companyId: scope.company.id,
    timeframe: scope.timeframe,
    period: scope.period,
    overview,
    categories,
    cities,
    months: scope.timeframe === '1y' ? months.slice(-YEAR_MONTHS) : months,
  });
}

/** GET /api/business/analytics/workers. */
export async function workerAnalytics(
  props: Caller & { query: AnalyticsQuery },
): Promise<WorkerAnalyticsDto> {
  const scope = await scopeOf(props);
  const rows = await inAnalyticsSnapshot(props.ctx.db, (tx) => workerFigures(tx, scope.period));
  return { company_id: scope.company.id, timeframe: scope.timeframe, workers: workersOf(rows) };
}

/** GET /api/business/analytics/export: one view as CSV, with the file name to offer. */
export async function analyticsExport(
  props: Caller & { query: AnalyticsExportQuery },
): Promise<{ fileName: string; csv: string }> {
  const { view, ...query } = props.query;
  const needsWorkers = view === 'workers';
  const dashboard = needsWorkers ? null : await analyticsDashboard({ ...props, query });
  const workers = needsWorkers ? await workerAnalytics({ ...props, query }) : null;
  const rows = exportRowsOf(view, dashboard, workers);
  return {
    fileName: `hirehand-analytics-${view}-${query.timeframe}.csv`,
    csv: csvOf(rows),
  };
}
