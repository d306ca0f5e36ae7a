import type { AnalyticsTimeframe } from '@hirehand/shared/business/analytics';
import type { AnalyticsExportView } from '../api/business-analytics-api';

/*
 * The contract's timeframes and default (ANALYTICS_TIMEFRAMES, DEFAULT_ANALYTICS_TIMEFRAME), typed
 * against it but written here: importing them would bring the contract's schemas (zod) along.
 */
export const ANALYTICS_TIMEFRAMES = [
  '7d',
  '30d',
  '90d',
  '1y',
] as const satisfies readonly AnalyticsTimeframe[];
export const DEFAULT_ANALYTICS_TIMEFRAME: AnalyticsTimeframe = '30d';

/** Spec 2 §2.5's views; each names its CSV export (the contract's views) and the sections it shows. */
export const VIEWS = [
  'overview',
  'jobs',
  'workers',
  'financial',
  'geography',
] as const satisfies readonly AnalyticsExportView[];
export type View = (typeof VIEWS)[number];
export type Section = 'monthly' | 'categories' | 'workers' | 'geography';
/**
 * Every view shows the four KPI cards; the monthly chart (jobs and spending) is shared by the
 * overview, job and financial views: the Financial Metrics view has no section of its own (spec 2 §2.5).
 */
export const VIEW_SECTIONS: Record<View, readonly Section[]> = {
  overview: ['monthly', 'categories', 'workers', 'geography'],
  jobs: ['monthly', 'categories'],
  workers: ['workers'],
  financial: ['monthly'],
  geography: ['geography'],
};
