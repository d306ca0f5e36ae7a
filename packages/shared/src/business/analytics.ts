import { z } from 'zod';
import { GigCategory } from '../gigs/gig-enums';
import { Money } from '../platform/money';

/**
 * Business analytics (spec 2 §2.5, §3, §4, §7; issue 22; decision 043 defines every figure):
 * computed per company from its own postings, applications, hires, payments and messages, in CAD.
 * A figure that cannot be computed yet is null (shown as such), never a sample.
 */
export const ANALYTICS_TIMEFRAMES = ['7d', '30d', '90d', '1y'] as const;
export const AnalyticsTimeframe = z.enum(ANALYTICS_TIMEFRAMES);
export type AnalyticsTimeframe = z.infer<typeof AnalyticsTimeframe>;
/** Spec 2 §9. */
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = '30d';

export const AnalyticsQuery = z
  .object({
    timeframe: AnalyticsTimeframe.default(DEFAULT_ANALYTICS_TIMEFRAME),
    company_id: z.uuid().optional(),
  })
  .strict();
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

export const AnalyticsOverviewDto = z.object({
  total_jobs_posted: z.number().int(),
  active_jobs: z.number().int(),
  completed_jobs: z.number().int(),
  total_applications: z.number().int(),
  hired_workers: z.number().int(),
  total_spent: Money,
  /** total_spent / jobs with a hire; null without any. */
  average_job_cost: Money.nullable(),
  /** A fraction 0..1 (spec 2 §3); null when no posting was closed or filled in the period. */
  success_rate: z.number().min(0).max(1).nullable(),
  /** Hours from a posting opening to its first accepted application; null without hires. */
  time_to_hire_avg: z.number().nullable(),
  /** Average review rating 1..5; null until there are reviews ("No reviews yet"). */
  worker_satisfaction: z.number().nullable(),
});
export type AnalyticsOverviewDto = z.infer<typeof AnalyticsOverviewDto>;

/** Percent change against the previous period of the same length; null when that was zero. */
export const AnalyticsTrendsDto = z.object({
  jobs_posted_trend: z.number().nullable(),
  applications_trend: z.number().nullable(),
  cost_trend: z.number().nullable(),
  satisfaction_trend: z.number().nullable(),
});
export type AnalyticsTrendsDto = z.infer<typeof AnalyticsTrendsDto>;

export const JobCategoryShareDto = z.object({
  category: GigCategory,
  count: z.number().int(),
  /** 0..100, one decimal. */
  percentage: z.number(),
});

export const GeographicEntryDto = z.object({
  city: z.string(),
  /** The company's jobs posted there in the period. */
  jobs: z.number().int(),
  /** Workers whose profile is in that city (real profiles, not the company's). */
  workers: z.number().int(),
});

export const MonthlyPerformanceDto = z.object({
  /** YYYY-MM, in the company owner's time zone. */
  month: z.string(),
  jobs: z.number().int(),
  cost: Money,
  satisfaction: z.number().nullable(),
});

/** GET /api/business/analytics/dashboard?timeframe=7d|30d|90d|1y. */
export const AnalyticsDashboardDto = z.object({
  company_id: z.string(),
  timeframe: AnalyticsTimeframe,
  /** The period the figures cover (ISO instants). */
  from: z.string(),
  to: z.string(),
  overview: AnalyticsOverviewDto,
  trends: AnalyticsTrendsDto,
  job_categories: z.array(JobCategoryShareDto),
  geographic_distribution: z.array(GeographicEntryDto),
  monthly_performance: z.array(MonthlyPerformanceDto),
});
export type AnalyticsDashboardDto = z.infer<typeof AnalyticsDashboardDto>;

/** Spec 2 §3 worker analytics entry: a worker the company hired in the period. */
export const WorkerAnalyticsEntryDto = z.object({
  id: z.string(),
  name: z.string(),
  specialization: z.string().nullable(),
  jobs_completed: z.number().int(),
  average_rating: z.number().nullable(),
  total_earned: Money,
  /** Accepted / decided applications of this worker to the company; 0..1. */
  success_rate: z.number().min(0).max(1).nullable(),
  /** Median minutes the worker took to answer the company's messages; null without any. */
  response_time: z.number().nullable(),
  location: z.string().nullable(),
});
export type WorkerAnalyticsEntryDto = z.infer<typeof WorkerAnalyticsEntryDto>;

/** GET /api/business/analytics/workers?timeframe=... */
export const WorkerAnalyticsDto = z.object({
  company_id: z.string(),
  timeframe: AnalyticsTimeframe,
  workers: z.array(WorkerAnalyticsEntryDto),
});
export type WorkerAnalyticsDto = z.infer<typeof WorkerAnalyticsDto>;

/** The CSV exports: GET /api/business/analytics/export?view=...&timeframe=... (text/csv). */
export const ANALYTICS_EXPORT_VIEWS = ['overview', 'jobs', 'workers', 'financial', 'geography'] as const;
export const AnalyticsExportQuery = AnalyticsQuery.extend({ view: z.enum(ANALYTICS_EXPORT_VIEWS) }).strict();
export type AnalyticsExportQuery = z.infer<typeof AnalyticsExportQuery>;
