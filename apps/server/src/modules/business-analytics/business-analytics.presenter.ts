import type {
  AnalyticsDashboardDto,
  AnalyticsTimeframe,
  WorkerAnalyticsDto,
  WorkerAnalyticsEntryDto,
} from '@hirehand/shared/business/analytics';
import type { GigCategory } from '@hirehand/shared/gigs/gig-enums';
import { cad, moneyUnits } from '@hirehand/shared/platform/money';
import type { CsvCell } from './analytics-csv';
import type { CompanyPeriod, OverviewFigures, WorkerFigures } from './business-analytics.repo';

/** Rounded to one decimal. */
const oneDecimal = (value: number) => Math.round(value * 10) / 10;
/** Percent change against the previous period, one decimal; null when that was zero (decision 043). */
export const trendOf = (current: number, previous: number): number | null =>
  previous === 0 ? null : oneDecimal(((current - previous) / previous) * 100);
const cents = (value: number) => Math.round(value);

export function dashboardOf(props: {
  companyId: string;
  timeframe: AnalyticsTimeframe;
  period: CompanyPeriod;
  overview: OverviewFigures;
  categories: { category: string; count: number }[];
  cities: { city: string; jobs: number; workers: number }[];
  months: { month: string; jobs: number; costCents: number }[];
}): AnalyticsDashboardDto {
  const current = props.overview;
  const spent = cents(current.chargesCents + current.hiresCents);
  const previousSpent = cents(current.previousChargesCents + current.previousHiresCents);
  const categoryTotal = props.categories.reduce((sum, row) => sum + row.count, 0);
  return {
    company_id: props.companyId,
    timeframe: props.timeframe,
    from: props.period.from.toISOString(),
    to: props.period.to.toISOString(),
    overview: {
      total_jobs_posted: current.jobsPosted,
      active_jobs: current.activeJobs,
      completed_jobs: current.completedJobs,
      total_applications: current.applications,
      hired_workers: current.hiredWorkers,
      total_spent: cad(spent),
      average_job_cost:
        current.postingsWithHire > 0 ? cad(Math.round(spent / current.postingsWithHire)) : null,
      success_rate: current.closedPosted > 0 ? current.closedPostedWithHire / current.closedPosted : null,
      time_to_hire_avg: current.timeToHireHours === null ? null : oneDecimal(current.timeToHireHours),
      worker_satisfaction: null,
    },
    trends: {
      jobs_posted_trend: trendOf(current.jobsPosted, current.previousJobsPosted),
      applications_trend: trendOf(current.applications, current.previousApplications),
      cost_trend: trendOf(spent, previousSpent),
      satisfaction_trend: null,
    },
    job_categories: props.categories.map((row) => ({
      category: row.category as GigCategory,
      count: row.count,
      percentage: categoryTotal > 0 ? oneDecimal((row.count / categoryTotal) * 100) : 0,
    })),
    geographic_distribution: props.cities.map((row) => ({
      city: row.city,
      jobs: row.jobs,
      workers: row.workers,
    })),
    monthly_performance: props.months.map((row) => ({
      month: row.month,
      jobs: row.jobs,
      cost: cad(cents(row.costCents)),
      satisfaction: null,
    })),
  };
}

export function workersOf(rows: WorkerFigures[]): WorkerAnalyticsEntryDto[] {
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    specialization: row.topCategory ?? row.firstSkill ?? null,
    jobs_completed: row.jobsCompleted,
    average_rating: null,
    total_earned: cad(cents(row.earnedCents)),
    success_rate: row.decided > 0 ? row.accepted / row.decided : null,
    response_time: row.responseMinutes === null ? null : oneDecimal(row.responseMinutes),
    location: row.city,
  }));
}

const dollars = (amountCents: number) => moneyUnits(cad(amountCents));

/** The rows of one export view, a header row first; money in CAD dollars with cents. */
export function exportRowsOf(
  view: 'overview' | 'jobs' | 'workers' | 'financial' | 'geography',
  dashboard: AnalyticsDashboardDto | null,
  workers: WorkerAnalyticsDto | null,
): CsvCell[][] {
  if (view === 'workers') {
    return [
      [
        'name',
        'specialization',
        'location',
        'jobs_completed',
        'average_rating',
        'total_earned_cad',
        'success_rate',
        'response_time_minutes',
      ],
      ...(workers?.workers ?? []).map((w) => [
        w.name,
        w.specialization,
        w.location,
        w.jobs_completed,
        w.average_rating,
        dollars(w.total_earned.amount_cents),
        w.success_rate,
        w.response_time,
      ]),
    ];
  }
  if (!dashboard) return [];
  const o = dashboard.overview;
  switch (view) {
    case 'overview':
      return [
        ['figure', 'value'],
        ['from', dashboard.from],
        ['to', dashboard.to],
        ['total_jobs_posted', o.total_jobs_posted],
        ['active_jobs', o.active_jobs],
        ['completed_jobs', o.completed_jobs],
        ['total_applications', o.total_applications],
        ['hired_workers', o.hired_workers],
        ['total_spent_cad', dollars(o.total_spent.amount_cents)],
        ['average_job_cost_cad', o.average_job_cost ? dollars(o.average_job_cost.amount_cents) : null],
        ['success_rate', o.success_rate],
        ['time_to_hire_avg_hours', o.time_to_hire_avg],
        ['worker_satisfaction', o.worker_satisfaction],
        ['jobs_posted_trend_percent', dashboard.trends.jobs_posted_trend],
        ['applications_trend_percent', dashboard.trends.applications_trend],
        ['cost_trend_percent', dashboard.trends.cost_trend],
      ];
    case 'jobs':
      return [
        ['category', 'count', 'percentage'],
        ...dashboard.job_categories.map((c) => [c.category, c.count, c.percentage]),
      ];
    case 'financial':
      return [
        ['month', 'jobs', 'cost_cad'],
        ...dashboard.monthly_performance.map((m) => [m.month, m.jobs, dollars(m.cost.amount_cents)]),
      ];
    case 'geography':
      return [
        ['city', 'jobs_posted', 'workers_available'],
        ...dashboard.geographic_distribution.map((g) => [g.city, g.jobs, g.workers]),
      ];
  }
}
